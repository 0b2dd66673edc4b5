/// Requests from scenes: the segues a scene performs through its router or its context.
extension Navigator {
    /// Performs the top scene's segue of `style` that leads to `destination` (the first whose
    /// guards hold, when several do), for a scene that names where it goes rather than how.
    func performSegue(
        leadingTo destination: String, style: SegueDescriptor.Style, requestedBy instance: Int,
        sceneID: String
    )
        throws
    {
        let source = try topOrThrow(requestedBy: instance, sceneID: sceneID)
        var found: SegueDescriptor?
        for segue in source.descriptor.segues where segue.destination == destination && segue.style == style {
            if segue.guards.allSatisfy({ conditionHolds($0.condition) }) {
                found = segue
                break
            }
            if found == nil { found = segue }
        }
        guard let found else {
            throw NavigationError.noSegue(
                from: source.id, to: destination,
                presentation: style == .modal ? .modal : style == .replace ? .root : .push)
        }
        try performSegue(found.id, requestedBy: instance, sceneID: sceneID)
    }

    func performSegue(
        _ identifier: String, key: RouteStorage.Key? = nil, requestedBy instance: Int?, sceneID: String?,
        force: Bool = false
    ) throws {
        try transition(.segue(identifier)) {
            let source = try topOrThrow(requestedBy: instance, sceneID: sceneID)
            guard let segue = source.descriptor.segue(identifier) else {
                throw RoutingError.unknownSegue(identifier, of: source.descriptor)
            }
            if try enforce(
                guards(of: segue), entering: segue.destination,
                carryOn: { [weak self] in
                    try self?.performSegue(identifier, key: key, requestedBy: nil, sceneID: nil, force: force)
                }
            ) != nil {
                return
            }
            // A version 2 segue needs no hand-written route: the generated one passes what it
            // declares, then a hand-written route, if any, runs for what a declaration cannot say.
            let route = source.router.routeStorage.route(key, named: identifier)
            let generated = storyboard.version >= 2
            if route == nil && !generated {
                throw RoutingError.missingRoute(
                    identifier, scene: source.id, router: String(describing: type(of: source.router)))
            }
            // A segue into another tab pushes on that tab's stack, which it selects first, if the
            // tab's guards hold (they refuse; a redirect is not shown across tabs).
            let crossing = try segue.tab.map { try tabPlace($0) }
            if let crossing, let node = stack[crossing.position].container, crossing.tab != node.selected {
                // The tab's own guards, and, unless the segue replaces its stack, those of the
                // scenes it shows, as selecting the tab checks them.
                for (check, _) in guards(ofTab: crossing.tab, in: node, showing: segue.style != .replace)
                where !conditionHolds(check.condition) {
                    if case .refuse(let message) = check.otherwise {
                        throw NavigationError.guardRefused(condition: check.condition, message: message)
                    }
                    throw NavigationError.guardFailed(condition: check.condition, scene: segue.destination)
                }
            }
            if segue.style == .replace {
                // A replace replaces the stack it lands in: the crossed-into tab's, when it is
                // not the one shown, which is kept in its container until then.
                let request = LeaveRequest(kind: .replace, destination: segue.destination, segue: identifier)
                if let crossing, let node = stack[crossing.position].container, crossing.tab != node.selected
                {
                    if !force { try checkLeave(of: node.stack(at: crossing.tab), request, exempt: instance) }
                } else {
                    try checkLeave(from: stackStart, request, force: force, exempt: instance)
                }
            }
            if let crossing, segue.style != .replace {
                // What the segue pushes stands on the tab's root, built if the tab was never shown.
                try buildTabIfNeeded(crossing.tab, ofContainerAt: crossing.position)
            }
            switch segue.style {
            case .push, .modal, .replace:
                let presentation: NavigationState.Presentation =
                    switch segue.style {
                    case .push: .push
                    case .modal: .modal
                    default: .root
                    }
                let destination = try makeScene(
                    segue.destination, presentation: presentation, nesting: containerPositions.count)
                if generated && InputPassing.mayWrite(segue, into: destination) {
                    let plan = try InputPassing.plan(
                        segue, from: source, into: destination.contract, building: true)
                    try InputPassing.apply(plan, to: destination)
                }
                if let route {
                    try route(
                        source.router, Segue(descriptor: segue, source: source, destination: destination))
                    source.router.recordWrites(of: segue, into: destination)
                }
                destination.coversTabOnly = presentation == .modal && segue.coversTabOnly
                return show(loadingHidden(destination), load: true) {
                    if let crossing, crossing.tab != stack[crossing.position].container?.selected {
                        moveTab(at: crossing.position, to: crossing.tab)
                    }
                    setPath(from: presentation == .root ? stackStart : stack.count, to: [destination])
                }
            case .unwind:
                guard let found = stack.dropLast().lastIndex(where: { $0.id == segue.destination }) else {
                    throw RoutingError.unwindDestinationNotOnStack(
                        segue: identifier, destination: segue.destination, stack: stack.map(\.id))
                }
                let index = landing(found)
                let request = LeaveRequest(kind: .unwind, destination: segue.destination, segue: identifier)
                try checkLeave(from: index + 1, request, force: force, exempt: instance)
                let target = stack[index]
                let plan =
                    generated
                    ? try InputPassing.plan(segue, from: source, into: target.contract, building: false)
                    : InputPassing.Plan()
                let saved = InputPassing.snapshot(for: plan, of: target)
                do {
                    try InputPassing.apply(plan, to: target)
                    if let route {
                        try route(
                            source.router, Segue(descriptor: segue, source: source, destination: target))
                        source.router.recordWrites(of: segue, into: target)
                    }
                } catch {
                    InputPassing.restore(saved, to: target)
                    throw error
                }
                return pop(toIndex: index)
            }
        }
    }

    func dismiss(requestedBy instance: Int?, sceneID: String?, force: Bool = false) throws {
        try transition(.dismiss) {
            let top = try topOrThrow(requestedBy: instance, sceneID: sceneID)
            guard let modal = stack.lastIndex(where: { $0.presentation == .modal }) else {
                throw NavigationError.nothingPresented(top.id)
            }
            let request = LeaveRequest(kind: .dismiss, destination: stack[modal - 1].id)
            try checkLeave(from: modal, request, force: force, exempt: instance)
            return pop(toIndex: modal - 1)
        }
    }
}
