/// Going back to a state the navigator showed: what differs between it and the tree now.
extension Navigator {
    /// The containers on ``stack`` whose selection is all that tells ``state`` from `target`,
    /// each with the tab `target` selects, innermost first; `nil` when anything else differs.
    /// A tab `target` holds empty (never shown then) matches one holding only its root.
    func selections(reaching target: NavigationState) -> [(position: Int, tab: Int)]? {
        var found: [(position: Int, tab: Int)] = []
        return selections(in: root, at: 0, reaching: target.root, into: &found) ? found : nil
    }

    /// ``selections(reaching:)`` for the stack `live` of the tree, on ``stack`` from `start`.
    private func selections(
        in live: LiveStack, at start: Int, reaching target: NavigationState.Stack,
        into found: inout [(position: Int, tab: Int)]
    ) -> Bool {
        let value = live.value
        if value == target { return true }
        let count = value.count
        guard count == target.count, let now = value.last, let then = target.last,
            now.sceneID == then.sceneID, now.presentation == then.presentation, now.inputs == then.inputs,
            let tabsThen = then.container, let node = live.scenes.last?.container,
            tabsThen.tabs.count == node.tabs.count, tabsThen.tabs.indices.contains(tabsThen.selected),
            value.prefix(count - 1) == target.prefix(count - 1)
        else { return false }
        let position = start + count - 1
        for (tab, stack) in node.tabs.enumerated() {
            let wanted = tabsThen.tabs[tab]
            // A tab never shown then, built since: its root alone.
            if wanted.isEmpty, stack.scenes.count == 1, stack.scenes[0].id == node.descriptor.stacks[tab].root
            {
                continue
            }
            if tab == node.selected {
                guard selections(in: stack, at: position + 1, reaching: wanted, into: &found) else {
                    return false
                }
            } else if stack.value != wanted {
                return false
            }
        }
        if tabsThen.selected != node.selected { found.append((position, tabsThen.selected)) }
        return true
    }
}
