/// One stack of the navigator's tree, root first: the root stack, or a tab's (a pane's) of a
/// container. It holds its live scenes and the same stack as a value (``value``): each scene's
/// ``Scene/entry``, made when the value is read after the scene came onto the stack, and made
/// again for the top when it may have changed (an unwind passes values into its inputs; a
/// container on top selects another tab, or one of its tabs changes, which a read sees by
/// looking at each tab). A navigation nobody reads the state of costs no entry; one that is read
/// costs the entries it changed and a look at each container's tabs.
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
    /// that holds them. Costs the entries changed since it was last read, and a look at each tab
    /// of the container on top (and of those in its tabs).
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

    /// Makes the entries of the scenes changed since ``made`` was last brought in step, and the
    /// top's again where it is a container whose selection, or one of whose tabs, changed.
    private func bringInStep() {
        if madeCount < scenes.count || made.count != scenes.count {
            made = made.prefix(madeCount)
            for scene in scenes[madeCount...] { made = made.pushing(scene.entry) }
            madeCount = scenes.count
        } else if let node = scenes.last?.container {
            bringInStep(node)
        }
    }

    /// Makes the entry of the container `node` on top again where it differs: a tab whose value
    /// is no longer the one held (each read, and so brought in step, first), or its selection. In
    /// place when no state holds the entry; read through, not copied, so that its tabs are
    /// changed in place too.
    private func bringInStep(_ node: ContainerNode) {
        guard made.top?.entry.container?.tabs.count == node.tabs.count else {
            made.updateLast { $0.container = node.state }
            return
        }
        for (index, tab) in node.tabs.enumerated() {
            let value = tab.value
            if value.top !== made.top?.entry.container?.tabs[index].top {
                made.updateLast { $0.container?.tabs[index] = value }
            }
        }
        let selected = node.selected
        if made.top?.entry.container?.selected != selected {
            made.updateLast { $0.container?.selected = selected }
        }
    }
}
