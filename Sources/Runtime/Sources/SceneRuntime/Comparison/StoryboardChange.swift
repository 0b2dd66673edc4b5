/// One difference between two storyboards (``StoryboardDiff``): an element added, removed or
/// changed, where it is, and the fields that say what it was and what it is.
package struct StoryboardChange: Sendable, Hashable {
    /// Whether the element is new, gone or different.
    package enum Kind: String, Sendable, CaseIterable {
        /// Only the new storyboard has it.
        case added
        /// Only the old storyboard has it.
        case removed
        /// Both have it, with other fields.
        case changed
    }

    /// What kind of element changed, in the order a comparison lists them.
    package enum Element: String, Sendable, CaseIterable, Comparable {
        /// The storyboard itself: its initial scene, its format version.
        case storyboard
        /// A scene: its module, title, whether it is linkable.
        case scene
        /// A segue of a scene: where it leads, its style, action, tab, what it passes.
        case segue
        /// A scene's container: its kind, the tab selected at start, its back policy, its
        /// minimum width.
        case container
        /// A tab (or a split's pane) of a container: its root, title, position, what it passes.
        case tab
        /// A guard of a scene, a segue or a tab: what happens when its condition fails.
        case `guard`
        /// An input of a scene's module (its contract).
        case input
        /// An output of a scene's module.
        case output
        /// An action of a scene's module.
        case action

        /// Whether `left` is listed before `right`, in the order of the cases.
        package static func < (left: Element, right: Element) -> Bool {
            allCases.firstIndex(of: left) ?? 0 < allCases.firstIndex(of: right) ?? 0
        }
    }

    /// One field of the element, as it was (`old`) and as it is (`new`); `nil` where the element
    /// does not exist on that side or the field is not set there.
    package struct Field: Sendable, Hashable {
        /// The field's name, as the storyboard's key says it (`style`, `to`, `pass.contactID`).
        package let name: String
        /// The field's value in the old storyboard.
        package let old: String?
        /// The field's value in the new storyboard.
        package let new: String?

        /// A field named `name`, with its old and new values.
        package init(_ name: String, old: String?, new: String?) {
            self.name = name
            self.old = old
            self.new = new
        }
    }

    /// Whether the element was added, removed or changed.
    package let kind: Kind
    /// What kind of element it is.
    package let element: Element
    /// The scene the element belongs to (the scene itself for a scene; empty for the storyboard).
    package let scene: String
    /// The segue the element is on: the segue itself, or a guard of it.
    package let segue: String?
    /// The container's tab the element is on: the tab itself, or a guard of it.
    package let tab: String?
    /// The element's name: a segue's or tab's id, an input's, output's or action's name, a
    /// guard's condition, the scene's id for a scene or a container; empty for the storyboard.
    package let name: String
    /// For a change, the fields that differ; for an element added or removed, what it is.
    package let fields: [Field]

    /// A change of `kind` to an `element` of `scene` (on `segue` or `tab`) named `name`.
    package init(
        _ kind: Kind, _ element: Element, scene: String, segue: String? = nil, tab: String? = nil,
        name: String,
        fields: [Field] = []
    ) {
        self.kind = kind
        self.element = element
        self.scene = scene
        self.segue = segue
        self.tab = tab
        self.name = name
        self.fields = fields
    }
}
