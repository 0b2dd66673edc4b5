public import SceneRuntime

/// Watches objects through weak references, to prove that a scene and each of its parts are
/// deallocated once the scene leaves the stack.
///
/// ```swift
/// let leaks = LeakTracker()
/// leaks.trackParts(of: try #require(navigator.topScene))
/// try navigator.back()
/// #expect(leaks.alive.isEmpty)
/// ```
@MainActor public final class LeakTracker {
    private var entries: [(name: String, reference: WeakReference)] = []

    /// Creates a tracker that watches nothing yet.
    public init() {}

    /// Starts watching `object` under `name`.
    public func track(_ object: AnyObject?, named name: String) {
        entries.append((name, WeakReference(object)))
    }

    /// Starts watching a scene, its ViewController, its Router and its Router's DataStore.
    public func trackParts(of scene: Scene, named name: String? = nil) {
        let label = name ?? scene.id
        track(scene, named: label)
        track(scene.viewController, named: "\(label).viewController")
        track(scene.router, named: "\(label).router")
        track(Self.object(in: scene), named: "\(label).dataStore")
    }

    /// The names of watched objects that are still alive.
    public var alive: [String] {
        entries.filter { $0.reference.object != nil }.map(\.name)
    }

    /// How many objects are watched.
    public var count: Int { entries.count }

    private static func object(in scene: Scene) -> AnyObject? {
        try? scene.dataStore(as: AnyObject.self)
    }
}

private final class WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }
}
