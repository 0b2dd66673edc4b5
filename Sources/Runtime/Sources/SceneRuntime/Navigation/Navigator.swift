/// Keeps the navigation stack and performs segues on it.
///
/// ```swift
/// let navigator = Navigator(storyboard: storyboard, registry: registry)
/// try navigator.start()
/// try navigator.performSegue("ViewContact")
/// print(navigator.topScene?.id ?? "")    // ShowContact
/// try navigator.back()
/// ```
///
/// Performing a segue finds it in the top scene's declaration, resolves its route on the top
/// scene's router, builds the destination through its module, runs the route (which passes data
/// through the DataStores), and only then changes the stack and sends lifecycle events. If any
/// step throws, the stack is exactly as it was and no lifecycle event was sent.
@MainActor public final class Navigator {
    /// The storyboard whose scenes and segues the navigator follows.
    public internal(set) var storyboard: Storyboard
    /// The registry whose modules build the scenes.
    public let registry: SceneRegistry
    /// What scenes are told about the running app.
    public let environment: SceneEnvironment
    /// The stack, root first: the scenes from the root to the one the user sees, read from the
    /// tree the navigator owns. Where a container (tabs, a split) stands, the scenes of its
    /// selected tab follow it; every tab's stack, the selected one's too, is in the container.
    /// Read by every navigation and changed only by the path's own bookkeeping, one access at a
    /// time (no `inout` of it is held across a call): unchecked.
    @exclusivity(unchecked) public private(set) var stack: [Scene] = []
    /// The tree: the root stack, whose container (if any, on top) holds every tab's stack, and
    /// so on. ``stack`` and ``state`` are read from it; ``setPath(from:to:)`` and
    /// ``moveTab(at:to:)`` change it.
    let root = LiveStack()
    /// The ids of the scenes the navigation under way took off ``stack``, root side first (what
    /// its event reports as ``NavigationEvent/popped``); emptied as each begins. Changed by
    /// ``setPath(from:to:)`` alone, one access at a time: unchecked.
    @exclusivity(unchecked) var poppedInTransition: [String] = []
    /// ``location`` as last made; `nil` once a container joins or leaves ``stack`` or selects
    /// another tab. Unchecked, as ``poppedInTransition``.
    @exclusivity(unchecked) var knownLocation: [NavigationState.TabLocation]?
    /// How many scenes on the stack were presented modally.
    /// Changed only by the path's own bookkeeping, one access at a time: unchecked.
    @exclusivity(unchecked) private var modalCount = 0
    /// The positions on ``stack`` of the containers on it, outermost first: each one's selected
    /// tab's scenes follow it, and the scene is the tree's own node (``Scene/tabs``,
    /// ``Scene/selectedTab``). Changed only by the path's own bookkeeping, one access at a time:
    /// unchecked.
    @exclusivity(unchecked) public private(set) var containerPositions: [Int] = []
    /// Whether a navigation is under way (``transition(_:_:)``). Read by every navigation and
    /// visibility check, never during another access: unchecked.
    @exclusivity(unchecked) private(set) var isTransitioning = false
    private var instanceCount = 0
    /// The width, in columns, of the window the app is drawn in, as ``resize(toWidth:)`` last
    /// gave it; `nil` for no window, where a split shows its focused pane alone.
    @exclusivity(unchecked) public internal(set) var width: Int?
    /// What the lifecycle calls made visible, and what still waits for `viewDidAppear`. Read and
    /// changed by every navigation, never while another access to it is under way (no `inout`
    /// of it is held across a call): unchecked, as the stack's own bookkeeping could not be.
    @exclusivity(unchecked) var shown = ShownScenes()
    /// A navigation waiting for a guard's redirect scene (see Navigator+Guards.swift).
    var pendingRedirect: PendingRedirect?
    /// Told of every lifecycle call the navigator makes, just before it is made (for the checks of
    /// `scenes explore`); `nil`, the default, costs one test per call.
    package var lifecycleWitness: (@MainActor (Scene, SceneLifecycleCall) -> Void)?
    /// Observers and the events waiting for them (Navigator+Observers.swift).
    let events = NavigationObservers()
    /// Those told when a scene's observed state changed (Navigator+Screens.swift).
    var screenObservers: [(id: Int, call: @MainActor (Scene) -> Void)] = []
    var lastScreenObserverID = 0
    /// The objects the app's scenes share, one per type (Navigator+SharedObjects.swift).
    var sharedObjects: [ObjectIdentifier: AnyObject] = [:]

    /// Creates a navigator with an empty stack; call ``start()`` to show the initial scene.
    public init(
        storyboard: Storyboard, registry: SceneRegistry,
        environment: SceneEnvironment = SceneEnvironment(dataDirectory: ".")
    ) {
        self.storyboard = storyboard
        self.registry = registry
        self.environment = environment
    }

    /// The scene on top of the stack, the one the user acts on.
    public var topScene: Scene? { stack.last }

    /// Whether a scene on the stack was presented modally, so that ``dismiss(force:)`` can close it;
    /// O(1) at any depth.
    public var isPresentingModally: Bool { modalCount > 0 }

    /// Shows the storyboard's initial scene as the only scene on the stack.
    public func start() throws {
        try replaceRoot(with: storyboard.initialSceneID)
    }

    /// Replaces the whole stack with a new instance of the scene `sceneID`, given `inputs`.
    ///
    /// In a version 2 storyboard (or whenever inputs are given), the inputs are checked against
    /// the scene's declared ones and written before its `viewDidLoad`; inputs with a default get
    /// it when not given.
    /// - Throws: ``RoutingError`` for an unknown input, a value of the wrong type or a required
    ///   input not given; what building the scene throws;
    ///   ``NavigationError/leaveRefused(scene:reason:destination:)`` unless `force`.
    public func replaceRoot(with sceneID: String, inputs: [String: SceneValue] = [:], force: Bool = false)
        throws
    {
        try transition(.replaceRoot(sceneID)) {
            try checkLeave(from: 0, LeaveRequest(kind: .replaceRoot, destination: sceneID), force: force)
            let scene = try makeScene(sceneID, presentation: .root)
            if storyboard.version >= 2 || !inputs.isEmpty {
                try InputPassing.apply(
                    InputPassing.plan(inputs: inputs, into: scene.contract, scene: sceneID), to: scene)
            }
            return show(loadingHidden(scene), load: true) { setPath(from: 0, to: [scene]) }
        }
    }

    /// The stack as data, root first: each scene's id, presentation and inputs; a container's
    /// entry holds its other tabs' stacks, its selected tab's scenes follow it.
    @available(*, deprecated, message: "use state.path, or state itself: the tree")
    public var entries: [NavigationState.Entry] { state.path }

    /// Where the app is, as one value: every stack, every tab's, and which tab each container
    /// shows. ``restore(state:force:)`` builds it again. Made from the tree as it is read, which
    /// costs the entries changed since the last read and a look at each container's tabs; states
    /// a navigation apart share what it did not change.
    public var state: NavigationState { NavigationState(root: root.value) }

    /// Performs a segue of the top scene.
    /// - Throws: ``RoutingError`` if the segue or its route does not exist or a DataStore does
    ///   not match, ``NavigationError`` or ``SceneRegistry/RegistrationError`` if the destination cannot be built,
    ///   or what the route throws; for a `replace` or `unwind` segue,
    ///   ``NavigationError/leaveRefused(scene:reason:destination:)`` unless `force`.
    public func performSegue(_ identifier: String, force: Bool = false) throws {
        try performSegue(identifier, requestedBy: nil, sceneID: nil, force: force)
    }

    /// What the top scene's segue `identifier` would pass now, by input of its destination,
    /// without performing it: the values its `pass` declaration resolves to and, for a segue
    /// that builds its destination, the defaults of inputs it does not pass.
    /// - Throws: ``RoutingError`` as performing the segue would: an unknown segue, input or
    ///   output, a value of the wrong type, a required input without a value.
    public func inputs(passedBy identifier: String) throws -> [String: SceneValue] {
        guard let source = stack.last else { throw NavigationError.notStarted }
        guard let segue = source.descriptor.segue(identifier) else {
            throw RoutingError.unknownSegue(identifier, of: source.descriptor)
        }
        let module = storyboard.scene(withID: segue.destination)?.module ?? ""
        let plan = try InputPassing.plan(
            segue, from: source, into: registry.contract(ofModule: module), building: segue.style != .unwind)
        var values: [String: SceneValue] = [:]
        for (input, value) in plan.writes { values[input] = value }
        return values
    }

    /// Pops the top scene, whether pushed or presented.
    /// - Throws: ``NavigationError/atRoot(_:)`` at the root scene;
    ///   ``NavigationError/leaveRefused(scene:reason:destination:)`` unless `force`.
    public func back(force: Bool = false) throws {
        try back(requestedBy: nil, sceneID: nil, force: force)
    }

    /// ``back(force:)``, asked by the scene `instance` (``SceneContext/back()``), which must be
    /// on top and is not asked whether it may be left.
    func back(requestedBy instance: Int?, sceneID: String?, force: Bool = false) throws {
        try transition(.back) {
            let top = try topOrThrow(requestedBy: instance, sceneID: sceneID)
            if stack.count - 1 > stackStart {
                try checkLeave(
                    from: stack.count - 1, LeaveRequest(kind: .back, destination: stack[stack.count - 2].id),
                    force: force, exempt: instance)
                return pop(toIndex: stack.count - 2)
            }
            // At the root of a tab's stack: the container's back policy says.
            guard canLeaveTabRoot, let position = containerPositions.last,
                let node = stack[position].container
            else { throw NavigationError.atRoot(top.id) }
            if node.descriptor.back == .firstTab {
                try buildTabIfNeeded(0, ofContainerAt: position)
                return switchTab(at: position, to: 0)
            }
            try checkLeave(
                from: position, LeaveRequest(kind: .back, destination: stack[position - 1].id),
                force: force, exempt: instance)
            return pop(toIndex: position - 1)
        }
    }

    /// Dismisses the topmost modal presentation, with everything pushed above it.
    /// - Throws: ``NavigationError/nothingPresented(_:)`` if no scene was presented modally;
    ///   ``NavigationError/leaveRefused(scene:reason:destination:)`` unless `force`.
    public func dismiss(force: Bool = false) throws {
        try dismiss(requestedBy: nil, sceneID: nil, force: force)
    }

    /// Pops every scene above the root. Does nothing at the root.
    /// - Throws: ``NavigationError/leaveRefused(scene:reason:destination:)`` unless `force`.
    public func popToRoot(force: Bool = false) throws {
        try popToRoot(requestedBy: nil, sceneID: nil, force: force)
    }

    /// ``popToRoot(force:)``, asked by the scene `instance` (``SceneContext/popToRoot()``).
    func popToRoot(requestedBy instance: Int?, sceneID: String?, force: Bool = false) throws {
        try transition(.popToRoot) {
            _ = try topOrThrow(requestedBy: instance, sceneID: sceneID)
            let root = stackStart
            try checkLeave(
                from: root + 1, LeaveRequest(kind: .popToRoot, destination: stack[root].id), force: force,
                exempt: instance)
            if stack.count > root + 1 { pop(toIndex: root) }
        }
    }

    /// Pops to the topmost instance of the scene `sceneID`. Does nothing if it is the top.
    /// - Throws: ``NavigationError/sceneNotOnStack(_:stack:suggestion:)`` if it is not on the stack;
    ///   ``NavigationError/leaveRefused(scene:reason:destination:)`` unless `force`.
    public func pop(to sceneID: String, force: Bool = false) throws {
        try pop(to: sceneID, requestedBy: nil, requester: nil, force: force)
    }

    /// ``pop(to:force:)``, asked by the scene `instance` (``SceneContext/pop(to:)``).
    func pop(to sceneID: String, requestedBy instance: Int?, requester: String?, force: Bool = false) throws {
        try transition(.popTo(sceneID)) {
            _ = try topOrThrow(requestedBy: instance, sceneID: requester)
            guard let found = stack.lastIndex(where: { $0.id == sceneID }) else {
                let ids = stack.map(\.id)
                throw NavigationError.sceneNotOnStack(
                    sceneID, stack: ids, suggestion: Suggestion.closest(to: sceneID, in: ids))
            }
            let index = landing(found)
            try checkLeave(
                from: index + 1, LeaveRequest(kind: .popTo, destination: sceneID), force: force,
                exempt: instance)
            if index < stack.count - 1 { pop(toIndex: index) }
        }
    }

    /// Pops back to the scene at `index` on the stack (0 for the root), as ``pop(to:force:)`` does
    /// by id: the way to name one of two scenes of the same id.
    /// - Throws: ``NavigationError/sceneNotOnStack(_:stack:suggestion:)`` for an index outside the
    ///   stack, and what leaving the scenes above may throw.
    public func pop(toStackIndex index: Int, force: Bool = false) throws {
        guard stack.indices.contains(index) else {
            throw NavigationError.sceneNotOnStack(String(index + 1), stack: stack.map(\.id), suggestion: nil)
        }
        let sceneID = stack[index].id
        let index = landing(index)
        try transition(.popTo(sceneID)) {
            try checkLeave(from: index + 1, LeaveRequest(kind: .popTo, destination: sceneID), force: force)
            if index < stack.count - 1 { pop(toIndex: index) }
        }
    }

    // MARK: Transitions

    /// Runs one navigation operation. `body` may throw only before it changes the stack; the
    /// scenes that became visible get `viewDidAppear` after the transition ends, so a scene may
    /// navigate from there. Observers hear of it once it is over (``NavigationObservers``).
    func transition(_ request: NavigationRequest, _ body: () throws -> Void) throws {
        guard !isTransitioning else {
            let refusal = NavigationError.transitionInProgress(request.description)
            events.refused(request, refusal, in: self)
            throw refusal
        }
        let before = events.begin(self)
        defer { events.end() }
        isTransitioning = true
        poppedInTransition.removeAll(keepingCapacity: true)
        do {
            try body()
        } catch {
            isTransitioning = false
            events.record(request, from: before, error: error, in: self)
            throw error
        }
        isTransitioning = false
        events.record(request, from: before, error: nil, in: self)
        // One at a time: a scene's viewDidAppear may navigate, which takes away what disappears
        // and sends the rest itself.
        while let scene = shown.nextWaiting() { lifecycle(.viewDidAppear, scene) }
        try carryOnAfterRedirect()
    }

    /// Presents the scene `sceneID` modally over the top, for a guard's redirect; only inside a
    /// transition.
    func presentForRedirect(_ sceneID: String) throws -> Scene {
        let scene = try makeScene(sceneID, presentation: .modal, nesting: containerPositions.count)
        if storyboard.version >= 2 {
            try InputPassing.apply(
                InputPassing.plan(inputs: [:], into: scene.contract, scene: sceneID), to: scene)
        }
        show(scene, load: true) { setPath(from: stack.count, to: [scene]) }
        return scene
    }

    /// Makes `scene` the top of the stack through `update` (sending it `viewDidLoad` first when
    /// `load`), then the lifecycle calls of what stopped and started being visible;
    /// `viewDidAppear` is left to ``transition(_:_:)``.
    func show(_ scene: Scene, load: Bool, update: () -> Void) {
        if load { lifecycle(.viewDidLoad, scene) }
        update()
        changeVisibility(top: scene, deferringAppear: true)
    }

    /// Makes the lifecycle call `call` on `scene`'s view controller, telling the witness first.
    func lifecycle(_ call: SceneLifecycleCall, _ scene: Scene) {
        lifecycleWitness?(scene, call)
        let viewController = scene.viewController
        switch call {
        case .viewDidLoad: viewController.viewDidLoad()
        case .viewWillAppear: scene.willAppear()
        case .viewDidAppear: viewController.viewDidAppear()
        case .viewWillDisappear: viewController.viewWillDisappear()
        case .viewDidDisappear: viewController.viewDidDisappear()
        }
    }

    func pop(toIndex index: Int) {
        show(stack[index], load: false) { setPath(from: index + 1, to: []) }
    }

    /// Replaces the scenes of the stack from `position` on with `scenes`, in the tree's stack
    /// that position falls in (the innermost whose root is at or below it); ``stack`` then shows
    /// the selected tab of a container among `scenes`, and so on. Keeps count of the containers
    /// and of the scenes presented modally; costs what it removes and adds.
    func setPath(from position: Int, to scenes: some Collection<Scene>) {
        var level = containerPositions.count
        while level > 0 && containerPositions[level - 1] >= position { level -= 1 }
        if position < stack.count && !events.isEmpty {
            for scene in stack[position...] { poppedInTransition.append(scene.id) }
        }
        // The root stack, or the selected tab's of the container just under `position`.
        let start = level == 0 ? 0 : containerPositions[level - 1] + 1
        let live = start == 0 ? root : stack[start - 1].container?.selectedStack ?? root
        live.replace(from: position - start, with: scenes)
        cutPath(from: position)
        appendToPath(scenes)
    }

    /// Selects tab `tab` of the container at `position` on the stack: ``stack`` shows that tab's
    /// scenes above it. Nothing leaves the tree.
    func moveTab(at position: Int, to tab: Int) {
        guard let node = stack[position].container else { return }
        node.selected = tab
        knownLocation = nil
        cutPath(from: position + 1)
        appendToPath(node.selectedStack.scenes)
    }

    /// Takes the scenes from `position` on off ``stack`` (not off the tree).
    private func cutPath(from position: Int) {
        guard position < stack.count else { return }
        // A loop rather than `count(where:)`: a main-actor closure given to the standard
        // library checks the executor on every call.
        for scene in stack[position...] where scene.presentation == .modal { modalCount -= 1 }
        stack.removeSubrange(position...)
        while let last = containerPositions.last, last >= position {
            containerPositions.removeLast()
            knownLocation = nil
        }
    }

    /// Puts `scenes` on ``stack``, then the selected tab's scenes of a container on its top, and
    /// so on.
    private func appendToPath(_ scenes: some Collection<Scene>) {
        for scene in scenes {
            if scene.isContainer {
                containerPositions.append(stack.count)
                knownLocation = nil
            }
            if scene.presentation == .modal { modalCount += 1 }
            stack.append(scene)
        }
        if let node = stack.last?.container, !node.selectedStack.scenes.isEmpty {
            appendToPath(node.selectedStack.scenes)
        }
    }

    func topOrThrow() throws(NavigationError) -> Scene {
        guard let top = stack.last else { throw .notStarted }
        return top
    }

    /// The top scene, which must be the scene `instance` when a scene asks (`sceneID` its id).
    func topOrThrow(requestedBy instance: Int?, sceneID: String?) throws(NavigationError) -> Scene {
        let top = try topOrThrow()
        if let instance, let sceneID, top.instance != instance { throw .notTopScene(sceneID) }
        return top
    }

    func makeScene(_ id: String, presentation: NavigationState.Presentation, nesting: Int = 0) throws -> Scene
    {
        guard let descriptor = storyboard.scene(withID: id) else {
            throw NavigationError.unknownScene(
                id, suggestion: Suggestion.closest(to: id, in: storyboard.scenes.lazy.map(\.id)))
        }
        if let container = descriptor.container {
            return try makeContainer(descriptor, container, presentation: presentation, nesting: nesting)
        }
        instanceCount += 1
        let context = SceneContext(
            descriptor: descriptor, presentation: presentation, environment: environment,
            instance: instanceCount,
            navigator: self)
        let (viewController, router, contract) = try registry.build(descriptor, context: context)
        let scene = Scene(
            descriptor: descriptor, presentation: presentation, viewController: viewController,
            router: router,
            instance: instanceCount, contract: contract)
        scene.navigator = self
        return scene
    }

    /// What `scene` would show built again from scratch now: a new instance of it, given the same
    /// inputs (and the guard's redirect that presented it, if one did), loaded and appeared, off
    /// the stack; `nil` for a container, in a version 1
    /// storyboard, or when it cannot be built again. Nothing the navigator holds changes. For the
    /// check that no scene drawn shows stale data (`scenes explore`).
    package func freshScreen(of scene: Scene) -> Screen? {
        guard !scene.isContainer, storyboard.version >= 2 else { return nil }
        let instances = instanceCount
        defer { instanceCount = instances }
        guard let fresh = try? makeScene(scene.id, presentation: scene.presentation),
            let plan = try? InputPassing.plan(inputs: scene.inputs, into: fresh.contract, scene: scene.id),
            (try? InputPassing.apply(plan, to: fresh)) != nil
        else { return nil }
        // In the same place: presented by the guard's redirect that presented the scene, if one did.
        let pending = pendingRedirect
        defer { pendingRedirect = pending }
        if let redirect = pending, redirect.redirectInstance == scene.instance {
            pendingRedirect = PendingRedirect(
                condition: redirect.condition, destination: redirect.destination,
                redirectInstance: fresh.instance,
                returnInstance: redirect.returnInstance, carryOn: redirect.carryOn)
        }
        fresh.viewController.viewDidLoad()
        fresh.viewController.viewWillAppear()
        return fresh.viewController.screen
    }

    /// A new instance number, for a scene being built.
    func nextInstance() -> Int {
        instanceCount += 1
        return instanceCount
    }
}
