import SceneRuntime

/// A VIPER scene's parts, as article 003 has them: Entity, View, Presenter (holding the Router),
/// Interactor (over a Worker, its data layer), Worker, Router, ViewState, and the Configurator that
/// builds the concrete parts and gives each what it uses.
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
                    var presenter: (any \(n)ViewOutput)?

                \(about(file: "\(n)View"))

                    func viewDidLoad() {
                        presenter?.viewDidLoad()
                    }

                    var screen: Screen {
                        let fields = presenter?.state.fields ?? []
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
                /// state, which the View follows. It holds the Router: navigation an event asks for
                /// goes Presenter → Router (`try router.routeTo…()`).
                @Observable final class \(n)Presenter: \(n)ViewOutput, \(n)InteractorOutput {
                    private(set) var state = \(n)ViewState(fields: [])
                    @ObservationIgnored let interactor: any \(n)InteractorInput
                    @ObservationIgnored let router: any \(n)Wireframe

                    init(interactor: any \(n)InteractorInput, router: any \(n)Wireframe) {
                        self.interactor = interactor
                        self.router = router
                    }

                    func viewDidLoad() {
                        interactor.loadEntity()
                    }

                    func entityLoaded(_ entity: \(n)Entity) {
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
                        func loadEntity()
                    }

                    /// What the Interactor tells the Presenter (Interactor → Presenter).
                    protocol \(n)InteractorOutput: AnyObject {
                        func entityLoaded(_ entity: \(n)Entity)
                    }

                    \(dataStore)

                    /// The business logic of \(n), over the data layer its Configurator gives it.
                    final class \(n)Interactor: \(n)InteractorInput, \(n)DataStore {
                        weak var output: (any \(n)InteractorOutput)?
                    \(storedProperties)    private let worker: \(n)Worker

                        init(worker: \(n)Worker) {
                            self.worker = worker
                        }

                        func loadEntity() {
                            let entity = worker.fetchEntity(for: self)
                            output?.entityLoaded(entity)
                        }
                    }

                    """
            ),
            (
                "Worker",
                imports() + """
                    /// Where \(n)'s entity comes from (the data layer), given to the Interactor by the
                    /// Configurator. Here it is made of the scene's inputs; for records the app keeps, fetch
                    /// them from a shared module's worker (`scenes new NAME --domain`, then `--uses NAME`).
                    final class \(n)Worker {
                        func fetchEntity(for scene: any \(n)DataStore) -> \(n)Entity {
                    \(wrapped("\(n)Entity", inputs.map { "\($0.name): scene.\($0.name)" }, indent: 8))
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
                        let interactor = \(n)Interactor(worker: \(n)Worker())
                        let router = \(n)Router(context: context, dataStore: interactor)
                        let presenter = \(n)Presenter(interactor: interactor, router: router)
                        view.presenter = presenter
                        interactor.output = presenter
                        return (view, router)
                        """)
            ),
        ]
    }
}
