extension NavigationState {
    /// One scene of a navigation stack as data: enough to build it again through its module.
    ///
    /// ``Navigator/entries`` describes the stack this way; ``Navigator/restore(_:force:)`` builds a stack
    /// from such a description (for links, a resumed session, or undo).
    public struct Entry: Sendable, Equatable {
        /// The scene's id in the storyboard.
        public var sceneID: String
        /// How the scene came onto the stack; the first entry of a stack is always the root.
        public var presentation: NavigationState.Presentation
        /// The values of the scene's declared inputs, by name.
        public var inputs: [String: SceneValue]
        /// For a container: which tab is selected and each tab's stack. `nil` for a scene with
        /// content, or for a container whose tabs start at their roots with the storyboard's tab
        /// selected (unless the entry after it starts another tab, as in a link).
        ///
        /// On a path (``NavigationState/path``) the selected tab's scenes follow the container, and
        /// its stack here is empty; in a ``NavigationState/root`` every tab's stack is here.
        public var container: NavigationState.Container?

        /// Describes one scene of a stack.
        public init(
            sceneID: String, presentation: NavigationState.Presentation, inputs: [String: SceneValue] = [:],
            container: NavigationState.Container? = nil
        ) {
            self.sceneID = sceneID
            self.presentation = presentation
            self.inputs = inputs
            self.container = container
        }
    }
}

extension NavigationState {
    /// The state of a container on a stack: which tab (or pane) is selected, and each one's stack.
    public struct Container: Sendable, Equatable {
        /// The position of the selected tab among the container's tabs, as the storyboard lists them.
        public var selected: Int
        /// Each tab's stack, root first, in the storyboard's order; an empty one is a tab not shown
        /// yet, which starts at its root. Tabs that did not change are shared between states.
        public var tabs: [NavigationState.Stack]

        /// Each tab's stack as entries (``tabs``, made into arrays).
        public var stacks: [[NavigationState.Entry]] {
            get { tabs.map(\.entries) }
            set { tabs = newValue.map { NavigationState.Stack($0) } }
        }

        /// Describes a container's tabs.
        public init(selected: Int, tabs: [NavigationState.Stack]) {
            self.selected = selected
            self.tabs = tabs
        }

        /// Describes a container's tabs, given as arrays of entries.
        public init(selected: Int, stacks: [[NavigationState.Entry]]) {
            self.init(selected: selected, tabs: stacks.map { NavigationState.Stack($0) })
        }
    }
}

/// The former name of ``NavigationState/Container``.
@available(*, deprecated, renamed: "NavigationState.Container")
public typealias ContainerState = NavigationState.Container

/// The former name of ``NavigationState/Entry``.
@available(*, deprecated, renamed: "NavigationState.Entry")
public typealias StackEntry = NavigationState.Entry
