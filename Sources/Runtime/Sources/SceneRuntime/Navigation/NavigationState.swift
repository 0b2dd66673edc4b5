/// Where the app is: its stack of scenes, where a container (tabs, a split) holds a stack of its
/// own for each tab, and which tab each container shows. One value, saved by `--resume`, taken
/// back by `undo`, given to observers, and written as a link.
///
/// ``stack`` is the tree: every tab's stack sits in its container's entry. ``path`` is what the
/// user sees, root first: at each container, the selected tab's scenes follow it.
public struct NavigationState: Sendable, Equatable {
    /// The stack from the root, each container's tabs in its ``StackEntry/container``.
    public var stack: [StackEntry]

    /// A state whose root stack is `stack`.
    public init(stack: [StackEntry]) {
        self.stack = stack
    }

    /// The state a path describes (``Navigator/entries``): at each container, the scenes that
    /// follow it are its selected tab's stack, put back in its entry.
    public init(path: [StackEntry]) {
        self.stack = Self.folding(path[...])
    }

    /// The scenes from the root to the one the user sees: at each container, its selected tab's
    /// scenes follow it, and its entry keeps the other tabs only.
    public var path: [StackEntry] { Self.unfolding(stack) }

    /// The scenes of every stack, each container's tabs included.
    public var sceneCount: Int {
        stack.reduce(0) { count, entry in
            count + 1
                + (entry.container?.stacks.reduce(0) { $0 + NavigationState(stack: $1).sceneCount } ?? 0)
        }
    }

    private static func folding(_ path: ArraySlice<StackEntry>) -> [StackEntry] {
        guard let position = path.firstIndex(where: { $0.container != nil }) else { return Array(path) }
        var container = path[position]
        if var state = container.container, state.stacks.indices.contains(state.selected) {
            let rest = path[(position + 1)...]
            if !rest.isEmpty { state.stacks[state.selected] = folding(rest) }
            container.container = state
        }
        return Array(path[..<position]) + [container]
    }

    private static func unfolding(_ stack: [StackEntry]) -> [StackEntry] {
        guard var last = stack.last, var state = last.container, state.stacks.indices.contains(state.selected)
        else { return stack }
        let selected = state.stacks[state.selected]
        state.stacks[state.selected] = []
        last.container = state
        return stack.dropLast() + [last] + unfolding(selected)
    }
}
