/// The files of a new coordinator module and of its tests (`scenes new NAME --coordinator`): a
/// shared module that uses the runtime, for a flow in code that spans several scenes (the Guards
/// article's `CheckoutCoordinator` is its shape). The scenes it serves reach the app's one
/// coordinator from their configurators with `<Type>.shared(in: context)`, kept by the navigator
/// (``SceneContext``'s `shared(_:make:)`): no static singleton.
enum CoordinatorTemplates {
    /// The coordinator's type: `CheckoutCoordinator` for the module `Checkout` or
    /// `CheckoutCoordinator`.
    static func type(_ name: String) -> String {
        name.hasSuffix("Coordinator") ? name : "\(name)Coordinator"
    }

    /// The types the generated module and its tests name, other than its own: a module whose type,
    /// or whose name, is one of them would hide it.
    static let namedTypes: Set<String> = [
        "SceneContext", "SceneModule", "NavigatorHarness", "StandInViewController",
        "StandInPassThroughRouter", "Suite", "Test", "String", "Contexts",
    ]

    /// The module's files, relative to its folder, with their contents.
    static func sources(_ name: String) -> [(file: String, contents: String)] {
        [("\(type(name)).swift", source(name))]
    }

    static func source(_ name: String) -> String {
        let type = type(name)
        return #"""
            public import SceneRuntime

            /// A flow that spans several scenes, written in code: the scenes it serves call it from
            /// their actions, and it moves through their contexts: `present`, `dismiss`,
            /// `performSegue`, `back`, `popToRoot`, `pop(to:)` and `replaceRoot(with:)`, each a segue
            /// or move the storyboard allows, checked as the shell's commands are.
            ///
            /// A scene reaches the app's one coordinator from its configurator (its module lists
            /// "\#(name)" on its line in Package.swift, `scenes new SCENE --uses \#(name)`):
            ///
            ///     let coordinator = \#(type).shared(in: context)
            ///
            /// The navigator keeps it, so every scene of the app gets the same one, and each test's
            /// navigator has its own: no static singleton. Like a scene module, this module is
            /// main-actor by default.
            public final class \#(type) {
                /// The scene that started the flow, waiting for it to go on.
                private var waitingScene: SceneContext?

                /// A coordinator of its own; scenes use ``shared(in:)``, the app's.
                public init() {}

                /// The app's coordinator, made the first time one of its scenes asks.
                public static func shared(in context: SceneContext) -> \#(type) {
                    context.shared(\#(type).self) { \#(type)() }
                }

                /// `scene` starts the flow: it presents `destination` (through a `modal` segue of
                /// `scene` that leads there) and waits for it to finish.
                public func start(from scene: SceneContext, presenting destination: String) throws {
                    waitingScene = scene
                    try scene.present(destination)
                }

                /// The presented scene is done: it is dismissed, then the scene that started the flow
                /// performs `segue`.
                public func finish(from presented: SceneContext, thenPerform segue: String) throws {
                    try presented.dismiss()
                    if let scene = waitingScene {
                        waitingScene = nil
                        try scene.performSegue(segue)
                    }
                }
            }

            """#
    }

    static func testSource(_ name: String) -> String {
        let type = type(name)
        return #"""
            import SceneRuntime
            import SceneTesting
            import Testing

            @testable import \#(name)

            /// The contexts the scenes of a test's storyboard were built with, by scene id.
            final class Contexts {
                var byScene: [String: SceneContext] = [:]

                /// The module of every scene of ``storyboard``: a stand-in that keeps its context.
                var module: SceneModule {
                    SceneModule(name: "Scene") { context in
                        self.byScene[context.sceneID] = context
                        return (StandInViewController(), StandInPassThroughRouter())
                    }
                }

                func context(_ scene: String) throws -> SceneContext {
                    try #require(byScene[scene], "scene \(scene) was built")
                }
            }

            /// \#(type): the scenes of one app share it, and its flow moves through their contexts.
            @Suite struct \#(name)Tests {
                /// A start scene that presents a step modally and then pushes the end of the flow.
                static let storyboard = """
                    { "version": 2, "initial": "Start", "scenes": [
                      { "id": "Start", "module": "Scene", "title": "Start", "segues": [
                        { "id": "Step", "to": "Step", "style": "modal" },
                        { "id": "Done", "to": "Done", "style": "push" } ] },
                      { "id": "Step", "module": "Scene", "title": "Step" },
                      { "id": "Done", "module": "Scene", "title": "Done" } ] }
                    """

                func started(_ contexts: Contexts) throws -> NavigatorHarness {
                    let harness = try NavigatorHarness(storyboard: Self.storyboard, modules: [contexts.module])
                    try harness.start()
                    return harness
                }

                @Test func theScenesOfOneAppShareOneCoordinatorAndAnotherAppHasItsOwn() throws {
                    // Given
                    let contexts = Contexts()
                    let harness = try started(contexts)
                    try harness.navigator.performSegue("Step")
                    let others = Contexts()
                    _ = try started(others)

                    // When
                    let sut = \#(type).shared(in: try contexts.context("Start"))

                    // Then
                    #expect(\#(type).shared(in: try contexts.context("Step")) === sut)
                    #expect(\#(type).shared(in: try others.context("Start")) !== sut)
                }

                @Test func theFlowPresentsItsStepThenGoesOnFromTheSceneThatStartedIt() throws {
                    // Given
                    let contexts = Contexts()
                    let harness = try started(contexts)
                    let sut = \#(type).shared(in: try contexts.context("Start"))

                    // When
                    try sut.start(from: try contexts.context("Start"), presenting: "Step")

                    // Then
                    #expect(harness.stackIDs == ["Start", "Step"])

                    // When
                    try sut.finish(from: try contexts.context("Step"), thenPerform: "Done")

                    // Then
                    #expect(harness.stackIDs == ["Start", "Done"])
                }
            }

            """#
    }
}
