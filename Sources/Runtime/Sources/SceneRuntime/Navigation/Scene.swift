import Synchronization

/// How many scenes exist, for leak checks in long runs.
private let liveScenes = Atomic<Int>(0)

/// A live scene on the navigation stack: its storyboard declaration and its parts.
///
/// ```swift
/// if let scene = navigator.topScene {
///     print(scene.id, scene.currentTitle)
///     print(scene.availableActions.map(\.name))    // on ContactList: ["select", "add", "delete"]
///     try scene.perform(action: "select", arguments: ["2"])
/// }
/// ```
///
/// The scene holds its ViewController and Router; they hold the rest (Interactor, Presenter,
/// Worker). When the scene leaves the stack and nothing else holds it, all of it is deallocated.
@MainActor public final class Scene {
    /// The scene as declared in the storyboard (updated when the storyboard is reloaded).
    public internal(set) var descriptor: SceneDescriptor
    /// How the scene came onto the stack.
    public let presentation: NavigationState.Presentation
    /// The scene's ViewController.
    public let viewController: any SceneViewController
    /// The scene's Router.
    public let router: any SceneRouter
    /// The inputs the scene was given, by name: what segues passed it (the latest value, after an
    /// unwind passed results back) and the defaults written for what none passed. Only declared
    /// inputs are recorded; a scene rebuilt from these is in the state the runtime gave it.
    public internal(set) var inputs: [String: SceneValue] = [:]
    /// Distinguishes two instances of the same scene id on one stack.
    let instance: Int
    /// The module's inputs and outputs, bound to this scene's DataStore.
    let contract: ContractBinding
    /// The navigator whose stack holds the scene, which checks the guards of its actions.
    weak var navigator: Navigator?
    /// For a container, its stacks; `nil` for a scene with content. A constant: it is read for
    /// every scene of most navigations, and a variable's every read is an exclusivity check.
    let container: ContainerNode?
    /// For a scene presented modally in a tab, whether it covers only that tab (its segue's
    /// `"covers": "tab"`) rather than the whole container.
    var coversTabOnly = false
    /// The last hand-written route that wrote into the scene what its Router does not declare
    /// (``SceneRouter/routeWrites``): what no input records, which a link cannot carry.
    var unrecordedRoute: UnrecordedRoute?
    /// Follows the observable state the screen and the title read; made at the first read.
    private lazy var tracking = ScreenTracking(scene: self)
    /// The observed data the scene read as it last appeared or was told of a change, with the
    /// version it read (see ``ObservedData``).
    /// Unchecked: read and written by the navigator alone, around lifecycle calls and actions.
    @exclusivity(unchecked) private var dataReads: [ObservedDataReads.Read] = []

    init(
        descriptor: SceneDescriptor, presentation: NavigationState.Presentation,
        viewController: any SceneViewController,
        router: any SceneRouter, instance: Int, contract: ContractBinding = .empty,
        container: ContainerNode? = nil
    ) {
        self.container = container
        self.descriptor = descriptor
        self.presentation = presentation
        self.viewController = viewController
        self.router = router
        self.instance = instance
        self.contract = contract
        liveScenes.add(1, ordering: .relaxed)
    }

    deinit {
        liveScenes.subtract(1, ordering: .relaxed)
    }

    /// How many scenes exist in the process now (on a stack, being built, or still referenced).
    public static var liveCount: Int { liveScenes.load(ordering: .relaxed) }

    /// The scene id.
    public var id: String { descriptor.id }

    /// The scene title, as the storyboard declares it: what links and ids go by. What the scene
    /// shows may differ: see ``currentTitle``.
    public var title: String { descriptor.title }

    /// The title the scene shows now: its ViewController's
    /// ``SceneViewController/navigationTitle`` (a note's title), or the storyboard's ``title``
    /// when it gives none or only blanks.
    public var currentTitle: String {
        let given = tracking.read(.title) { viewController.navigationTitle }
        guard let given, given.contains(where: { !$0.isWhitespace }) else { return descriptor.title }
        return given
    }

    /// The scene as a stack entry: its id, presentation and inputs; a container's holds its
    /// tabs' stacks, each as its stack holds it now.
    var entry: NavigationState.Entry {
        NavigationState.Entry(
            sceneID: id, presentation: presentation, inputs: inputs, container: container?.state)
    }

    /// For a container (tabs, a split): each tab's (each pane's) stack of scenes, root first, in
    /// the order its ``SceneDescriptor/container`` declares them. A tab never shown holds no
    /// scene: it is built when first shown. Empty for a scene with content.
    public var tabs: [[Scene]] { container?.stacks ?? [] }

    /// For a container: the position in ``tabs`` of its selected tab (its focused pane); `nil` for
    /// a scene with content.
    public var selectedTab: Int? { container?.selected }

    /// Whether the scene is a container (tabs or a split), which shows its stacks' scenes rather
    /// than content of its own.
    public var isContainer: Bool { container != nil }

    /// The actions the scene offers, in declaration order, whether or not they apply now.
    public var actions: [SceneModule.ActionDescriptor] { viewController.actionDescriptors }

    /// The actions that apply now (``availability(ofAction:)``), in declaration
    /// order: what the shell offers.
    public var availableActions: [SceneModule.ActionDescriptor] {
        viewController.actionDescriptors.filter { availability(ofAction: $0.name).isAvailable }
    }

    /// Whether the action `name` applies now: as the ViewController says, and, when the
    /// storyboard says it performs segues, while one of them can be performed from the stack as
    /// it is (see ``Navigator/obstacle(toAction:of:)``).
    public func availability(ofAction name: String) -> ActionAvailability {
        let said = viewController.availability(ofAction: name)
        guard said.isAvailable, let navigator, let obstacle = navigator.obstacle(toAction: name, of: self)
        else {
            return said
        }
        return .unavailable(reason: "\(obstacle)")
    }

    /// Whether the segue `identifier` applies now, as the ViewController says.
    public func availability(ofSegue identifier: String) -> ActionAvailability {
        viewController.availability(ofSegue: identifier)
    }

    /// The segues a person may take with `go` that apply now, in storyboard order: those the
    /// scene says apply and that can be taken from the stack as it is (not an unwind to a scene
    /// not below this one, nor a segue whose required data has no value yet: see
    /// ``Navigator/obstacle(to:of:)``).
    public var availableSegues: [SegueDescriptor] {
        descriptor.segues.filter {
            $0.isTakenByPerson && viewController.availability(ofSegue: $0.id).isAvailable
                && navigator?.obstacle(to: $0, of: self) == nil
        }
    }

    /// What the scene shows now. The observable state its ViewController read for it is followed:
    /// when that changes, the navigator's screen observers are told (see
    /// ``Navigator/addScreenObserver(_:)``).
    public var screen: Screen { tracking.read(.screen) { viewController.screen } }

    /// Sends `viewWillAppear`, noting the observed data the scene reads meanwhile.
    func willAppear() {
        dataReads = ObservedDataReads.recording { viewController.viewWillAppear() }
    }

    /// Whether observed data the scene read has changed since.
    var readDataChanged: Bool {
        // A loop: most scenes read nothing, and a closure given to the standard library checks
        // the main actor's executor on each call.
        for read in dataReads where read.data.version != read.version { return true }
        return false
    }

    /// Tells the scene that observed data it read changed (``SceneViewController/dataDidChange()``),
    /// noting what it reads again.
    func dataChanged() {
        dataReads = ObservedDataReads.recording { viewController.dataDidChange() }
        tracking.readAgain()
    }

    /// Takes the observed data the scene read as it is now: an action of its own changed it.
    private func acknowledgeData() {
        for index in dataReads.indices { dataReads[index].version = dataReads[index].data.version }
    }

    /// Observable state the screen or the title read has changed: the navigator that holds the
    /// scene (on its stack, or in a tab or pane beside it, as a split shows) tells its screen
    /// observers.
    func observedStateChanged() {
        guard let navigator, navigator.scenesInEveryTab.contains(where: { $0 === self }) else { return }
        navigator.screenChanged(self)
    }

    /// Performs one of the scene's actions, as if the user had pressed its button.
    ///
    /// When the storyboard says the action performs segues (their `action` key), the segues' own
    /// guards are checked first: a guard that refuses stops the action before it does anything, and one
    /// that redirects puts it off until the redirect succeeds, then runs it with the same
    /// arguments. An action the ViewController says does not apply now is refused before anything
    /// else.
    /// - Throws: ``ActionError`` if there is no such action, it does not apply now
    ///   (``ActionError/unavailable(action:reason:)``) or its arguments are wrong, a guard's
    ///   refusal, or what the action throws (a segue it performs, for instance).
    public func perform(action name: String, arguments: [String] = []) throws {
        if case .unavailable(let reason) = availability(ofAction: name),
            viewController.actionDescriptors.contains(where: { $0.name == name })
        {
            throw ActionError.unavailable(
                action: name, reason: reason ?? "scene '\(id)' does not offer it now")
        }
        if let navigator, try navigator.holdAction(name, arguments: arguments, of: self) { return }
        // The action may change what the screen reads, observable or not: the next read is
        // tracked anew. It may make a guard hold, or no longer hold, that decides whether a pane
        // beside is visible. A scene whose action failed is told of data changed meanwhile (what
        // the action saved was taken back).
        var succeeded = false
        defer {
            tracking.readAgain()
            navigator?.refreshVisibility()
            if succeeded { acknowledgeData() }
            navigator?.refreshObservedData()
        }
        try ActionChanges.run(action: name) {
            try viewController.perform(action: name, words: arguments, sceneID: id)
        }
        succeeded = true
    }

    /// The question the action `name` asks before it runs with `arguments`, for an action that
    /// cannot be taken back (see ``SceneAction/asking(_:)``); `nil` when it asks none now. An
    /// action that does not apply now, or whose arguments are wrong, asks nothing: performing it
    /// says why it cannot run.
    public func question(beforeAction name: String, arguments: [String] = []) -> String? {
        guard viewController.availability(ofAction: name).isAvailable else { return nil }
        return try? viewController.question(beforeAction: name, words: arguments)
    }

    /// The inputs and outputs the scene's module declares.
    public var interface: SceneInterface { contract.interface }

    /// The current value of one of the scene's outputs, read from its DataStore; `nil` if the
    /// scene declares no such output or it has no value now.
    public func output(_ name: String) -> SceneValue? {
        contract.outputs[name]?(router.anyDataStore)
    }

    /// The router's DataStore as `type`, checked with a conditional cast.
    /// - Throws: ``RoutingError/dataStoreMismatch(scene:expected:actual:)`` naming both types.
    public func dataStore<T>(as type: T.Type) throws(RoutingError) -> T {
        let store = router.anyDataStore
        if let typed = store as? T { return typed }
        throw .dataStoreMismatch(
            scene: id, expected: String(describing: type), actual: DynamicType.name(of: store))
    }
}
