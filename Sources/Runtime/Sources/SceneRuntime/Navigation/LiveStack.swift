/// One stack of the navigator's tree, root first: the root stack, or a tab's (a pane's) of a
/// container. It holds its live scenes and the same stack as a value, kept in step: each scene's
/// ``Scene/entry``, made when the scene came onto the stack and made again for the top when it
/// changes (an unwind passes values into its inputs; a container on top selects another tab, or
/// one of its tabs changes).
@MainActor final class LiveStack {
    /// The scenes, root first; a container is only ever the last. Read by every navigation and
    /// changed only in this class's methods, never while another access to it is under way (no
    /// `inout` of it is held across a call): unchecked, as the navigator's own bookkeeping is.
    @exclusivity(unchecked) private(set) var scenes: [Scene]
    /// ``scenes`` as a value; stacks a change did not touch keep theirs, shared by every state
    /// that holds them. Unchecked, as ``scenes``.
    @exclusivity(unchecked) private(set) var value: StackState

    /// A stack of `scenes`, root first.
    init(_ scenes: [Scene] = []) {
        self.scenes = scenes
        var value = StackState()
        // Loops rather than `map`: a main-actor closure given to the standard library checks the
        // executor on every call.
        for scene in scenes { value = value.pushing(scene.entry) }
        self.value = value
    }

    /// Replaces the scenes from `position` on with `new`; costs what it removes and adds. When it
    /// only removes, the scene left on top has its entry made again.
    func replace(from position: Int, with new: some Collection<Scene>) {
        if position < scenes.count {
            scenes.removeSubrange(position...)
            value = value.prefix(position)
        }
        if new.isEmpty {
            refreshTop()
            return
        }
        for scene in new {
            scenes.append(scene)
            value = value.pushing(scene.entry)
        }
    }

    /// Makes the top scene's entry again: for a container, after its selection or one of its
    /// tabs changed.
    func refreshTop() {
        guard let top = scenes.last else { return }
        // Only what may change is read again: the inputs (an unwind) and a container's tabs,
        // each in place when nothing else holds them.
        value.updateLast { entry in
            entry.inputs = top.inputs
            guard let node = top.container else { return }
            if entry.container?.tabs.count == node.tabs.count {
                entry.container?.selected = node.selected
                for (tab, stack) in node.tabs.enumerated() { entry.container?.tabs[tab] = stack.value }
            } else {
                entry.container = node.state
            }
        }
    }

    /// Makes the entry of the container on top again after its selected tab's stack, or which tab
    /// it selects, changed: only those are read again, in place when nothing else holds them.
    func refreshSelectedTab() {
        guard let node = scenes.last?.container else { return }
        let selected = node.selected
        value.updateLast { entry in
            guard entry.container?.tabs.indices.contains(selected) == true else {
                entry.container = node.state
                return
            }
            entry.container?.selected = selected
            entry.container?.tabs[selected] = node.tabs[selected].value
        }
    }

    /// Makes the value again from the scenes, every tab's of the containers among them first:
    /// after changes to tabs not shown (a reload prunes them).
    func rebuild() {
        var value = StackState()
        for scene in scenes {
            for tab in scene.container?.tabs ?? [] { tab.rebuild() }
            value = value.pushing(scene.entry)
        }
        self.value = value
    }
}
