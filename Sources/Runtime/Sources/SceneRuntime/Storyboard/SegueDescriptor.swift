/// A segue as declared in the storyboard: an edge from one scene to another.
public struct SegueDescriptor: Sendable, Hashable {
    /// The segue identifier, unique within its source scene (`ViewContact`).
    public let id: String
    /// The id of the scene the segue starts from.
    public let source: String
    /// The id of the scene the segue leads to (the `to` key).
    public let destination: String
    /// How the segue changes the stack.
    public let style: SegueStyle
    /// What the segue passes to its destination's inputs (the `pass` key of version 2), in
    /// declaration order.
    public let passes: [SeguePass]
    /// The action of the source scene whose code performs the segue after it has done its work
    /// (the `action` key); `nil` when a person may take the segue with `go`.
    public let action: String?
    /// The conditions that must hold to perform the segue (the `guards` key), checked before
    /// those of its destination scene.
    public let guards: [SceneGuard]

    /// Creates a segue descriptor.
    public init(
        id: String, source: String, destination: String, style: SegueStyle, passes: [SeguePass] = [],
        action: String? = nil, guards: [SceneGuard] = []
    ) {
        self.id = id
        self.source = source
        self.destination = destination
        self.style = style
        self.passes = passes
        self.action = action
        self.guards = guards
    }

    /// Whether a person may take the segue (`go`), rather than only the code of its action.
    public var isTakenByPerson: Bool { action == nil }
}
