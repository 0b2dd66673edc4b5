import SceneRuntime

/// A VIPER scene's parts: Entity, View, Presenter, Interactor, Router, ViewState, Configurator.
extension SceneParts {
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
}
