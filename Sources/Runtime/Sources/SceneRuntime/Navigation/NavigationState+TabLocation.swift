extension NavigationState {
    /// One tab (or pane) of a container: the container scene's id and the tab's, written
    /// `CONTAINER/TAB` (`Main/Notes`). A list of them, outermost first, says where a stack is.
    public struct TabLocation: Sendable, Hashable, CustomStringConvertible {
        /// The container scene's id.
        public var container: String
        /// The tab's id, as the container declares its stacks.
        public var tab: String

        /// The tab `tab` of the container `container`.
        public init(container: String, tab: String) {
            self.container = container
            self.tab = tab
        }

        /// `CONTAINER/TAB`.
        public var description: String { container + "/" + tab }
    }
}
