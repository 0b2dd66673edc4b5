import Foundation
import SceneRuntime

/// The files of a new scene module and of its tests, for each style: the smallest scene that
/// shows its inputs (a field each) and offers the segues that leave it, named as Clean Swift's
/// CleanStore names things, with tests of what it does.
enum SceneTemplates {
    /// Paths relative to the package, with their contents.
    static func files(
        name n: String, style: SceneStyle, interface: SceneInterface = .empty, uses: [String] = []
    ) -> [(path: String, contents: String)] {
        let parts = Parts(scene: n, contract: ContractTemplates(interface: interface), uses: uses)
        let scene = style == .vip ? parts.vip : parts.viper
        let tests = style == .vip ? parts.vipTests : parts.viperTests
        return scene.map { ("Scenes/\(n)/\(n)\($0.0).swift", $0.1) }
            + tests.map { ("Tests/Scenes/\(n)Tests/\(n)\($0.0).swift", $0.1) }
    }
}

/// The text of each part of one scene.
private struct Parts {
    let scene: String
    let contract: ContractTemplates
    let uses: [String]

    var n: String { scene }
    var inputs: [SceneInterface.Input] { contract.interface.inputs }

    /// `import` lines for the types the inputs and outputs use, and for the shared modules.
    func imports(_ modules: [String] = [], types: Bool = true) -> String {
        var all = Set(modules)
        if types { all.formUnion(contract.typeImports) }
        return all.sorted().map { "import \($0)\n" }.joined() + (all.isEmpty ? "" : "\n")
    }

    /// `let name: Type` for each input (a Response's or an Entity's members), indented by `indent`.
    func members(indent: Int, keyword: String = "let") -> String {
        let margin = String(repeating: " ", count: indent)
        return inputs.map {
            "\(margin)\(keyword) \($0.name): \(ContractTemplates.swiftType($0.type))\($0.isRequired ? "" : "?")\n"
        }.joined()
    }

    /// The fields shown for the inputs of `source` (`response`, `entity`), as `.init(...)`.
    func fields(of source: String) -> [String] {
        inputs.map { input -> String in
            let value = "\(source).\(input.name)"
            let text: String
            switch (input.type, input.isRequired) {
            case (.text, true): text = value
            case (.text, false): text = "\(value) ?? \"none\""
            case (_, true): text = "\"\\(\(value))\""
            case (_, false): text = "\(value).map { \"\\($0)\" } ?? \"none\""
            }
            return ".init(label: \"\(input.name)\", value: \(text))"
        }
    }

    /// The inputs' sample values as arguments: `orderID: 42`.
    var sampleArguments: [String] {
        inputs.map { "\($0.name): \(ContractTemplates.swiftSample($0.type))" }
    }

    /// The inputs as arguments of the same name: `orderID: orderID`.
    var inputArguments: [String] {
        inputs.map { "\($0.name): \($0.name)" }
    }

    /// The fields the samples are shown as, as `.init(...)` (`.field(...)` for a screen's lines).
    func sampleFields(_ kind: String = "init") -> [String] {
        inputs.map { ".\(kind)(label: \"\($0.name)\", value: \(contract.displayedSample($0.type)))" }
    }

    /// The rest of a declaration after its `{`: `}` for no members, else the members' lines and
    /// `}` at `indent`.
    func braced(_ members: String, indent: Int) -> String {
        members.isEmpty ? "}" : "\n" + members + String(repeating: " ", count: indent) + "}"
    }

    /// `[]`, or the elements a line each at `indent + 4`, closed at `indent`, as swift-format
    /// writes them: a trailing comma only after more than one.
    func list(_ elements: [String], indent: Int) -> String {
        guard !elements.isEmpty else { return "[]" }
        let margin = String(repeating: " ", count: indent + 4)
        return "[\n" + elements.map { margin + $0 }.joined(separator: ",\n") + (elements.count > 1 ? "," : "")
            + "\n" + String(repeating: " ", count: indent) + "]"
    }

    /// `head(arguments)tail` at `indent`, on one line if it fits in 110 columns, else with the
    /// arguments on the next line (or a line each), as swift-format writes it.
    func wrapped(_ head: String, _ arguments: [String], tail: String = "", indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        let inner = String(repeating: " ", count: indent + 4)
        let one = margin + head + "(" + arguments.joined(separator: ", ") + ")" + tail
        if one.count <= 110 || arguments.isEmpty { return one }
        let next = inner + arguments.joined(separator: ", ") + ")" + tail
        if next.count <= 110 { return margin + head + "(\n" + next }
        return margin + head + "(\n" + arguments.map { inner + $0 }.joined(separator: ",\n") + ")" + tail
    }

    /// The line a new scene shows first, saying what it is and which file to edit next (`file`, its
    /// ViewController's or View's, where the line is written), as a `static let about` of that type
    /// at an indent of 4.
    func about(file: String) -> String {
        """
            /// What this new scene says first: what it is, and where to change what it shows. Take it
            /// out once the scene shows something of its own.
            static let about =
                "\(Self.aboutLine(scene: n, file: file))"
        """
    }

    /// The text of ``about(file:)``: `This is the Journal scene: to change what it shows, edit
    /// Scenes/Journal/JournalViewController.swift.`
    static func aboutLine(scene: String, file: String) -> String {
        "This is the \(scene) scene: to change what it shows, edit Scenes/\(scene)/\(file).swift."
    }

    /// The DataStore protocol: a property for each input and output.
    var dataStore: String {
        let properties = contract.propertyNames.map { "    var \($0.name): \($0.type) { get set }\n" }
            .joined()
        return """
            /// What \(n) holds for the routers of other scenes: its inputs and outputs, as its
            /// Configurator's contract declares them.
            protocol \(n)DataStore: AnyObject {\(braced(properties, indent: 0))
            """
    }

    /// The Interactor's properties, a line each.
    var storedProperties: String {
        contract.properties.map { "    \($0)\n" }.joined()
    }

    var vip: [(String, String)] {
        [
            (
                "Models",
                imports() + """
                    /// The \(n) scene's models: one Request, Response and ViewModel per use case.
                    enum \(n) {
                        /// Showing the scene: its inputs.
                        enum ShowScene {
                            struct Request {}

                            struct Response {\(braced(members(indent: 12), indent: 8))

                            struct ViewModel: Equatable {
                                /// A label and its value, shown on a line.
                                struct Field: Equatable {
                                    let label: String
                                    let value: String
                                }

                                let fields: [Field]
                            }
                        }
                    }

                    """
            ),
            (
                "Interactor",
                imports(uses) + """
                    protocol \(n)BusinessLogic {
                        func showScene(request: \(n).ShowScene.Request)
                    }

                    \(dataStore)

                    /// The business logic of \(n).
                    final class \(n)Interactor: \(n)BusinessLogic, \(n)DataStore {
                        var presenter: (any \(n)PresentationLogic)?
                    \(storedProperties)
                        func showScene(request: \(n).ShowScene.Request) {
                    \(wrapped("let response = \(n).ShowScene.Response", inputArguments, indent: 8))
                            presenter?.presentScene(response: response)
                        }
                    }

                    """
            ),
            (
                "Presenter",
                """
                protocol \(n)PresentationLogic {
                    func presentScene(response: \(n).ShowScene.Response)
                }

                /// Formats what \(n) shows: each input as a field.
                final class \(n)Presenter: \(n)PresentationLogic {
                    weak var viewController: (any \(n)DisplayLogic)?

                    func presentScene(response: \(n).ShowScene.Response) {
                        let fields: [\(n).ShowScene.ViewModel.Field] = \(list(fields(of: "response"), indent: 8))
                        viewController?.displayScene(viewModel: \(n).ShowScene.ViewModel(fields: fields))
                    }
                }

                """
            ),
            (
                "ViewController",
                """
                import SceneRuntime

                protocol \(n)DisplayLogic: AnyObject {
                    func displayScene(viewModel: \(n).ShowScene.ViewModel)
                }

                /// The \(n) screen: a line saying what it is, then its inputs, a field each. The shell
                /// offers the segues that leave it (`go ID`); an action that performs one calls the
                /// router's `routeTo…`.
                final class \(n)ViewController: SceneViewController, \(n)DisplayLogic {
                    var interactor: (any \(n)BusinessLogic)?
                    var router: (any \(n)RoutingLogic)?
                    private(set) var displayed = \(n).ShowScene.ViewModel(fields: [])

                \(about(file: "\(n)ViewController"))

                    func viewDidLoad() {
                        interactor?.showScene(request: \(n).ShowScene.Request())
                    }

                    func displayScene(viewModel: \(n).ShowScene.ViewModel) {
                        displayed = viewModel
                    }

                    var screen: Screen {
                        Screen([.text(Self.about)] + displayed.fields.map { .field(label: $0.label, value: $0.value) })
                    }
                }

                """
            ),
            ("Router", router(routing: "\(n)RoutingLogic", holder: "view controller")),
            (
                "Configurator",
                configurator(
                    summary: "Builds the \(n) scene and wires its parts.",
                    body: """
                        let viewController = \(n)ViewController()
                        let interactor = \(n)Interactor()
                        let presenter = \(n)Presenter()
                        let router = \(n)Router(context: context, dataStore: interactor)
                        viewController.interactor = interactor
                        viewController.router = router
                        interactor.presenter = presenter
                        presenter.viewController = viewController
                        return (viewController, router)
                        """)
            ),
        ]
    }

    /// The Router: the routing protocol, empty until the scene has segues of its own to perform,
    /// and the class.
    func router(routing: String, holder: String) -> String {
        """
        import SceneRuntime

        /// What the \(holder) asks of navigation: a `routeTo…` for each segue leaving \(n) that an
        /// action performs, as
        ///
        ///     func routeToDetail() throws
        protocol \(routing) {}

        /// Navigates from \(n). A segue whose data the storyboard passes (`"pass"`, a version 2
        /// storyboard) needs no route here; one that passes data by hand registers a route for its
        /// identifier, `routeTo…(_ segue:)`, the trigger's name with the segue:
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
        final class \(n)Router: SceneRouterBase<any \(n)DataStore>, SceneRouter,
            \(routing)
        {}

        """
    }

    /// The Configurator: the module's registration, with the contract if there is one.
    func configurator(summary: String, body: String) -> String {
        let indented = body.components(separatedBy: "\n").map { $0.isEmpty ? $0 : "    " + $0 }
        if contract.isEmpty {
            return """
                import SceneRuntime

                /// \(summary)
                public enum \(n)Configurator {
                    /// The \(n) module's registration.
                    public static let module = SceneModule(name: "\(n)") { context in
                \(indented.map { "    " + $0 }.joined(separator: "\n"))
                    }
                }

                """
        }
        return """
            import SceneRuntime

            /// \(summary)
            public enum \(n)Configurator {
                /// The \(n) module's registration, with the inputs and outputs it declares.
                public static let module = SceneModule(
                    name: "\(n)",
            \(contract.contract(store: "\(n)Interactor"))
                    build: { context in
            \(indented.map { "        " + $0 }.joined(separator: "\n"))
                    }
                )
            }

            """
    }

    var viper: [(String, String)] {
        [
            (
                "Entity",
                imports() + """
                    /// What \(n) shows: its inputs.
                    struct \(n)Entity: Equatable {\(braced(members(indent: 4), indent: 0))

                    """
            ),
            (
                "ViewState",
                """
                /// What the \(n) View shows, prepared by the Presenter: a label and its value a line.
                struct \(n)ViewState: Equatable {
                    struct Field: Equatable {
                        let label: String
                        let value: String
                    }

                    var fields: [Field]
                }

                """
            ),
            (
                "View",
                """
                import SceneRuntime

                /// What the View tells the Presenter (View → Presenter), and the state it follows.
                protocol \(n)ViewOutput: AnyObject {
                    var state: \(n)ViewState { get }
                    func viewDidLoad()
                }

                /// The \(n) screen (VIPER View): a line saying what it is, then its inputs, a field each.
                /// It follows the Presenter's observable state: the runtime draws the screen again when
                /// that changes. The shell offers the segues that leave it (`go ID`).
                final class \(n)View: SceneViewController {
                    var output: (any \(n)ViewOutput)?

                \(about(file: "\(n)View"))

                    func viewDidLoad() {
                        output?.viewDidLoad()
                    }

                    var screen: Screen {
                        let fields = output?.state.fields ?? []
                        return Screen([.text(Self.about)] + fields.map { .field(label: $0.label, value: $0.value) })
                    }
                }

                """
            ),
            (
                "Presenter",
                """
                import Observation

                /// Asks the Interactor for the entity when the View loads, and publishes it as view
                /// state, which the View follows.
                @Observable final class \(n)Presenter: \(n)ViewOutput, \(n)InteractorOutput {
                    private(set) var state = \(n)ViewState(fields: [])
                    @ObservationIgnored var interactor: (any \(n)InteractorInput)?
                    @ObservationIgnored var wireframe: (any \(n)Wireframe)?

                    func viewDidLoad() {
                        interactor?.fetchEntity()
                    }

                    func fetched(_ entity: \(n)Entity) {
                        let fields: [\(n)ViewState.Field] = \(list(fields(of: "entity"), indent: 8))
                        state = \(n)ViewState(fields: fields)
                    }
                }

                """
            ),
            (
                "Interactor",
                imports(uses) + """
                    /// What the Presenter asks the Interactor (Presenter → Interactor).
                    protocol \(n)InteractorInput {
                        func fetchEntity()
                    }

                    /// What the Interactor tells the Presenter (Interactor → Presenter).
                    protocol \(n)InteractorOutput: AnyObject {
                        func fetched(_ entity: \(n)Entity)
                    }

                    \(dataStore)

                    /// The business logic of \(n).
                    final class \(n)Interactor: \(n)InteractorInput, \(n)DataStore {
                        weak var output: (any \(n)InteractorOutput)?
                    \(storedProperties)
                        func fetchEntity() {
                    \(wrapped("let entity = \(n)Entity", inputArguments, indent: 8))
                            output?.fetched(entity)
                        }
                    }

                    """
            ),
            ("Router", router(routing: "\(n)Wireframe", holder: "Presenter")),
            (
                "Configurator",
                configurator(
                    summary: "Builds the \(n) scene (VIPER) and wires its parts.",
                    body: """
                        let view = \(n)View()
                        let presenter = \(n)Presenter()
                        let interactor = \(n)Interactor()
                        let router = \(n)Router(context: context, dataStore: interactor)
                        view.output = presenter
                        presenter.interactor = interactor
                        presenter.wireframe = router
                        interactor.output = presenter
                        return (view, router)
                        """)
            ),
        ]
    }

    /// Sets each input of `sut` to its sample, a line each, indented by 8.
    var givenSamples: String {
        inputs.map { "        sut.\($0.name) = \(ContractTemplates.swiftSample($0.type))\n" }.joined()
    }

    var vipTests: [(String, String)] {
        [
            (
                "InteractorTests",
                imports(["Testing"]) + """
                    @testable import \(n)

                    @Suite struct \(n)InteractorTests {
                        final class \(n)PresentationLogicSpy: \(n)PresentationLogic {
                            var presentSceneCalled = false
                            var response: \(n).ShowScene.Response?

                            func presentScene(response: \(n).ShowScene.Response) {
                                presentSceneCalled = true
                                self.response = response
                            }
                        }

                        @Test func showSceneAsksThePresenterToPresentItsInputs() {
                            // Given
                            let sut = \(n)Interactor()
                            let spy = \(n)PresentationLogicSpy()
                            sut.presenter = spy
                    \(givenSamples)        // When
                            sut.showScene(request: \(n).ShowScene.Request())
                            // Then
                            #expect(spy.presentSceneCalled)
                    \(inputs.map { "        #expect(spy.response?.\($0.name) == \(ContractTemplates.swiftSample($0.type)))\n" }.joined())    }
                    }

                    """
            ),
            (
                "PresenterTests",
                imports(["Testing"]) + """
                    @testable import \(n)

                    @Suite struct \(n)PresenterTests {
                        final class \(n)DisplayLogicSpy: \(n)DisplayLogic {
                            var displayed: [\(n).ShowScene.ViewModel] = []

                            func displayScene(viewModel: \(n).ShowScene.ViewModel) {
                                displayed.append(viewModel)
                            }
                        }

                        @Test func presentSceneDisplaysEachInputAsAField() {
                            // Given
                            let sut = \(n)Presenter()
                            let spy = \(n)DisplayLogicSpy()
                            sut.viewController = spy
                            // When
                    \(wrapped("let response = \(n).ShowScene.Response", sampleArguments, indent: 8))
                            sut.presentScene(response: response)
                            // Then
                            let fields: [\(n).ShowScene.ViewModel.Field] = \(list(sampleFields(), indent: 8))
                            #expect(spy.displayed == [\(n).ShowScene.ViewModel(fields: fields)])
                        }
                    }

                    """
            ),
            ("SceneTests", sceneTests(view: "\(n)ViewController")),
        ]
    }

    var viperTests: [(String, String)] {
        [
            (
                "PresenterTests",
                imports(["Testing"]) + """
                    @testable import \(n)

                    @Suite struct \(n)PresenterTests {
                        final class \(n)InteractorInputSpy: \(n)InteractorInput {
                            var fetchEntityCalled = 0

                            func fetchEntity() {
                                fetchEntityCalled += 1
                            }
                        }

                        @Test func theViewLoadingAsksTheInteractorForTheEntityAndPublishesItsInputs() {
                            // Given
                            let sut = \(n)Presenter()
                            let interactor = \(n)InteractorInputSpy()
                            sut.interactor = interactor
                            // When
                            sut.viewDidLoad()
                    \(wrapped("let entity = \(n)Entity", sampleArguments, indent: 8))
                            sut.fetched(entity)
                            // Then
                            #expect(interactor.fetchEntityCalled == 1)
                            let fields: [\(n)ViewState.Field] = \(list(sampleFields(), indent: 8))
                            #expect(sut.state == \(n)ViewState(fields: fields))
                        }
                    }

                    """
            ),
            (
                "InteractorTests",
                imports(["Testing"]) + """
                    @testable import \(n)

                    @Suite struct \(n)InteractorTests {
                        final class \(n)InteractorOutputSpy: \(n)InteractorOutput {
                            var fetched: [\(n)Entity] = []

                            func fetched(_ entity: \(n)Entity) {
                                fetched.append(entity)
                            }
                        }

                        @Test func fetchEntityTellsTheOutputTheInputs() {
                            // Given
                            let sut = \(n)Interactor()
                            let output = \(n)InteractorOutputSpy()
                            sut.output = output
                    \(givenSamples)        // When
                            sut.fetchEntity()
                            // Then
                    \(wrapped("let expected = \(n)Entity", sampleArguments, indent: 8))
                            #expect(output.fetched == [expected])
                        }
                    }

                    """
            ),
            ("SceneTests", sceneTests(view: "\(n)View")),
        ]
    }

    /// The `pass` of the test storyboard's segue into the scene: a sample of each required input.
    var testPass: String {
        let required = inputs.filter(\.isRequired)
        guard !required.isEmpty else { return "" }
        let entries = required.map {
            #""\#($0.name)": { "value": \#(ContractTemplates.sample($0.type).json) }"#
        }
        return #", "pass": { "# + entries.joined(separator: ", ") + " }"
    }

    /// The whole scene through SceneTesting: it shows what it is and its inputs, offers the segue
    /// that leaves it in a storyboard, and is freed when it leaves the stack; and its contract, if
    /// it has one. `view` is the type whose `about` line the screen starts with.
    func sceneTests(view: String) -> String {
        let testing = contract.isEmpty ? "" : contract.test(scene: n) + "\n"
        return imports(["SceneRuntime", "SceneTesting", "Testing"]) + """
            @testable import \(n)

            @Suite struct \(n)SceneTests {
                @Test func itShowsItsInputs() throws {
                    let harness = try NavigatorHarness(
                        showing: \(n)Configurator.module,
                        inputs: \(contract.sampleInputs(indent: 12)))
                    let fields: [Screen.Line] = \(list(sampleFields("field"), indent: 8))
                    #expect(harness.navigator.topScene?.screen == Screen([.text(\(view).about)] + fields))
                }

                @Test func itOffersTheSeguesLeavingItAndIsFreedWhenLeft() throws {
                    let harness = try NavigatorHarness(
                        storyboard: \"\"\"
                            { "version": 2, "initial": "Start", "scenes": [
                              { "id": "Start", "module": "Start", "title": "Start", "segues": [
                                  { "id": "Show\(n)", "to": "\(n)", "style": "push"\(testPass) } ] },
                              { "id": "\(n)", "module": "\(n)", "title": "\(n)", "segues": [
                                  { "id": "Next", "to": "Next", "style": "push" } ] },
                              { "id": "Next", "module": "Next", "title": "Next" } ] }
                            \"\"\",
                        modules: [
                            \(n)Configurator.module, StandInScene.moduleRoutingEverySegue(named: "Start"),
                            StandInScene.moduleRoutingEverySegue(named: "Next"),
                        ])
                    try harness.start()
                    try harness.navigator.performSegue("Show\(n)")
                    let leaks = LeakTracker()
                    leaks.trackParts(of: try #require(harness.navigator.topScene))
                    try harness.navigator.performSegue("Next")
                    #expect(harness.stackIDs == ["Start", "\(n)", "Next"])
                    try harness.navigator.popToRoot()
                    #expect(leaks.alive.isEmpty)
                }
            \(testing)}

            """
    }
}
