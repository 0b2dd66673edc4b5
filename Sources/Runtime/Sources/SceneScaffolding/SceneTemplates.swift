import Foundation
import SceneRuntime

/// The files of a new scene module and of its tests, for each style. The scene shows a list
/// from its Interactor, which the author replaces with the scene's real use cases.
enum SceneTemplates {
    /// Paths relative to the package, with their contents.
    static func files(
        name n: String, style: SceneStyle, interface: SceneInterface = .empty
    ) -> [(path: String, contents: String)] {
        let contract = ContractTemplates(interface: interface)
        let scene = (style == .vip ? vip(n) : viper(n)).map { part, text in
            (part, contract.isEmpty ? text : declaring(contract, in: text, part: part, scene: n))
        }
        let tests = (style == .vip ? vipTests(n) : viperTests(n)).map { part, text in
            (part, contract.isEmpty || part != "SceneTests" ? text : testing(contract, in: text, scene: n))
        }
        return scene.map { ("Scenes/\(n)/\(n)\($0.0).swift", $0.1) }
            + tests.map { ("Tests/Scenes/\(n)Tests/\(n)\($0.0).swift", $0.1) }
    }

    /// The Interactor with the DataStore properties of the inputs and outputs, and the
    /// Configurator with the contract that binds them.
    private static func declaring(
        _ contract: ContractTemplates, in text: String, part: String, scene n: String
    )
        -> String
    {
        var lines = text.components(separatedBy: "\n")
        switch part {
        case "Interactor":
            guard let items = lines.firstIndex(where: { $0.hasPrefix("    var items = [") }) else {
                return text
            }
            lines.insert(contentsOf: contract.properties.map { "    " + $0 }, at: items + 1)
            return "import Foundation\nimport SceneRuntime\n\n" + lines.joined(separator: "\n")
        case "Configurator":
            let opening = "    public static let module = SceneModule(name: \"\(n)\") { context in"
            guard let start = lines.firstIndex(of: opening),
                let end = lines[start...].firstIndex(of: "    }")
            else { return text }
            let body = lines[(start + 1)..<end].map { "    " + $0 }
            let declaration =
                ["    public static let module = SceneModule(", "        name: \"\(n)\","]
                + contract.contract(store: "\(n)Interactor").components(separatedBy: "\n")
                + ["        build: { context in"] + body + ["        }", "    )"]
            lines.replaceSubrange(start...end, with: declaration)
            return lines.joined(separator: "\n")
        default:
            return text
        }
    }

    /// The scene's tests with one more: its inputs and outputs.
    private static func testing(_ contract: ContractTemplates, in text: String, scene n: String) -> String {
        guard let close = text.range(of: "\n}\n", options: .backwards) else { return text }
        return "import Foundation\n" + text[..<close.lowerBound] + "\n" + contract.test(scene: n) + "\n}\n"
    }

    private static func vip(_ n: String) -> [(String, String)] {
        [
            (
                "Models",
                """
                /// The \(n) scene's models: one Request, Response and ViewModel per use case.
                enum \(n) {
                    /// Showing what the scene has to show.
                    enum Load {
                        struct Request {}

                        struct Response {
                            let items: [String]
                        }

                        struct ViewModel: Equatable {
                            let lines: [String]
                        }
                    }
                }

                """
            ),
            (
                "Interactor",
                """
                protocol \(n)BusinessLogic {
                    func load(request: \(n).Load.Request)
                }

                /// The data \(n) offers to the routers of other scenes.
                protocol \(n)DataStore: AnyObject {
                    var items: [String] { get set }
                }

                /// The business logic of \(n).
                final class \(n)Interactor: \(n)BusinessLogic, \(n)DataStore {
                    var presenter: (any \(n)PresentationLogic)?
                    var items = ["Give \(n) its use cases in Scenes/\(n)/."]

                    func load(request: \(n).Load.Request) {
                        presenter?.presentLoad(response: \(n).Load.Response(items: items))
                    }
                }

                """
            ),
            (
                "Presenter",
                """
                protocol \(n)PresentationLogic {
                    func presentLoad(response: \(n).Load.Response)
                }

                /// Formats what \(n) shows.
                final class \(n)Presenter: \(n)PresentationLogic {
                    weak var viewController: (any \(n)DisplayLogic)?

                    func presentLoad(response: \(n).Load.Response) {
                        viewController?.displayLoad(viewModel: \(n).Load.ViewModel(lines: response.items))
                    }
                }

                """
            ),
            (
                "ViewController",
                """
                import SceneRuntime

                protocol \(n)DisplayLogic: AnyObject {
                    func displayLoad(viewModel: \(n).Load.ViewModel)
                }

                /// The \(n) screen.
                final class \(n)ViewController: SceneViewController, \(n)DisplayLogic {
                    var interactor: (any \(n)BusinessLogic)?
                    var router: \(n)Router?
                    private(set) var lines: [String] = []

                    static let actions: ActionTable<\(n)ViewController> = [
                        SceneAction("refresh", summary: "load again") { viewController, arguments in
                            try arguments.expectAtMost(0)
                            viewController.interactor?.load(request: \(n).Load.Request())
                        }
                    ]

                    func viewDidLoad() {
                        interactor?.load(request: \(n).Load.Request())
                    }

                    func displayLoad(viewModel: \(n).Load.ViewModel) {
                        lines = viewModel.lines
                    }

                    var screen: Screen {
                        Screen(lines.map { .text($0) })
                    }
                }

                """
            ),
            ("Router", router(n)),
            (
                "Configurator",
                """
                import SceneRuntime

                /// Builds the \(n) scene and wires its parts.
                public enum \(n)Configurator {
                    /// The \(n) module's registration.
                    public static let module = SceneModule(name: "\(n)") { context in
                        let viewController = \(n)ViewController()
                        let interactor = \(n)Interactor()
                        let presenter = \(n)Presenter()
                        let router = \(n)Router(context: context, dataStore: interactor)
                        viewController.interactor = interactor
                        viewController.router = router
                        interactor.presenter = presenter
                        presenter.viewController = viewController
                        return (viewController, router)
                    }
                }

                """
            ),
        ]
    }

    private static func router(_ n: String) -> String {
        """
        import SceneRuntime

        /// Navigates from \(n). Each edge is named after its destination: `routeToDetail()`
        /// performs the segue, and the route registered for it, `routeToDetail(_:)`, passes data
        /// by hand when the storyboard's declarations cannot:
        ///
        ///     enum SegueIdentifier: String, SceneSegueIdentifier {
        ///         case showDetail = "ShowDetail"
        ///     }
        ///
        ///     static let routes: RouteTable<\(n)Router> = [
        ///         .showDetail: { router, segue in try router.routeToDetail(segue) }
        ///     ]
        ///
        ///     func routeToDetail() throws {
        ///         try context.performSegue(SegueIdentifier.showDetail)
        ///     }
        final class \(n)Router: SceneRouterBase<any \(n)DataStore>, SceneRouter {}

        """
    }

    private static func viper(_ n: String) -> [(String, String)] {
        [
            (
                "ViewState",
                """
                /// What the \(n) View shows, prepared by the Presenter.
                struct \(n)ViewState: Equatable {
                    var lines: [String]
                }

                """
            ),
            (
                "View",
                """
                import SceneRuntime

                /// What the Presenter tells the View (Presenter → View).
                protocol \(n)ViewInput: AnyObject {
                    func show(_ state: \(n)ViewState)
                }

                /// What the View tells the Presenter (View → Presenter).
                protocol \(n)ViewOutput {
                    func viewDidLoad()
                    func didRefresh()
                }

                /// The \(n) screen (VIPER View).
                final class \(n)View: SceneViewController, \(n)ViewInput {
                    var output: (any \(n)ViewOutput)?
                    private(set) var state = \(n)ViewState(lines: [])

                    static let actions: ActionTable<\(n)View> = [
                        SceneAction("refresh", summary: "load again") { view, arguments in
                            try arguments.expectAtMost(0)
                            view.output?.didRefresh()
                        }
                    ]

                    func viewDidLoad() {
                        output?.viewDidLoad()
                    }

                    func show(_ state: \(n)ViewState) {
                        self.state = state
                    }

                    var screen: Screen {
                        Screen(state.lines.map { .text($0) })
                    }
                }

                """
            ),
            (
                "Presenter",
                """
                /// Turns the View's requests into Interactor calls, and the Interactor's results into view state.
                final class \(n)Presenter: \(n)ViewOutput, \(n)InteractorOutput {
                    weak var view: (any \(n)ViewInput)?
                    var interactor: (any \(n)InteractorInput)?
                    var wireframe: \(n)Router?

                    func viewDidLoad() {
                        interactor?.load()
                    }

                    func didRefresh() {
                        interactor?.load()
                    }

                    func loaded(_ items: [String]) {
                        view?.show(\(n)ViewState(lines: items))
                    }
                }

                """
            ),
            (
                "Interactor",
                """
                /// What the Presenter asks the Interactor (Presenter → Interactor).
                protocol \(n)InteractorInput {
                    func load()
                }

                /// What the Interactor tells the Presenter (Interactor → Presenter).
                protocol \(n)InteractorOutput: AnyObject {
                    func loaded(_ items: [String])
                }

                /// The data \(n) offers to the routers of other scenes.
                protocol \(n)DataStore: AnyObject {
                    var items: [String] { get set }
                }

                /// The business logic of \(n).
                final class \(n)Interactor: \(n)InteractorInput, \(n)DataStore {
                    weak var output: (any \(n)InteractorOutput)?
                    var items = ["Give \(n) its use cases in Scenes/\(n)/."]

                    func load() {
                        output?.loaded(items)
                    }
                }

                """
            ),
            ("Router", router(n)),
            (
                "Configurator",
                """
                import SceneRuntime

                /// Builds the \(n) scene (VIPER) and wires its parts.
                public enum \(n)Configurator {
                    /// The \(n) module's registration.
                    public static let module = SceneModule(name: "\(n)") { context in
                        let view = \(n)View()
                        let presenter = \(n)Presenter()
                        let interactor = \(n)Interactor()
                        let router = \(n)Router(context: context, dataStore: interactor)
                        view.output = presenter
                        presenter.view = view
                        presenter.interactor = interactor
                        presenter.wireframe = router
                        interactor.output = presenter
                        return (view, router)
                    }
                }

                """
            ),
        ]
    }

    private static func vipTests(_ n: String) -> [(String, String)] {
        [
            (
                "InteractorTests",
                """
                import Testing

                @testable import \(n)

                @Suite struct \(n)InteractorTests {
                    final class \(n)PresentationLogicSpy: \(n)PresentationLogic {
                        var presentLoadCalled = false
                        var response: \(n).Load.Response?

                        func presentLoad(response: \(n).Load.Response) {
                            presentLoadCalled = true
                            self.response = response
                        }
                    }

                    @Test func loadPresentsTheItems() {
                        // Given
                        let sut = \(n)Interactor()
                        let spy = \(n)PresentationLogicSpy()
                        sut.presenter = spy
                        sut.items = ["one", "two"]
                        // When
                        sut.load(request: \(n).Load.Request())
                        // Then
                        #expect(spy.presentLoadCalled)
                        #expect(spy.response?.items == ["one", "two"])
                    }
                }

                """
            ),
            (
                "PresenterTests",
                """
                import Testing

                @testable import \(n)

                @Suite struct \(n)PresenterTests {
                    final class \(n)DisplayLogicSpy: \(n)DisplayLogic {
                        var displayLoadCalled = false
                        var viewModel: \(n).Load.ViewModel?

                        func displayLoad(viewModel: \(n).Load.ViewModel) {
                            displayLoadCalled = true
                            self.viewModel = viewModel
                        }
                    }

                    @Test func presentLoadDisplaysTheLines() {
                        // Given
                        let sut = \(n)Presenter()
                        let spy = \(n)DisplayLogicSpy()
                        sut.viewController = spy
                        // When
                        sut.presentLoad(response: \(n).Load.Response(items: ["one"]))
                        // Then
                        #expect(spy.displayLoadCalled)
                        #expect(spy.viewModel == \(n).Load.ViewModel(lines: ["one"]))
                    }
                }

                """
            ),
            ("SceneTests", sceneTests(n)),
        ]
    }

    private static func viperTests(_ n: String) -> [(String, String)] {
        [
            (
                "PresenterTests",
                """
                import Testing

                @testable import \(n)

                @Suite struct \(n)PresenterTests {
                    final class \(n)ViewInputSpy: \(n)ViewInput {
                        var shown: [\(n)ViewState] = []

                        func show(_ state: \(n)ViewState) {
                            shown.append(state)
                        }
                    }

                    final class \(n)InteractorInputSpy: \(n)InteractorInput {
                        var loadCalled = 0

                        func load() {
                            loadCalled += 1
                        }
                    }

                    @Test func viewDidLoadAsksTheInteractorAndShowsWhatItLoaded() {
                        // Given
                        let sut = \(n)Presenter()
                        let view = \(n)ViewInputSpy()
                        let interactor = \(n)InteractorInputSpy()
                        sut.view = view
                        sut.interactor = interactor
                        // When
                        sut.viewDidLoad()
                        sut.loaded(["one"])
                        // Then
                        #expect(interactor.loadCalled == 1)
                        #expect(view.shown == [\(n)ViewState(lines: ["one"])])
                    }
                }

                """
            ),
            (
                "InteractorTests",
                """
                import Testing

                @testable import \(n)

                @Suite struct \(n)InteractorTests {
                    final class \(n)InteractorOutputSpy: \(n)InteractorOutput {
                        var loaded: [[String]] = []

                        func loaded(_ items: [String]) {
                            loaded.append(items)
                        }
                    }

                    @Test func loadTellsTheOutputTheItems() {
                        // Given
                        let sut = \(n)Interactor()
                        let output = \(n)InteractorOutputSpy()
                        sut.output = output
                        sut.items = ["one"]
                        // When
                        sut.load()
                        // Then
                        #expect(output.loaded == [["one"]])
                    }
                }

                """
            ),
            ("SceneTests", sceneTests(n)),
        ]
    }

    private static func sceneTests(_ n: String) -> String {
        """
        import SceneRuntime
        import SceneTesting
        import Testing

        @testable import \(n)

        @Suite struct \(n)SceneTests {
            @Test func theSceneShowsWhatItLoadsAndIsFreedWhenPopped() throws {
                let harness = try NavigatorHarness(
                    storyboard: \"\"\"
                        { "version": 1, "initial": "\(n)", "scenes": [
                          { "id": "\(n)", "module": "\(n)", "title": "\(n)" } ] }
                        \"\"\",
                    modules: [\(n)Configurator.module])
                try harness.start()
                let expected = Screen([.text("Give \(n) its use cases in Scenes/\(n)/.")])
                #expect(harness.navigator.topScene?.screen == expected)
                try harness.navigator.topScene?.perform(action: "refresh")
                let leaks = LeakTracker()
                leaks.trackParts(of: try #require(harness.navigator.topScene))
                try harness.navigator.replaceRoot(with: "\(n)")
                #expect(leaks.alive.isEmpty)
            }
        }

        """
    }
}
