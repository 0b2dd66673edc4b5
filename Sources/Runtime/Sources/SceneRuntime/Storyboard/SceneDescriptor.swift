/// A scene as declared in the storyboard: its id, the module that builds it, its title and the
/// segues that leave it.
///
/// ```swift
/// if let scene = storyboard.scene(withID: "ContactList") {
///     print(scene.module, scene.title)
///     print(scene.segues.map(\.id))    // ["ViewContact", "AddContact"]
/// }
/// ```
public struct SceneDescriptor: Sendable, Hashable {
    /// The scene id, unique in the storyboard (`ContactList`).
    public let id: String
    /// The name of the scene module whose factory builds this scene.
    public let module: String
    /// The title shown to the user.
    public let title: String
    /// The segues that start from this scene, in declaration order.
    public let segues: [SegueDescriptor]
    /// The conditions that must hold to enter the scene by any way that builds it: a segue, a
    /// restored stack (a link, a resumed session).
    public let guards: [Storyboard.Guard]
    /// Whether a link (or a resumed stack) may enter the scene through a segue that only a scene's
    /// action performs (`"linkable": true`). Segues a person may take lead into any scene; a
    /// segue with an `"action"` does its work first (a checkout, a sign-in), so a link replaying
    /// it would skip that work, and enters only a scene declared linkable.
    public let isLinkable: Bool
    /// For a container (tabs or a split), its stacks; `nil` for a scene with content, built by
    /// its module. A container has no module and no segues: what is shown is its stacks' scenes.
    public let container: SceneDescriptor.Container?

    /// Creates a scene descriptor.
    public init(
        id: String, module: String, title: String, segues: [SegueDescriptor], guards: [Storyboard.Guard] = [],
        linkable: Bool = false, container: SceneDescriptor.Container? = nil
    ) {
        self.id = id
        self.module = module
        self.title = title
        self.segues = segues
        self.guards = guards
        self.isLinkable = linkable
        self.container = container
    }

    /// Whether the scene is a container (tabs or a split) rather than a scene with content.
    public var isContainer: Bool { container != nil }

    /// The segue with the given identifier, if this scene declares one.
    public func segue(_ identifier: String) -> SegueDescriptor? {
        segues.first { $0.id == identifier }
    }
}
