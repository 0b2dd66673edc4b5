/// One stack of the navigator's tree, root first: the root stack, or a tab's (a pane's) of a
/// container. It holds its live scenes and the same stack as a value (``value``): each scene's
/// ``Scene/entry``, made when the value is read after the scene came onto the stack, and made
/// again for the top when it may have changed (an unwind passes values into its inputs; a
/// container on top selects another tab, or one of its tabs changes). A navigation nobody reads
/// the state of costs no entry; one that is read costs the entries it changed.
@MainActor final class LiveStack {
    /// The scenes, root first; a container is only ever the last. Read by every navigation and
    /// changed only in this class's methods, never while another access to it is under way (no
    /// `inout` of it is held across a call): unchecked, as the navigator's own bookkeeping is.
    @exclusivity(unchecked) private(set) var scenes: [Scene]
    /// The value as last made: in step with the first ``madeCount`` scenes. Unchecked, as
    /// ``scenes``.
    @exclusivity(unchecked) private var made = NavigationState.Stack()
    /// How many scenes from the root ``made`` holds the entries of as they are now.
    @exclusivity(unchecked) private var madeCount = 0

    /// A stack of `scenes`, root first.
    init(_ scenes: [Scene] = []) {
        self.scenes = scenes
    }

    /// ``scenes`` as a value; stacks a change did not touch keep theirs, shared by every state
    /// that holds them. Costs the entries changed since it was last read.
    var value: NavigationState.Stack {
        bringInStep()
        return made
    }

    /// Replaces the scenes from `position` on with `new`; costs what it removes and adds. When it
    /// removes, the scene left on top has its entry made again (an unwind may have given it
    /// values).
    func replace(from position: Int, with new: some Collection<Scene>) {
        if position < scenes.count {
            scenes.removeSubrange(position...)
            madeCount = min(madeCount, max(position - 1, 0))
        } else {
            madeCount = min(madeCount, position)
        }
        scenes.append(contentsOf: new)
    }

    /// Makes the top scene's entry again: for a container, after one of its tabs not shown
    /// changed.
    func refreshTop() {
        madeCount = min(madeCount, max(scenes.count - 1, 0))
    }

    /// Makes the entry of the container on top again after its selected tab's stack, or which tab
    /// it selects, changed: only those are read again, in place when nothing else holds them.
    func refreshSelectedTab() {
        guard let node = scenes.last?.container else { return }
        bringInStep()
        let selected = node.selected
        let tab = node.tabs[selected].value
        made.updateLast { entry in
            guard entry.container?.tabs.indices.contains(selected) == true else {
                entry.container = node.state
                return
            }
            entry.container?.selected = selected
            entry.container?.tabs[selected] = tab
        }
    }

    /// Makes the value again from the scenes, every tab's of the containers among them: after
    /// changes to tabs not shown (a reload prunes them).
    func rebuild() {
        for scene in scenes {
            for tab in scene.container?.tabs ?? [] { tab.rebuild() }
        }
        madeCount = 0
        bringInStep()
    }

    /// Makes the entries of the scenes changed since ``made`` was last brought in step.
    private func bringInStep() {
        guard madeCount < scenes.count || made.count != scenes.count else { return }
        made = made.prefix(madeCount)
        for scene in scenes[madeCount...] { made = made.pushing(scene.entry) }
        madeCount = scenes.count
    }
}
