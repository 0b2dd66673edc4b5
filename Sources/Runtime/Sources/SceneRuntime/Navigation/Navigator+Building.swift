/// Building: the navigator makes scenes, containers with their tabs, and the stacks a state names.
extension Navigator {
    /// Sends `viewDidLoad` to every scene `scene` holds (a container's tabs are built, and
    /// loaded, with it) but the one to be shown, which it returns (``show(_:load:update:)``
    /// loads it).
    func loadingHidden(_ scene: Scene) -> Scene {
        let top = visibleTop(of: [scene]) ?? scene
        loadBuilt(scene, except: top)
        return top
    }

    /// The scene shown when `scenes` is a tab's stack.
    func visibleTop(of scenes: [Scene]) -> Scene? {
        guard let last = scenes.last else { return nil }
        guard let node = last.container else { return last }
        return visibleTop(of: node.stack(at: node.selected))
    }

    /// Sends `viewDidLoad` to `scene` and, for a container, to every scene of its stacks built,
    /// except `top` (which ``show(_:load:update:)`` loads).
    func loadBuilt(_ scene: Scene, except top: Scene?) {
        if scene !== top { lifecycle(.viewDidLoad, scene) }
        for stack in scene.container?.tabs ?? [] {
            for inner in stack.scenes { loadBuilt(inner, except: top) }
        }
    }

    /// Builds a container with the root scene of the stack it shows first, given what the
    /// container passes it: for tabs, the selected tab's (the others are built when first shown:
    /// ``buildTabIfNeeded(_:ofContainerAt:)``); for a split, both panes', which a wide window
    /// shows side by side. `nesting` containers hold it.
    func makeContainer(
        _ descriptor: SceneDescriptor, _ container: SceneDescriptor.Container,
        presentation: NavigationState.Presentation,
        nesting: Int
    ) throws -> Scene {
        guard nesting < SceneDescriptor.Container.maximumNesting else {
            throw NavigationError.containerTooDeep(
                descriptor.id, limit: SceneDescriptor.Container.maximumNesting)
        }
        let instance = nextInstance()
        var stacks: [[Scene]] = []
        stacks.reserveCapacity(container.stacks.count)
        for (tab, stack) in container.stacks.enumerated() {
            if container.kind == .tabs && tab != container.selected {
                stacks.append([])
            } else {
                stacks.append([try makeTabRoot(stack, nesting: nesting + 1)])
            }
        }
        let scene = Scene(
            descriptor: descriptor, presentation: presentation, viewController: ContainerViewController(),
            router: ContainerRouter(), instance: instance,
            container: ContainerNode(
                descriptor: container, stacks: stacks, selected: container.selected))
        scene.navigator = self
        return scene
    }

    /// Builds the root scene of a container's stack, given the constant values the stack passes it;
    /// `nesting` containers hold it.
    func makeTabRoot(_ stack: SceneDescriptor.Container.Stack, nesting: Int) throws -> Scene {
        let root = try makeScene(stack.root, presentation: .root, nesting: nesting)
        var given: [String: SceneValue] = [:]
        for pass in stack.passes {
            if case .value(let value) = pass.source { given[pass.input] = value }
        }
        if storyboard.version >= 2 || !given.isEmpty {
            try InputPassing.apply(
                InputPassing.plan(inputs: given, into: root.contract, scene: stack.root), to: root)
        }
        return root
    }

    /// Builds the tabs' stacks `state` gives (every one but those it leaves empty) into the
    /// container `node`, and selects its selected tab (built at its root when the state leaves
    /// it empty). `location` is where in the tree the container is (see ``buildStack(_:nesting:location:)``).
    /// - Throws: ``NavigationError/tabsChanged(_:declared:found:)`` when the state has another
    ///   number of tabs, ``NavigationError/notATabRoot(_:container:roots:)`` for a stack that does
    ///   not start at its tab's root, and what building a scene throws.
    func restoreTabs(
        _ state: NavigationState.Container, of sceneID: String, into node: ContainerNode, nesting: Int,
        location: inout [Int]
    ) throws {
        let roots = node.descriptor.stacks.map(\.root)
        guard state.tabs.count == roots.count, state.tabs.indices.contains(state.selected) else {
            throw NavigationError.tabsChanged(sceneID, declared: roots.count, found: state.tabs.count)
        }
        let replay = StackReplay(storyboard: storyboard, replaysActions: true, holds: conditionHolds)
        for (tab, stack) in state.tabs.enumerated() {
            let entries = stack.entries
            guard let first = entries.first else { continue }
            // A tab's stack starts at its root, or at what a `replace` in it left there.
            guard replay.tab(of: node.descriptor, holding: first.sceneID, preferred: tab)?.tab == tab else {
                throw NavigationError.notATabRoot(first.sceneID, container: sceneID, roots: roots)
            }
            location.append(tab)
            node.setStack(try buildStack(entries, nesting: nesting, location: &location), at: tab)
            location.removeLast()
        }
        node.selected = state.selected
        if node.stack(at: state.selected).isEmpty {
            // A tab the state selects without naming its stack shows its root, built now.
            location += [state.selected, 0]
            node.setStack(
                [try makeTabRoot(node.descriptor.stacks[state.selected], nesting: nesting)],
                at: state.selected)
            location.removeLast(2)
        }
    }

    /// Builds the scenes of a stack of the tree, root first, each given its inputs; a container
    /// among them (only on top) with its own tabs. `nesting` containers hold the stack, which is
    /// at `location` in the tree: the position of a scene on the root stack, then for each
    /// container on the way the tab and the position on its stack; while a scene is built,
    /// its own position ends `location`, so that a refusal is known to come from there.
    func buildStack(_ entries: [NavigationState.Entry], nesting: Int, location: inout [Int]) throws -> [Scene]
    {
        let replay = StackReplay(storyboard: storyboard, replaysActions: true, holds: conditionHolds)
        var built: [Scene] = []
        built.reserveCapacity(entries.count)
        location.append(0)
        for (position, entry) in entries.enumerated() {
            location[location.count - 1] = position
            let presentation: NavigationState.Presentation =
                position == 0 ? .root : entry.presentation == .root ? .push : entry.presentation
            let scene = try makeScene(entry.sceneID, presentation: presentation, nesting: nesting)
            if position > 0 { scene.coversTabOnly = replay.coversTabOnly(entry, over: entries[position - 1]) }
            try InputPassing.apply(
                InputPassing.plan(inputs: entry.inputs, into: scene.contract, scene: entry.sceneID), to: scene
            )
            if let node = scene.container {
                guard position == entries.count - 1 else {
                    throw NavigationError.noSegue(
                        from: entry.sceneID, to: entries[position + 1].sceneID, presentation: .push)
                }
                if let state = entry.container {
                    try restoreTabs(
                        state, of: entry.sceneID, into: node, nesting: nesting + 1, location: &location)
                }
            }
            built.append(scene)
        }
        location.removeLast()
        return built
    }
}
