/// One difference between two storyboards (``StoryboardDiff``): an element added, removed or
/// changed, where it is, and the fields that say what it was and what it is.
package struct StoryboardChange: Sendable, Hashable {
    /// Whether the element is new, gone or different.
    package enum Kind: String, Sendable, CaseIterable {
        case added, removed, changed
    }

    /// What kind of element changed, in the order a comparison lists them.
    package enum Element: String, Sendable, CaseIterable, Comparable {
        /// The storyboard itself: its initial scene, its format version.
        case storyboard
        case scene, segue, container, tab
        case `guard`
        /// An input of a scene's module (its contract).
        case input
        /// An output of a scene's module.
        case output
        /// An action of a scene's module.
        case action

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

        package init(_ name: String, old: String?, new: String?) {
            self.name = name
            self.old = old
            self.new = new
        }
    }

    package let kind: Kind
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
