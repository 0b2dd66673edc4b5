extension Navigator {
    /// The link of the current stack: the shortest that ``go(to:force:)`` takes back to it (see
    /// ``Link``); `nil` before the navigator has started.
    public var link: Link? {
        let state = state
        guard !state.root.isEmpty else { return nil }
        return LinkResolver(storyboard: storyboard, registry: registry).shortestLink(for: state)
    }

    /// The state a link names, completed through the storyboard: the scenes under its first
    /// scene, the inputs segues would deliver, and the stacks its branches give tabs not shown
    /// (see ``Link``).
    /// - Throws: ``Link/Refusal`` pointing at the part of the link that is wrong.
    public func state(for link: Link) throws(Link.Refusal) -> NavigationState {
        try LinkResolver(storyboard: storyboard, registry: registry).state(for: link)
    }

    /// The path of the state a link names (``state(for:)``).
    @available(*, deprecated, message: "use state(for:), the tree, or its path")
    public func entries(for link: Link) throws(Link.Refusal) -> [NavigationState.Entry] {
        try state(for: link).path
    }

    /// Replaces the stack with the state `link` names, each scene built by its module with its
    /// inputs (through ``restore(state:force:)``, which asks the scenes it removes unless
    /// `force`). If anything is refused, the stack is as it was.
    /// - Throws: ``Link/Refusal``, or what ``restore(state:force:)`` throws.
    public func go(to link: Link, force: Bool = false) throws {
        try restore(state: state(for: link), force: force)
    }

    /// The routes that wrote into scenes the navigator holds (every tab's) what their Routers do
    /// not declare (``SceneRouter/routeWrites``), each once, root side first: ``link``, `undo`
    /// and `--resume` build those scenes again without it.
    package var unrecordedRoutes: [UnrecordedRoute] {
        var found: [UnrecordedRoute] = []
        var seen: Set<UnrecordedRoute> = []
        var pending = root.scenes[...]
        while let scene = pending.popFirst() {
            if let route = scene.unrecordedRoute, seen.insert(route).inserted { found.append(route) }
            for tab in scene.container?.tabs ?? [] { pending += tab.scenes }
        }
        return found
    }

    /// The segues that may have led to the scenes of `state` (every tab's stack included) and
    /// whose routes write what they do not declare, each once, root side first: built again from
    /// `state`, those scenes lack what such a route wrote. (A state does not say which of two
    /// segues between the same scenes was taken: both are named.) Empty when every route
    /// declares what it writes, and in a version 1 storyboard, whose scenes are not built from
    /// inputs.
    package func unrecordedRoutes(in state: NavigationState) -> [UnrecordedRoute] {
        guard storyboard.version >= 2 else { return [] }
        let replay = StackReplay(storyboard: storyboard, replaysActions: true, holds: conditionHolds)
        var found: [UnrecordedRoute] = []
        var seen: Set<UnrecordedRoute> = []
        // Each stack with the entry under its root: a tab's is its container, showing that tab.
        var pending: [(entries: [NavigationState.Entry], under: NavigationState.Entry?)] = [
            (state.stack, nil)
        ]
        var next = 0
        while next < pending.count {
            let (entries, under) = pending[next]
            next += 1
            var previous = under
            for entry in entries {
                for (tab, stack) in (entry.container?.stacks ?? []).enumerated() where !stack.isEmpty {
                    var container = entry
                    container.container?.selected = tab
                    pending.append((stack, container))
                }
                // A stack that navigation could not build has nothing to say here.
                guard var segues = try? replay.step(to: entry, from: previous).segues else { break }
                if let previous, storyboard.scene(withID: previous.sceneID)?.container == nil,
                    let taken = segues.first, segues.count == 1
                {
                    segues = replay.leaving(previous.sceneID).filter {
                        $0.destination == entry.sceneID && $0.style == taken.style
                    }
                }
                previous = entry
                for segue in segues {
                    guard let module = storyboard.scene(withID: segue.source)?.module,
                        registry.catalog[module]?.writesUndeclared(segue.id) == true
                    else { continue }
                    let route = UnrecordedRoute(
                        segue: segue.id, source: segue.source, destination: segue.destination)
                    if seen.insert(route).inserted { found.append(route) }
                }
            }
        }
        return found
    }
}
