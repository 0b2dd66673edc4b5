import SceneRuntime

/// A navigator without a terminal, on a storyboard written in the test, for testing scenes
/// together: a Router's data passing, a flow across scenes, lifecycle.
///
/// ```swift
/// let harness = try NavigatorHarness(
///     storyboard: """
///         { "version": 1, "initial": "List", "scenes": [
///           { "id": "List", "module": "ContactList", "title": "Contacts",
///             "segues": [ { "id": "ViewContact", "to": "Detail" } ] },
///           { "id": "Detail", "module": "Detail", "title": "Contact" } ] }
///         """,
///     modules: [ContactListConfigurator.module, StandInScene.module(named: "Detail") { ShowContactSpy() }])
/// try harness.start()
/// try harness.navigator.performSegue("ViewContact")
/// let spy = try harness.topDataStore(as: ShowContactSpy.self)
/// ```
@MainActor public final class NavigatorHarness {
    /// The registry holding the modules given.
    public let registry: SceneRegistry
    /// The navigator, not started yet.
    public let navigator: Navigator

    /// Registers the modules and loads the storyboard against them.
    /// - Throws: ``RegistryError`` or ``StoryboardError``.
    public init(
        storyboard json: String, modules: [SceneModule],
        environment: SceneEnvironment = SceneEnvironment(dataDirectory: ".")
    ) throws {
        registry = SceneRegistry()
        for module in modules { try registry.register(module) }
        let storyboard = try registry.loadStoryboard(from: Array(json.utf8), file: "storyboard")
        navigator = Navigator(storyboard: storyboard, registry: registry, environment: environment)
    }

    /// Shows the initial scene.
    public func start() throws {
        try navigator.start()
    }

    /// The ids of the scenes on the stack, root first.
    public var stackIDs: [String] { navigator.stack.map(\.id) }

    /// The top scene's DataStore as `type`.
    public func topDataStore<T>(as type: T.Type) throws -> T {
        guard let top = navigator.topScene else { throw NavigationError.notStarted }
        return try top.dataStore(as: type)
    }

    /// The top scene's ViewController as `type`, or `nil` if it is another type.
    public func topViewController<T>(as type: T.Type) -> T? {
        navigator.topScene?.viewController as? T
    }
}
