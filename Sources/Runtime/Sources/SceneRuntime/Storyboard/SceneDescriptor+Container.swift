extension SceneDescriptor {
    /// A container as the storyboard declares it: a scene that holds stacks instead of content.
    ///
    /// Kind `tabs` holds one stack per tab, one tab selected; kind `split` holds a primary and a
    /// secondary stack, shown side by side in a window at least ``minimumWidth`` columns wide and
    /// collapsed into one stack in a narrower one. Each stack starts at its root scene, given what
    /// the container passes it, as a segue passes a destination its inputs.
    ///
    /// ```json
    /// {"id": "Main", "title": "Demo", "container": {"kind": "tabs", "selected": "Notes", "back": "firstTab",
    ///   "tabs": [{"id": "Contacts", "title": "Contacts", "root": "ContactList"},
    ///            {"id": "Notes", "title": "Notes", "root": "NoteList"}]}}
    /// ```
    public struct Container: Sendable, Hashable {
        /// How a container shows its stacks.
        public enum Kind: String, Sendable, CaseIterable {
            /// One stack per tab; the tab bar selects which one is shown.
            case tabs
            /// A primary and a secondary stack, side by side when the window is wide enough.
            case split
        }

        /// What `back` does at the root of a tab's stack.
        public enum BackPolicy: String, Sendable, CaseIterable {
            /// Nothing: the tab's root is the bottom (`back` is refused there, as at any root).
            case stay
            /// Selects the first tab; at the first tab's root, nothing.
            case firstTab
            /// Leaves the container, as `back` on the scene that holds it would.
            case leave
        }

        /// One stack of a container: a tab, or a pane of a split.
        public struct Stack: Sendable, Hashable {
            /// The tab's id, unique in its container (`Contacts`); a split's panes are `primary` and
            /// `secondary`.
            public let id: String
            /// The title on the tab bar or above the pane.
            public let title: String
            /// The scene at the bottom of the stack.
            public let root: String
            /// What the container passes the root scene's inputs (the `pass` key, as a segue's).
            public let passes: [SegueDescriptor.Pass]
            /// The conditions that must hold to select the tab, by `tab`, by a segue into it, or by a
            /// link or a resumed stack that shows it (the `guards` key, as a segue's). The tab
            /// selected at start is shown without them.
            public let guards: [Storyboard.Guard]

            /// Describes one stack of a container.
            public init(
                id: String, title: String, root: String, passes: [SegueDescriptor.Pass] = [],
                guards: [Storyboard.Guard] = []
            ) {
                self.id = id
                self.title = title
                self.root = root
                self.passes = passes
                self.guards = guards
            }
        }

        /// The most containers that nest in one another (a split inside a tab is two).
        public static let maximumNesting = 3

        /// The narrowest window, in columns, that shows a split's two panes side by side, unless the
        /// storyboard says otherwise.
        public static let defaultMinimumWidth = 100

        /// The widths a storyboard may give as a split's ``minimumWidth``.
        public static let widths = 20...1000

        /// Tabs or split.
        public let kind: Kind
        /// The tabs, or the split's primary and secondary panes, in order.
        public let stacks: [Stack]
        /// The position in ``stacks`` of the tab selected at start (the primary pane for a split).
        public let selected: Int
        /// What `back` does at a tab's root.
        public let back: BackPolicy
        /// For a split, the narrowest window that shows both panes.
        public let minimumWidth: Int

        /// Describes a container.
        public init(
            kind: Kind, stacks: [Stack], selected: Int = 0, back: BackPolicy = .stay,
            minimumWidth: Int = SceneDescriptor.Container.defaultMinimumWidth
        ) {
            self.kind = kind
            self.stacks = stacks
            self.selected = selected
            self.back = back
            self.minimumWidth = minimumWidth
        }

        /// The position of the stack with id `id` (compared ignoring case), if any.
        public func position(of id: String) -> Int? {
            stacks.firstIndex { $0.id == id } ?? stacks.firstIndex { $0.id.lowercased() == id.lowercased() }
        }

        /// Whether `other` holds the same tabs as this one, in the same order (kind, each tab's id
        /// and root), whatever else changed (titles, guards, what tabs pass, the back policy): a
        /// container on the stack is then kept by a reload, with the new declaration.
        func hasTheTabs(of other: SceneDescriptor.Container) -> Bool {
            kind == other.kind && stacks.count == other.stacks.count
                && zip(stacks, other.stacks).allSatisfy { $0.id == $1.id && $0.root == $1.root }
        }
    }
}

/// The former name of ``SceneDescriptor/Container``.
@available(*, deprecated, renamed: "SceneDescriptor.Container")
public typealias ContainerDescriptor = SceneDescriptor.Container
