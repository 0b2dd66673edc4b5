public import SceneRuntime

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
    /// Follows the navigator's flows (see ``flowCoverage``).
    private let coverageLog: FlowCoverageLog

    /// Registers the modules and loads the storyboard against them.
    /// - Throws: ``SceneRegistry/RegistrationError`` or ``Storyboard/LoadError``.
    public init(
        storyboard json: String, modules: [SceneModule],
        environment: SceneEnvironment = SceneEnvironment(dataDirectory: ".")
    ) throws {
        registry = SceneRegistry()
        for module in modules { try registry.register(module) }
        let storyboard = try registry.loadStoryboard(from: Array(json.utf8), file: "storyboard")
        navigator = Navigator(storyboard: storyboard, registry: registry, environment: environment)
        coverageLog = FlowCoverageLog(following: navigator)
    }

    /// A harness showing one scene of `module`, built with `inputs` as a segue would pass them:
    /// checked against the module's declared inputs, defaults applied, written before
    /// `viewDidLoad`. Typed Swift values convert: `["contactID": 42, "mode": "edit"]`.
    /// - Throws: ``SceneRegistry/RegistrationError``, or ``RoutingError`` for an unknown input, a value of the
    ///   wrong type or a required input not given.
    public init(
        showing module: SceneModule, inputs: [String: any SceneValueConvertible] = [:],
        environment: SceneEnvironment = SceneEnvironment(dataDirectory: ".")
    ) throws {
        registry = SceneRegistry()
        try registry.register(module)
        let json =
            #"{ "version": 2, "initial": "\#(module.name)", "scenes": [ "#
            + #"{ "id": "\#(module.name)", "module": "\#(module.name)", "title": "\#(module.name)" } ] }"#
        // Decoded without the registry: the check that the initial scene needs no input does not
        // apply, since the inputs are given here.
        let storyboard = try Storyboard(decoding: Array(json.utf8), file: "storyboard")
        navigator = Navigator(storyboard: storyboard, registry: registry, environment: environment)
        coverageLog = FlowCoverageLog(following: navigator)
        try navigator.replaceRoot(with: module.name, inputs: inputs.mapValues(\.sceneValue))
    }

    /// A harness showing `viewController`, already built and wired, as its only scene, named
    /// `name`, with a Router that routes every segue and passes nothing: for a ViewController
    /// test that performs the scene's actions as the shell performs them (``perform(_:_:)``).
    /// - Throws: ``SceneRegistry/RegistrationError``.
    public convenience init(
        showing viewController: some SceneViewController & Sendable, named name: String = "Scene"
    ) throws {
        try self.init(showing: SceneModule(name: name) { _ in (viewController, StandInPassThroughRouter()) })
    }

    /// Performs the top scene's action `action` with `arguments`, as the shell does for a line
    /// `action arguments…`.
    /// - Throws: ``NavigationError/notStarted`` when no scene is shown, or what the action
    ///   throws (``ActionError`` for arguments it refuses).
    public func perform(_ action: String, _ arguments: String...) throws {
        guard let top = navigator.topScene else { throw NavigationError.notStarted }
        let sceneID = top.id
        do {
            try top.perform(action: action, arguments: arguments)
        } catch {
            coverageLog.performed(action, on: sceneID, error: error)
            throw error
        }
        coverageLog.performed(action, on: sceneID, error: nil)
    }

    /// What the harness's flows exercised so far: the scenes shown, segues taken, guard outcomes
    /// (held, refused, redirected) and the actions performed through ``perform(_:_:)``. With
    /// `SCENES_FLOW_COVERAGE=DIR` in the environment, the process's report in DIR gets it too.
    public var flowCoverage: FlowCoverage { coverageLog.coverage }

    /// Shows the initial scene.
    public func start() throws {
        try navigator.start()
    }

    /// Replaces the stack with the scene `sceneID` built with `inputs`, as
    /// ``Navigator/replaceRoot(with:inputs:force:)`` does.
    public func show(_ sceneID: String, inputs: [String: any SceneValueConvertible]) throws {
        try navigator.replaceRoot(with: sceneID, inputs: inputs.mapValues(\.sceneValue))
    }

    /// What the top scene's segue `identifier` would pass now, by input of its destination,
    /// without performing it (see ``Navigator/inputs(passedBy:)``).
    public func inputs(passedBy identifier: String) throws -> [String: SceneValue] {
        try navigator.inputs(passedBy: identifier)
    }

    /// The inputs the top scene was given (see ``Scene/inputs``).
    public var topInputs: [String: SceneValue] { navigator.topScene?.inputs ?? [:] }

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
