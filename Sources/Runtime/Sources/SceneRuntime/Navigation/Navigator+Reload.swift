/// Reloading: the navigator follows a new storyboard, keeping of the tree what it still reaches.
extension Navigator {
    /// ``replaceStoryboard(_:force:)`` (Navigator+Observers.swift), which reports it as one event.
    func followStoryboard(_ newStoryboard: Storyboard, force: Bool) throws -> Storyboard.Changes {
        var changes = Storyboard.Changes(from: storyboard, to: newStoryboard)
        var keeping = countKept(stack, on: nil, under: newStoryboard)
        // The selected tab of a container kept may not be shown now (its guards, or its root's, no
        // longer hold): the container shows another tab, as a resumed stack does, rather than
        // being dropped with every tab's stack.
        var fallback: Int?
        if keeping > 0, keeping < stack.count, let node = stack[keeping - 1].container,
            let declared = newStoryboard.scene(withID: stack[keeping - 1].id)?.container
        {
            fallback = Self.fallbackTab(
                in: declared, instead: node.selected, under: newStoryboard, holds: conditionHolds)
        }
        if fallback == nil {
            while keeping > 0 && stack[keeping - 1].isContainer { keeping -= 1 }
        }
        let kept = stack.prefix(keeping)
        let request = LeaveRequest(kind: .reload, destination: kept.last?.id ?? newStoryboard.initialSceneID)
        try checkLeave(from: kept.count, request, force: force)
        // The tabs not shown of the containers kept lose the scenes the new storyboard no longer
        // reaches, as the stack does; those are asked too.
        var prunes: [(node: ContainerNode, tab: Int, keep: Int)] = []
        for scene in kept {
            // A container's selected tab is on the stack, kept as far as `keeping` says.
            prunes += self.prunes(of: scene, under: newStoryboard, skipping: scene.container?.selected)
        }
        if !force {
            for prune in prunes {
                try checkLeave(of: prune.node.stack(at: prune.tab).dropFirst(prune.keep), request)
            }
        }
        for prune in prunes {
            prune.node.setStack(Array(prune.node.stack(at: prune.tab).prefix(prune.keep)), at: prune.tab)
        }
        changes.poppedScenes = stack.dropFirst(kept.count).map(\.id)
        guard !stack.isEmpty else {
            storyboard = newStoryboard
            return changes
        }
        guard !kept.isEmpty else {
            let previous = storyboard
            storyboard = newStoryboard
            do {
                try replaceRoot(with: newStoryboard.initialSceneID, force: true)
            } catch {
                storyboard = previous
                throw error
            }
            return changes
        }
        storyboard = newStoryboard
        var updating = Array(kept)
        while let scene = updating.popLast() {
            if let descriptor = newStoryboard.scene(withID: scene.id) {
                scene.descriptor = descriptor
                if let node = scene.container, let container = descriptor.container {
                    node.descriptor = container
                }
            }
            for tab in scene.container?.stacks ?? [] { updating += tab }
        }
        if kept.count < stack.count {
            if let fallback, let position = kept.indices.last, let node = stack[position].container {
                let left = node.selected
                try transition(.reload) {
                    try buildTabIfNeeded(fallback, ofContainerAt: position)
                    switchTab(at: position, to: fallback)
                }
                // The tab left keeps its root only, as a tab's stack always does.
                node.setStack(Array(node.stack(at: left).prefix(1)), at: left)
            } else {
                try transition(.reload) { pop(toIndex: kept.count - 1) }
            }
        }
        return changes
    }

    /// The tab a container declared `container` shows, after a reload or when resumed, instead of
    /// its selected tab `selected`, when that tab's guards or its root's do not hold now: the tab
    /// it shows at start, else the first whose guards hold; `nil` when `selected` may be shown, or
    /// no other tab may.
    static func fallbackTab(
        in container: SceneDescriptor.Container, instead selected: Int, under storyboard: Storyboard,
        holds: (String) -> Bool
    ) -> Int? {
        guard container.stacks.indices.contains(selected) else { return nil }
        let tab = container.stacks[selected]
        let guards = tab.guards + (storyboard.scene(withID: tab.root)?.guards ?? [])
        guard !guards.allSatisfy({ holds($0.condition) }) else { return nil }
        if container.selected != selected, container.stacks.indices.contains(container.selected) {
            return container.selected
        }
        return container.stacks.indices.first { index in
            index != selected && container.stacks[index].guards.allSatisfy { holds($0.condition) }
        }
    }

    /// For the container `scene` (and the containers in its tabs), how much of each tab's stack
    /// not shown stays under `newStoryboard`: its root, and the scenes above it that
    /// ``countKept(_:on:under:)`` keeps.
    private func prunes(of scene: Scene, under newStoryboard: Storyboard, skipping skipped: Int? = nil)
        -> [(node: ContainerNode, tab: Int, keep: Int)]
    {
        guard let node = scene.container else { return [] }
        var result: [(node: ContainerNode, tab: Int, keep: Int)] = []
        for (tab, scenes) in node.stacks.enumerated() where !scenes.isEmpty && tab != skipped {
            let keep = max(countKept(scenes, on: scene.entry, under: newStoryboard), 1)
            if keep < scenes.count { result.append((node, tab, keep)) }
            for inner in scenes.prefix(keep) { result += prunes(of: inner, under: newStoryboard) }
        }
        return result
    }

    /// Whether a scene declared now as a container `new` (or not) may stay where one declared
    /// `old` is: both no container, or containers with the same tabs.
    private static func sameTabs(_ new: SceneDescriptor.Container?, _ old: SceneDescriptor.Container?) -> Bool
    {
        switch (new, old) {
        case (nil, nil): true
        case (let new?, let old?): new.hasTheTabs(of: old)
        default: false
        }
    }

    /// How many of `scenes`, from the first, stay under `newStoryboard` above the scene whose
    /// entry is `previous` (`nil` under the root): those still built by the same module, still
    /// reached from the scene under them by a segue of their presentation (the segues actions
    /// perform included: the scenes are there already), and whose guards, and those of that
    /// segue, hold now.
    private func countKept(
        _ scenes: some Sequence<Scene>, on previous: NavigationState.Entry?, under newStoryboard: Storyboard
    ) -> Int {
        let replay = StackReplay(storyboard: newStoryboard, replaysActions: true, holds: conditionHolds)
        var previous = previous
        var count = 0
        for scene in scenes {
            let entry = NavigationState.Entry(
                sceneID: scene.id, presentation: scene.presentation, inputs: scene.inputs)
            guard let declared = newStoryboard.scene(withID: scene.id),
                declared.module == scene.descriptor.module,
                Self.sameTabs(declared.container, scene.descriptor.container),
                let step = try? replay.step(to: entry, from: previous),
                step.guards.allSatisfy({ conditionHolds($0.condition) })
            else { break }
            previous = entry
            count += 1
        }
        return count
    }
}
