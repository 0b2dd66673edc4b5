/// Containers on the stack: selecting a tab, its guards, and the place of the
/// stack navigation acts on (the selected tab's, above the innermost container).
extension Navigator {
    /// The scene presented modally above the container at `position` on ``stack`` that covers
    /// it: while one does, the container shows no tab bar and no other tab can be selected. `nil`
    /// when none does, or no container stands at `position`.
    public func coveringScene(ofContainerAt position: Int) -> Scene? {
        guard stack.indices.contains(position), stack[position].isContainer else { return nil }
        for scene in stack[(position + 1)...].reversed()
        where scene.presentation == .modal && !scene.coversTabOnly {
            return scene
        }
        return nil
    }

    /// The tabs ``selectTab(_:)`` selects from here by id, innermost container first, each id once:
    /// a tab id (compared ignoring case) that an inner container has, selected or not, names that
    /// container's tab, so the same id in an outer one cannot be selected by name. Of those, the
    /// tabs not selected of the containers of tabs no modal scene covers: each is something a
    /// person can type (`tab ID`) that does something distinct. `position` is the container's on
    /// ``stack``.
    package var selectableTabs: [(position: Int, tab: Int)] {
        var result: [(position: Int, tab: Int)] = []
        var named: Set<String> = []
        for position in containerPositions.reversed() {
            guard let node = stack[position].container else { continue }
            let ids = node.descriptor.stacks.map { $0.id.lowercased() }
            if node.descriptor.kind == .tabs && coveringScene(ofContainerAt: position) == nil {
                for (tab, id) in ids.enumerated() where tab != node.selected && !named.contains(id) {
                    result.append((position, tab))
                }
            }
            named.formUnion(ids)
        }
        return result
    }

    /// The scenes a person would see in tab `tab` of the container at `position` on ``stack``,
    /// root first: for the selected tab (or focused pane), the scenes on ``stack`` above the
    /// container; for another, its stack as it was left, followed by the selected tab's scenes
    /// of a container on its top, and so on. The last is the one shown in it: a split drawn side
    /// by side shows the last of the pane not focused beside ``topScene``. Empty for a tab never
    /// shown, or no container at `position`.
    public func shownStack(ofTab tab: Int, ofContainerAt position: Int) -> [Scene] {
        guard stack.indices.contains(position), let node = stack[position].container,
            node.tabs.indices.contains(tab)
        else { return [] }
        return Self.shown(node.stack(at: tab))
    }

    /// A tab's stack, with the selected tab's scenes of a container on its top after it, and so
    /// on: what that tab shows.
    static func shown(_ scenes: [Scene]) -> [Scene] {
        guard let last = scenes.last, let node = last.container, node.tabs.indices.contains(node.selected)
        else { return scenes }
        return scenes + shown(node.stack(at: node.selected))
    }

    /// Every scene the navigator holds: the stack's, and those of every tab's stack that is not
    /// shown (for checks that a scene which left was freed).
    package var scenesInEveryTab: [Scene] {
        var scenes: [Scene] = []
        var pending = root.scenes
        while let scene = pending.popLast() {
            scenes.append(scene)
            for tab in scene.container?.tabs ?? [] { pending += tab.scenes }
        }
        return scenes
    }

    /// Each container on ``stack`` and its selected tab, outermost first (the events'
    /// ``NavigationEvent/location``).
    var location: [NavigationState.TabLocation] {
        if let knownLocation { return knownLocation }
        var location: [NavigationState.TabLocation] = []
        for position in containerPositions {
            if let node = stack[position].container {
                location.append(
                    NavigationState.TabLocation(
                        container: stack[position].id, tab: node.descriptor.stacks[node.selected].id))
            }
        }
        knownLocation = location
        return location
    }

    /// The containers and tabs around the scene `instance`, wherever it is in the tree (see
    /// ``SceneContext/location``).
    func location(ofInstance instance: Int) -> [NavigationState.TabLocation] {
        Self.location(of: instance, in: root.scenes, around: []) ?? []
    }

    /// ``location(ofInstance:)`` in the stack `scenes`, which is where `around` says.
    private static func location(of instance: Int, in scenes: [Scene], around: [NavigationState.TabLocation])
        -> [NavigationState.TabLocation]?
    {
        for scene in scenes {
            if scene.instance == instance { return around }
            guard let node = scene.container else { continue }
            for (tab, inner) in node.tabs.enumerated() {
                let inTab =
                    around + [
                        NavigationState.TabLocation(container: scene.id, tab: node.descriptor.stacks[tab].id)
                    ]
                if let found = location(of: instance, in: inner.scenes, around: inTab) { return found }
            }
        }
        return nil
    }

    /// The position on ``stack`` of the root of the stack that navigation acts on: the selected
    /// tab's (of the innermost container), or 0 without containers. `back` and `root` stop
    /// there, unless the container's back policy says otherwise.
    public var stackStart: Int { (containerPositions.last ?? -1) + 1 }

    /// Whether `back` at the root of the selected tab does something: the container's back
    /// policy selects the first tab (from another) or leaves the container.
    public var canLeaveTabRoot: Bool {
        guard let position = containerPositions.last, let node = stack[position].container else {
            return false
        }
        switch node.descriptor.back {
        case .stay: return false
        case .firstTab: return node.selected != 0
        case .leave: return position > 0 && !stack[position - 1].isContainer
        }
    }

    /// Selects the tab `name` (its id, compared ignoring case) of the innermost container on the
    /// stack that has it; every other tab keeps its stack as it was, and nothing is removed, so
    /// no scene is asked whether it may be left. Selecting the selected tab does nothing.
    /// - Throws: ``NavigationError/noTabs(_:)`` where no container is shown,
    ///   ``NavigationError/unknownTab(_:tabs:suggestion:)``, and
    ///   ``NavigationError/tabsCovered(container:by:)`` while a scene presented modally in the
    ///   container covers it.
    public func selectTab(_ name: String) throws {
        try transition(.selectTab(name)) {
            _ = try topOrThrow()
            try selectingTab(at: tabPlace(name), retrying: .named(name))
        }
    }

    /// How a tab selection was asked for, to ask again once a guard's redirect is over.
    enum TabSelection {
        case named(String)
        /// By `undo`, going back to a state that selected another tab.
        case returning(NavigationState)
    }

    /// Selects tab `place.tab` of the container at `place.position`, inside a transition, unless it
    /// is selected: the container must not be covered, and the guards of the tab and of the scenes
    /// it shows must hold (a redirect carries on by asking for `selection` again).
    func selectingTab(at place: (position: Int, tab: Int), retrying selection: TabSelection) throws {
        guard let node = stack[place.position].container, place.tab != node.selected else { return }
        if let cover = coveringScene(ofContainerAt: place.position) {
            throw NavigationError.tabsCovered(container: stack[place.position].id, by: cover.id)
        }
        for (check, scene) in guards(ofTab: place.tab, in: node) where !conditionHolds(check.condition) {
            let redirect = try enforce(
                [check], entering: scene,
                carryOn: { [weak self] in
                    switch selection {
                    case .named(let name): try self?.selectTab(name)
                    case .returning(let state): try self?.restore(returningTo: state)
                    }
                })
            if redirect != nil { return }
        }
        try buildTabIfNeeded(place.tab, ofContainerAt: place.position)
        switchTab(at: place.position, to: place.tab)
    }

    /// What selecting tab `tab` of the container at `position` on ``stack`` would meet now,
    /// checking only: the refusal of the first guard that does not hold, the tab's own or one of
    /// a scene the tab shows (for a redirect, that its condition does not hold); `nil` when every
    /// one holds. A wide split draws its pane not focused only when this is `nil`, so no guard is
    /// passed by being beside.
    package func unmetGuard(ofTab tab: Int, ofContainerAt position: Int) -> NavigationError? {
        guard stack.indices.contains(position), let node = stack[position].container,
            node.descriptor.stacks.indices.contains(tab)
        else { return nil }
        for (check, scene) in guards(ofTab: tab, in: node) where !conditionHolds(check.condition) {
            switch check.otherwise {
            case .refuse(let message): return .guardRefused(condition: check.condition, message: message)
            case .redirect: return .guardFailed(condition: check.condition, scene: scene)
            }
        }
        return nil
    }

    /// The guards selecting tab `tab` of `node` meets, in the order they are checked, each with
    /// the scene it guards: the tab's own (its root's), then those of the scenes the tab shows,
    /// its stack's and, through a container on its top, its selected tab's (every way into a
    /// scene checks them). When `showing` is false, the tab's own alone: a segue that replaces
    /// the tab's stack shows none of its scenes.
    func guards(ofTab tab: Int, in node: ContainerNode, showing: Bool = true)
        -> [(check: Storyboard.Guard, scene: String)]
    {
        // Read in place, and gathered only where there are some: a switch between tabs without
        // guards makes no array.
        var found: [(check: Storyboard.Guard, scene: String)] = []
        for check in node.descriptor.stacks[tab].guards {
            found.append((check, node.descriptor.stacks[tab].root))
        }
        guard showing else { return found }
        var shown = node.stack(at: tab)
        if shown.isEmpty && tab != node.selected {
            // A tab not shown yet is not built: its root's guards as the storyboard declares them.
            declaredGuards(ofTabRoot: node.descriptor.stacks[tab].root, into: &found)
            return found
        }
        while true {
            for scene in shown where !scene.descriptor.guards.isEmpty {
                for check in scene.descriptor.guards { found.append((check, scene.id)) }
            }
            guard let inner = shown.last?.container else { return found }
            shown = inner.stack(at: inner.selected)
        }
    }

    /// The guards of the scene `root`, the root of a tab not built yet, as the storyboard declares
    /// them: its own and, for a container, those of the tab it selects at start, and so on.
    private func declaredGuards(
        ofTabRoot root: String, into found: inout [(check: Storyboard.Guard, scene: String)]
    ) {
        var root = root
        for _ in 0...SceneDescriptor.Container.maximumNesting {
            guard let descriptor = storyboard.scene(withID: root) else { return }
            for check in descriptor.guards { found.append((check, root)) }
            guard let container = descriptor.container, container.stacks.indices.contains(container.selected)
            else { return }
            let selected = container.stacks[container.selected]
            for check in selected.guards { found.append((check, selected.root)) }
            root = selected.root
        }
    }

    /// Builds the root of tab `tab` of the container at `position` if the tab was never shown (a
    /// container of tabs builds its selected tab's root only, as a tab bar controller loads a tab
    /// when it is first selected), sending `viewDidLoad` to what it built.
    func buildTabIfNeeded(_ tab: Int, ofContainerAt position: Int) throws {
        guard let node = stack[position].container, tab != node.selected, node.stack(at: tab).isEmpty else {
            return
        }
        let nesting = containerPositions.count { $0 <= position }
        let root = try makeTabRoot(node.descriptor.stacks[tab], nesting: nesting)
        node.setStack([root], at: tab)
        loadBuilt(root, except: nil)
    }

    /// The innermost container on the stack with the tab `name`, and the tab's position in it; for
    /// none, the error names the tabs of every container shown.
    func tabPlace(_ name: String) throws(NavigationError) -> (position: Int, tab: Int) {
        for position in containerPositions.reversed() {
            if let tab = stack[position].container?.descriptor.position(of: name) { return (position, tab) }
        }
        guard !containerPositions.isEmpty else { throw .noTabs(stack.last?.id ?? "") }
        // Every container shown, outermost first: a tab of an outer one is selected by name too.
        let ids = containerPositions.flatMap { stack[$0].container?.descriptor.stacks.map(\.id) ?? [] }
        throw .unknownTab(name, tabs: ids, suggestion: Suggestion.closest(to: name, in: ids))
    }

    /// Shows tab `tab` of the container at `position`, inside a transition.
    func switchTab(at position: Int, to tab: Int) {
        guard let node = stack[position].container, let top = visibleTop(of: node.stack(at: tab)) else {
            return
        }
        show(top, load: false) { moveTab(at: position, to: tab) }
    }

    /// The stack position to pop to for `index`: the root of the selected tab for a container.
    func landing(_ index: Int) -> Int {
        // A container's selected tab may start with a container (a split in a tab): land past
        // every one, on the root of the stack shown.
        var index = index
        while stack[index].isContainer && index + 1 < stack.count { index += 1 }
        return index
    }
}
