import SceneRuntime

/// A VIP scene's parts: Models, ViewController, Interactor (over a Worker, its data layer), Worker,
/// Presenter, Router, Configurator.
extension SceneParts {
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

                    /// The business logic of \(n), over the data layer its Configurator gives it.
                    final class \(n)Interactor: \(n)BusinessLogic, \(n)DataStore {
                        var presenter: (any \(n)PresentationLogic)?
                    \(storedProperties)    private let worker: \(n)Worker

                        init(worker: \(n)Worker = \(n)Worker()) {
                            self.worker = worker
                        }

                        func showScene(request: \(n).ShowScene.Request) {
                            presenter?.presentScene(response: worker.fetchScene(for: self))
                        }
                    }

                    """
            ),
            (
                "Worker",
                imports() + """
                    /// Where \(n)'s data comes from (the data layer), given to the Interactor by the
                    /// Configurator. Here it is made of the scene's inputs; for records the app keeps, fetch
                    /// them from a shared module's worker (`scenes new NAME --domain`, then `--uses NAME`).
                    final class \(n)Worker {
                        func fetchScene(for scene: any \(n)DataStore) -> \(n).ShowScene.Response {
                    \(wrapped("\(n).ShowScene.Response", inputs.map { "\($0.name): scene.\($0.name)" }, indent: 8))
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
                        let interactor = \(n)Interactor(worker: \(n)Worker())
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
}
