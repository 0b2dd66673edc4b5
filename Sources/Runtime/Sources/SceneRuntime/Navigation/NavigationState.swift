/// Where the app is: its stack of scenes, where a container (tabs, a split) holds a stack of its
/// own for each tab, and which tab each container shows. One value, saved by `--resume`, taken
/// back by `undo`, given to observers, and written as a link.
///
/// ```swift
/// let state = navigator.state
/// print(state.path.map(\.sceneID))    // ["ContactList", "ShowContact"]
/// let saved = state.json
/// try navigator.restore(state: try NavigationState(json: Array(saved.utf8)))
/// ```
///
/// ``root`` is the tree: every tab's stack sits in its container's entry. ``path`` is what the
/// user sees, root first: at each container, the selected tab's scenes follow it.
public struct NavigationState: Sendable, Equatable {
    /// The root stack, each container's tabs in its ``NavigationState/Entry/container``. States a navigation
    /// apart share every stack and entry it did not change.
    public var root: NavigationState.Stack

    /// The stack from the root as entries (``root``, made into an array).
    public var stack: [NavigationState.Entry] {
        get { root.entries }
        set { root = NavigationState.Stack(newValue) }
    }

    /// A state whose root stack is `root`.
    public init(root: NavigationState.Stack) {
        self.root = root
    }

    /// A state whose root stack is `stack`.
    public init(stack: [NavigationState.Entry]) {
        root = NavigationState.Stack(stack)
    }

    /// The state a path describes (``path``): at each container, the scenes that follow it are
    /// its selected tab's stack, put back in its entry.
    public init(path: [NavigationState.Entry]) {
        root = NavigationState.Stack(Self.folding(path[...]))
    }

    /// The scenes from the root to the one the user sees: at each container, its selected tab's
    /// scenes follow it, and its entry keeps the other tabs only.
    public var path: [NavigationState.Entry] { Self.unfolding(stack) }

    /// The entry of the scene the user sees: the top of the root stack or, where a container
    /// stands there, of its selected tab's, and so on; `nil` for an empty state. Costs the
    /// number of containers on the way.
    public var top: NavigationState.Entry? {
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

    private static func count(_ stack: NavigationState.Stack) -> Int {
        var total = 0
        for entry in stack.entries {
            total += 1
            for tab in entry.container?.tabs ?? [] { total += count(tab) }
        }
        return total
    }

    private static func folding(_ path: ArraySlice<NavigationState.Entry>) -> [NavigationState.Entry] {
        guard let position = path.firstIndex(where: { $0.container != nil }) else { return Array(path) }
        var container = path[position]
        if var state = container.container, state.tabs.indices.contains(state.selected) {
            let rest = path[(position + 1)...]
            if !rest.isEmpty { state.tabs[state.selected] = NavigationState.Stack(folding(rest)) }
            container.container = state
        }
        return Array(path[..<position]) + [container]
    }

    private static func unfolding(_ stack: [NavigationState.Entry]) -> [NavigationState.Entry] {
        guard var last = stack.last, var state = last.container, state.tabs.indices.contains(state.selected)
        else { return stack }
        let selected = state.tabs[state.selected].entries
        state.tabs[state.selected] = NavigationState.Stack()
        last.container = state
        return stack.dropLast() + [last] + unfolding(selected)
    }
}
