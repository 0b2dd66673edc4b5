/// How two storyboards differ (`scenes diff OLD NEW`): the scenes, segues, containers, tabs,
/// guards, and the inputs, outputs and actions of the scenes' modules added, removed or changed
/// (``changes``), and what that does to what was reachable in the old one (``consequences``).
///
/// Scenes are matched by id, segues by their source scene and id, tabs by their container and
/// id, guards by where they are and their condition, inputs, outputs and actions by name. A
/// scene's inputs, outputs and actions are those its module declares, as each storyboard was
/// loaded (``SceneRegistry/storyboardForComparison(contentsOf:)``); a scene whose module is not
/// known on one side has them not compared, and its module is in ``uncomparedModules``.
///
/// The comparison is linear in the size of both storyboards.
package struct StoryboardDiff: Sendable, Equatable {
    /// Every difference, by element (the storyboard, scenes, segues, containers, tabs, guards,
    /// inputs, outputs, actions), then by scene, segue, tab and name.
    package let changes: [StoryboardChange]
    /// What the differences do to links, resumed stacks and reachability, grouped by kind in
    /// the order ``DiffConsequence`` declares them, each group sorted by scene.
    package let consequences: [DiffConsequence]
    /// The modules, sorted, of scenes in both storyboards whose contracts and actions were not
    /// compared: on one side or both, no registered module, loaded plugin or manifest declares it.
    package let uncomparedModules: [String]
    /// The initial scene of the old storyboard, from which reachability is measured there.
    package let oldInitialScene: String
    /// The initial scene of the new storyboard.
    package let newInitialScene: String
    /// Whether a scene, segue, tab or action reachable in the old storyboard was removed, or a
    /// scene or the way to it became unreachable: what `scenes diff` exits 1 for.
    package let removesReachable: Bool

    /// Compares `old` with `new`.
    package init(old: Storyboard, new: Storyboard) {
        let oldFlow = FlowFacts(old)
        let newFlow = FlowFacts(new)
        var comparison = Comparison(old: old, new: new)
        comparison.compare()
        changes = comparison.changes.sorted(by: Self.order)
        uncomparedModules = comparison.uncompared.sorted()
        var consequences = Consequences(old: old, new: new, oldFlow: oldFlow, newFlow: newFlow)
        consequences.find()
        self.consequences = consequences.all
        oldInitialScene = old.initialSceneID
        newInitialScene = new.initialSceneID
        let removable: [StoryboardChange.Element] = [.scene, .segue, .tab, .action]
        removesReachable =
            changes.contains {
                $0.kind == .removed && removable.contains($0.element) && oldFlow.reachable.contains($0.scene)
            } || self.consequences.contains(where: \.removesReachable)
    }

    /// Whether the storyboards declare the same things.
    package var isEmpty: Bool { changes.isEmpty }

    private static func order(_ left: StoryboardChange, _ right: StoryboardChange) -> Bool {
        if left.element != right.element { return left.element < right.element }
        if left.scene != right.scene { return left.scene < right.scene }
        if left.segue != right.segue { return (left.segue ?? "") < (right.segue ?? "") }
        if left.tab != right.tab { return (left.tab ?? "") < (right.tab ?? "") }
        if left.name != right.name { return left.name < right.name }
        let kinds = StoryboardChange.Kind.allCases
        return kinds.firstIndex(of: left.kind) ?? 0 < kinds.firstIndex(of: right.kind) ?? 0
    }
}

// MARK: Reachability

/// What can be on a stack of one storyboard: the scenes reachable from its initial scene, the
/// steps a link or a resumed stack may replay between them, and the scenes that may be a stack's
/// bottom.
struct FlowFacts {
    /// A scene on top of another on a stack.
    struct Step: Hashable {
        let under: String
        let scene: String
        let presentation: NavigationState.Presentation
    }

    /// The scenes that segues (not unwinds), containers' tabs and guards' redirects reach from the
    /// initial scene.
    private(set) var reachable: Set<String> = []
    /// The steps between reachable scenes that a link or a resumed stack may replay, in the order
    /// found.
    private(set) var steps: [Step] = []
    private(set) var stepSet: Set<Step> = []
    /// The scenes a stack may start at: the initial scene and the destinations of the `replace`
    /// segues a link may replay.
    private(set) var roots: Set<String> = []

    init(_ storyboard: Storyboard) {
        let replay = StackReplay(storyboard: storyboard)
        let initial = storyboard.initialSceneID
        guard storyboard.scene(withID: initial) != nil else { return }
        reachable = [initial]
        roots = [initial]
        var pending = [initial]
        // Roots are found along the chains a link replays, which are reachable ways too.
        var replayable: Set<String> = [initial]
        var replayPending = [initial]
        while let id = pending.popLast() {
            guard let scene = storyboard.scene(withID: id) else { continue }
            var next: [String] = []
            for segue in scene.segues where segue.style != .unwind {
                next.append(segue.destination)
                if segue.style != .replace, replay.isReplayable(segue) {
                    add(
                        Step(
                            under: id, scene: segue.destination,
                            presentation: segue.style == .modal ? .modal : .push))
                }
                for guardDeclaration in segue.guards { next += Self.redirect(guardDeclaration) }
            }
            for guardDeclaration in scene.guards { next += Self.redirect(guardDeclaration) }
            for target in replay.redirects(from: id) {
                add(Step(under: id, scene: target, presentation: .modal))
            }
            for stack in scene.container?.stacks ?? [] {
                next.append(stack.root)
                add(Step(under: id, scene: stack.root, presentation: .push))
                for guardDeclaration in stack.guards { next += Self.redirect(guardDeclaration) }
            }
            for target in next
            where storyboard.scene(withID: target) != nil && reachable.insert(target).inserted {
                pending.append(target)
            }
        }
        while let id = replayPending.popLast() {
            for segue in replay.leaving(id) where segue.style != .unwind && replay.isReplayable(segue) {
                guard storyboard.scene(withID: segue.destination) != nil else { continue }
                if segue.style == .replace { roots.insert(segue.destination) }
                if replayable.insert(segue.destination).inserted { replayPending.append(segue.destination) }
            }
        }
    }

    private mutating func add(_ step: Step) {
        if stepSet.insert(step).inserted { steps.append(step) }
    }

    private static func redirect(_ guardDeclaration: Storyboard.Guard) -> [String] {
        if case .redirect(let target) = guardDeclaration.otherwise { return [target] }
        return []
    }
}
