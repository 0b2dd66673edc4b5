/// Where the app is: its stack of scenes, where a container (tabs, a split) holds a stack of its
/// own for each tab, and which tab each container shows. One value, saved by `--resume`, taken
/// back by `undo`, given to observers, and written as a link.
///
/// ``root`` is the tree: every tab's stack sits in its container's entry. ``path`` is what the
/// user sees, root first: at each container, the selected tab's scenes follow it.
public struct NavigationState: Sendable, Equatable {
    /// The root stack, each container's tabs in its ``StackEntry/container``. States a navigation
    /// apart share every stack and entry it did not change.
    public var root: StackState

    /// The stack from the root as entries (``root``, made into an array).
    public var stack: [StackEntry] {
        get { root.entries }
        set { root = StackState(newValue) }
    }

    /// A state whose root stack is `root`.
    public init(root: StackState) {
        self.root = root
    }

    /// A state whose root stack is `stack`.
    public init(stack: [StackEntry]) {
        root = StackState(stack)
    }

    /// The state a path describes (``path``): at each container, the scenes that follow it are
    /// its selected tab's stack, put back in its entry.
    public init(path: [StackEntry]) {
        root = StackState(Self.folding(path[...]))
    }

    /// The scenes from the root to the one the user sees: at each container, its selected tab's
    /// scenes follow it, and its entry keeps the other tabs only.
    public var path: [StackEntry] { Self.unfolding(stack) }

    /// The entry of the scene the user sees: the top of the root stack or, where a container
    /// stands there, of its selected tab's, and so on; `nil` for an empty state. Costs the
    /// number of containers on the way.
    public var top: StackEntry? {
        var entry = root.last
        while let container = entry?.container, container.tabs.indices.contains(container.selected),
            let inner = container.tabs[container.selected].last
        {
            entry = inner
        }
        return entry
    }

    /// The scenes of every stack, each container's tabs included.
    public var sceneCount: Int { Self.count(root) }

    private static func count(_ stack: StackState) -> Int {
        var total = 0
        for entry in stack.entries {
            total += 1
            for tab in entry.container?.tabs ?? [] { total += count(tab) }
        }
        return total
    }

    private static func folding(_ path: ArraySlice<StackEntry>) -> [StackEntry] {
        guard let position = path.firstIndex(where: { $0.container != nil }) else { return Array(path) }
        var container = path[position]
        if var state = container.container, state.tabs.indices.contains(state.selected) {
            let rest = path[(position + 1)...]
            if !rest.isEmpty { state.tabs[state.selected] = StackState(folding(rest)) }
            container.container = state
        }
        return Array(path[..<position]) + [container]
    }

    private static func unfolding(_ stack: [StackEntry]) -> [StackEntry] {
        guard var last = stack.last, var state = last.container, state.tabs.indices.contains(state.selected)
        else { return stack }
        let selected = state.tabs[state.selected].entries
        state.tabs[state.selected] = StackState()
        last.container = state
        return stack.dropLast() + [last] + unfolding(selected)
    }
}
