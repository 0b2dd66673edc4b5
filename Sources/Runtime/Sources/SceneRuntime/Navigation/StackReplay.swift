/// A stack described as data (a link, a resumed record, an undo step, the stack kept across a
/// reload), checked as the navigation that would build it: the root is the initial scene or the
/// destination of a `replace` segue reached from it, and each later scene is reached from the one
/// under it by a segue the storyboard declares, of its presentation (or is the scene a guard's
/// redirect presents there). A segue that only a scene's action performs is replayed only into a
/// scene declared linkable. Every guard on the way, the segues' and the scenes', is returned in
/// order, for the navigator to check as a segue would.
///
/// Each scene is checked against the one under it only, so checking a stack costs its depth.
struct StackReplay {
    let storyboard: Storyboard
    /// Whether segues that only an action performs are replayed into any scene, for a stack
    /// whose scenes navigation already built (a reload keeps them); `false` for text from
    /// outside.
    var replaysActions = false
    /// Whether a condition holds now: where several segues of the presentation lead to a scene,
    /// one whose guards hold is replayed before one whose guards would refuse or redirect, as a
    /// person would take the open way.
    var holds: (String) -> Bool = { _ in true }

    /// How one scene of the stack is reached, and the guards reaching it checks.
    struct Step {
        /// The segues replayed to reach the scene, in order: for the root, the chain from the
        /// initial scene; for a later scene, the one segue from the scene under it (none for a
        /// guard's redirect).
        var segues: [SegueDescriptor]
        /// The guards of those segues and of the scenes they build, in the order performing them
        /// checks them.
        var guards: [Storyboard.Guard]
    }

    /// How `entry` is reached, `previous` being the scene under it (`nil` for the root).
    /// - Throws: ``NavigationError/unknownScene(_:suggestion:)``,
    ///   ``NavigationError/notARoot(_:initial:)``, ``NavigationError/noSegue(from:to:presentation:)``
    ///   or ``NavigationError/notLinkable(scene:segue:source:action:)``.
    func step(to entry: NavigationState.Entry, from previous: NavigationState.Entry?) throws(NavigationError)
        -> Step
    {
        guard let scene = storyboard.scene(withID: entry.sceneID) else {
            throw .unknownScene(
                entry.sceneID,
                suggestion: Suggestion.closest(to: entry.sceneID, in: storyboard.scenes.lazy.map(\.id)))
        }
        guard let previous else { return try root(scene) }
        // After a container comes the root of the tab it shows.
        if let container = storyboard.scene(withID: previous.sceneID)?.container {
            guard
                let (tab, chain) = tab(
                    of: container, holding: entry.sceneID, preferred: previous.container?.selected)
            else {
                throw .notATabRoot(
                    entry.sceneID, container: previous.sceneID, roots: container.stacks.map(\.root))
            }
            // The tab's guards, then its root's, then those along a `replace` chain from it.
            let root = chain.isEmpty ? scene : storyboard.scene(withID: container.stacks[tab].root)
            return Step(
                segues: chain,
                guards: container.stacks[tab].guards + (root?.guards ?? []) + guards(along: chain))
        }
        let presentation: NavigationState.Presentation = entry.presentation == .modal ? .modal : .push
        let wanted: SegueDescriptor.Style = presentation == .modal ? .modal : .push
        let source = storyboard.scene(withID: previous.sceneID)
        let segues = source?.segues.filter { $0.destination == entry.sceneID && $0.style == wanted } ?? []
        let replayable = segues.filter { isReplayable($0) }
        if let segue = replayable.first(where: { $0.guards.allSatisfy { holds($0.condition) } })
            ?? replayable.first
        {
            return Step(segues: [segue], guards: segue.guards + scene.guards)
        }
        if presentation == .modal, redirects(from: previous.sceneID).contains(entry.sceneID) {
            return Step(segues: [], guards: scene.guards)
        }
        if let segue = segues.first, let action = segue.action {
            throw .notLinkable(scene: entry.sceneID, segue: segue.id, source: segue.source, action: action)
        }
        throw .noSegue(from: previous.sceneID, to: entry.sceneID, presentation: presentation)
    }

    /// The tab of `container` whose stack may start with `sceneID`: one whose root it is, or one
    /// where a chain of segues from the root ends in a `replace` into it (Home after a sign-in),
    /// `preferred` first, then one whose guards hold; with the chain (empty for a root).
    func tab(of container: SceneDescriptor.Container, holding sceneID: String, preferred: Int?)
        -> (tab: Int, chain: [SegueDescriptor])?
    {
        let open = container.stacks.indices.filter {
            container.stacks[$0].guards.allSatisfy { holds($0.condition) }
        }
        let order =
            (preferred.map { [$0] } ?? []) + open + container.stacks.indices.filter { !open.contains($0) }
        for tab in order where container.stacks.indices.contains(tab) && container.stacks[tab].root == sceneID
        {
            return (tab, [])
        }
        for tab in order where container.stacks.indices.contains(tab) {
            if let chain = chain(to: sceneID, from: container.stacks[tab].root, endingInReplace: true) {
                return (tab, chain)
            }
        }
        return nil
    }

    /// The guards of every scene of `entries` and of the segues that reach them, in order.
    /// - Throws: ``NavigationError/emptyStack``, or what ``step(to:from:)`` throws for the first
    ///   scene that navigation could not reach.
    func guards(of entries: [NavigationState.Entry]) throws(NavigationError) -> [Storyboard.Guard] {
        guard !entries.isEmpty else { throw .emptyStack }
        var guards: [Storyboard.Guard] = []
        try collect(entries, from: nil, depth: 0, into: &guards)
        return guards
    }

    /// Adds the guards of `entries` on top of `previous` to `guards`, and those of the tabs'
    /// stacks a container's entry holds.
    private func collect(
        _ entries: [NavigationState.Entry], from previous: NavigationState.Entry?, depth: Int,
        into guards: inout [Storyboard.Guard]
    ) throws(NavigationError) {
        var previous = previous
        for (position, entry) in entries.enumerated() {
            guards += try step(to: entry, from: previous).guards
            // A container with nothing after it shows its selected tab's root: that tab's guards
            // and its root's hold as if the link went on to it.
            if position == entries.count - 1,
                let container = storyboard.scene(withID: entry.sceneID)?.container
            {
                let selected = entry.container?.selected ?? container.selected
                let shownEmpty = entry.container.map {
                    $0.stacks.indices.contains(selected) ? $0.stacks[selected].isEmpty : true
                }
                if container.stacks.indices.contains(selected), shownEmpty ?? true {
                    let tab = container.stacks[selected]
                    guards += tab.guards + (storyboard.scene(withID: tab.root)?.guards ?? [])
                }
            }
            if let state = entry.container {
                guard depth < SceneDescriptor.Container.maximumNesting,
                    storyboard.scene(withID: entry.sceneID)?.container != nil
                else {
                    throw .containerTooDeep(entry.sceneID, limit: SceneDescriptor.Container.maximumNesting)
                }
                // The selected tab's last, as showing it checks them after building the others.
                let order = state.tabs.indices.filter { $0 != state.selected } + [state.selected]
                for tab in order where state.tabs.indices.contains(tab) && !state.tabs[tab].isEmpty {
                    try collect(state.tabs[tab].entries, from: entry, depth: depth + 1, into: &guards)
                }
            }
            previous = entry
        }
    }

    /// Whether `entry`, presented modally over `previous`, covers only its tab: the modal segue
    /// replayed to reach it says `"covers": "tab"` (a guard's redirect covers the container).
    func coversTabOnly(_ entry: NavigationState.Entry, over previous: NavigationState.Entry) -> Bool {
        guard entry.presentation == .modal, let step = try? step(to: entry, from: previous) else {
            return false
        }
        return step.segues.last?.coversTabOnly ?? false
    }

    /// Whether a link or a resumed stack may replay `segue`: one a person may take (no
    /// `"action"`), or one into a scene declared linkable.
    func isReplayable(_ segue: SegueDescriptor) -> Bool {
        replaysActions || segue.action == nil
            || storyboard.scene(withID: segue.destination)?.isLinkable == true
    }

    /// The scenes a guard on one of `sceneID`'s segues, or on their destinations, presents instead
    /// when its condition fails: a redirect is presented modally over the scene it was asked from.
    func redirects(from sceneID: String) -> Set<String> {
        var targets: Set<String> = []
        for segue in storyboard.scene(withID: sceneID)?.segues ?? [] where segue.style != .unwind {
            let guards = segue.guards + (storyboard.scene(withID: segue.destination)?.guards ?? [])
            for guardDeclaration in guards {
                if case .redirect(let target) = guardDeclaration.otherwise { targets.insert(target) }
            }
        }
        return targets
    }

    /// The shortest chain of replayable push, modal and replace segues from the initial scene to
    /// `sceneID` (declaration order breaks ties); `nil` when there is none. With `endingInReplace`
    /// only a chain whose last segue replaces the stack counts, one that leaves the scene as root.
    /// From `start` instead of the initial scene (a tab's root), the chain stays in the tab's
    /// stack: it enters no container.
    func chain(
        to sceneID: String, from start: String? = nil, endingInReplace: Bool = false,
        replayableOnly: Bool = true
    )
        -> [SegueDescriptor]?
    {
        let initial = start ?? storyboard.initialSceneID
        if sceneID == initial && !endingInReplace { return [] }
        var arrivals: [String: SegueDescriptor] = [:]
        var queue = [initial]
        var seen: Set<String> = [initial]
        var head = 0
        var last: SegueDescriptor?
        search: while head < queue.count {
            let id = queue[head]
            head += 1
            for segue in leaving(id) where segue.style != .unwind {
                guard !replayableOnly || isReplayable(segue) else { continue }
                if segue.destination == sceneID && (!endingInReplace || segue.style == .replace) {
                    last = segue
                    break search
                }
                if start != nil, storyboard.scene(withID: segue.destination)?.isContainer == true { continue }
                guard seen.insert(segue.destination).inserted else { continue }
                arrivals[segue.destination] = segue
                queue.append(segue.destination)
            }
        }
        guard let last else { return nil }
        var path = [last]
        var current = last.source
        while current != initial, let segue = arrivals[current] {
            path.append(segue)
            current = segue.source
        }
        return path.reversed()
    }

    /// The segues that leave the scene `id`: its own, or, for a container, one to the root of each
    /// of its stacks (named after the tab, passing what the tab passes), as a link replays them.
    func leaving(_ id: String) -> [SegueDescriptor] {
        guard let scene = storyboard.scene(withID: id) else { return [] }
        guard let container = scene.container else { return scene.segues }
        return container.stacks.map {
            SegueDescriptor(id: $0.id, source: id, destination: $0.root, style: .push, passes: $0.passes)
        }
    }

    /// How the root is reached: the initial scene as it is, any other scene by the chain that
    /// replaces the stack with it.
    private func root(_ scene: SceneDescriptor) throws(NavigationError) -> Step {
        if scene.id == storyboard.initialSceneID { return Step(segues: [], guards: scene.guards) }
        guard let chain = chain(to: scene.id, endingInReplace: true) else {
            if let blocked = chain(to: scene.id, endingInReplace: true, replayableOnly: false)?.first(
                where: { !isReplayable($0) }), let action = blocked.action
            {
                throw .notLinkable(
                    scene: blocked.destination, segue: blocked.id, source: blocked.source, action: action)
            }
            throw .notARoot(scene.id, initial: storyboard.initialSceneID)
        }
        return Step(segues: chain, guards: guards(along: chain))
    }

    /// The guards performing `chain` checks: each segue's, then its destination's.
    private func guards(along chain: [SegueDescriptor]) -> [Storyboard.Guard] {
        var guards: [Storyboard.Guard] = []
        for segue in chain {
            guards += segue.guards + (storyboard.scene(withID: segue.destination)?.guards ?? [])
        }
        return guards
    }
}
