/// A segue as declared in the storyboard: an edge from one scene to another.
///
/// ```swift
/// let segue = storyboard.scene(withID: "ShowContact")?.segue("EditContact")
/// segue?.destination        // "EditContact"
/// segue?.style              // .push
/// segue?.isTakenByPerson    // true: no action performs it, a person may take it with `go`
/// ```
public struct SegueDescriptor: Sendable, Hashable {
    /// What only some segues declare, kept out of line so that the common segue (an id, a
    /// destination and a style) stays small: a storyboard holds one descriptor per segue.
    private final class Extras: Sendable {
        let passes: [SegueDescriptor.Pass]
        let action: String?
        let guards: [Storyboard.Guard]
        let tab: String?
        let coversTabOnly: Bool

        init(
            passes: [SegueDescriptor.Pass], action: String?, guards: [Storyboard.Guard], tab: String?,
            coversTabOnly: Bool
        ) {
            self.passes = passes
            self.action = action
            self.guards = guards
            self.tab = tab
            self.coversTabOnly = coversTabOnly
        }
    }

    /// The segue identifier, unique within its source scene (`ViewContact`).
    public let id: String
    /// The id of the scene the segue starts from.
    public let source: String
    /// The id of the scene the segue leads to (the `to` key).
    public let destination: String
    /// How the segue changes the stack.
    public let style: SegueDescriptor.Style
    /// `nil` when the segue passes nothing, has no action and no guard.
    private let extras: Extras?

    /// What the segue passes to its destination's inputs (the `pass` key of version 2), in
    /// declaration order.
    public var passes: [SegueDescriptor.Pass] { extras?.passes ?? [] }
    /// The action of the source scene whose code performs the segue after it has done its work
    /// (the `action` key); `nil` when a person may take the segue with `go`.
    public var action: String? { extras?.action }
    /// The conditions that must hold to perform the segue (the `guards` key), checked before
    /// those of its destination scene.
    public var guards: [Storyboard.Guard] { extras?.guards ?? [] }
    /// The tab, of the container the source scene is in, whose stack the destination is pushed
    /// on (the `tab` key): performing the segue selects that tab first. `nil` for a segue that
    /// stays in its stack.
    public var tab: String? { extras?.tab }
    /// For a modal segue in a tab, whether its destination covers only that tab (`"covers":
    /// "tab"`), so that other tabs may be selected while it is shown; by default a scene
    /// presented modally covers the whole container.
    public var coversTabOnly: Bool { extras?.coversTabOnly ?? false }

    /// Creates a segue descriptor.
    public init(
        id: String, source: String, destination: String, style: SegueDescriptor.Style,
        passes: [SegueDescriptor.Pass] = [],
        action: String? = nil, guards: [Storyboard.Guard] = [], tab: String? = nil,
        coversTabOnly: Bool = false
    ) {
        self.id = id
        self.source = source
        self.destination = destination
        self.style = style
        extras =
            passes.isEmpty && action == nil && guards.isEmpty && tab == nil && !coversTabOnly
            ? nil
            : Extras(passes: passes, action: action, guards: guards, tab: tab, coversTabOnly: coversTabOnly)
    }

    /// Whether a person may take the segue (`go`), rather than only the code of its action.
    public var isTakenByPerson: Bool { action == nil }

    /// Whether two descriptors declare the same segue, field by field.
    public static func == (left: SegueDescriptor, right: SegueDescriptor) -> Bool {
        left.id == right.id && left.source == right.source && left.destination == right.destination
            && left.style == right.style && left.passes == right.passes && left.action == right.action
            && left.guards == right.guards && left.tab == right.tab
            && left.coversTabOnly == right.coversTabOnly
    }

    /// Hashes every field that ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(source)
        hasher.combine(destination)
        hasher.combine(style)
        hasher.combine(passes)
        hasher.combine(action)
        hasher.combine(guards)
        hasher.combine(tab)
        hasher.combine(coversTabOnly)
    }
}
