import SceneRuntime
import SceneTesting

// A small VIP scene used by the runtime tests: its DataStore carries a note, its VIP cycle shows
// the note, and its router registers routes that pass the note along or fail on purpose.

@MainActor protocol NoteDataStore: AnyObject {
    var note: String { get set }
}

enum NoteModels {
    enum ShowNote {
        struct Request {}
        struct Response { let note: String }
        struct ViewModel { let text: String }
    }
}

enum FixtureError: Error, Equatable {
    case routeExploded
    case buildFailed
}

@MainActor final class NoteInteractor: NoteDataStore {
    var note = ""
    var presenter: NotePresenter?

    func showNote(_ request: NoteModels.ShowNote.Request) {
        presenter?.presentNote(NoteModels.ShowNote.Response(note: note))
    }
}

@MainActor final class NotePresenter {
    weak var viewController: NoteViewController?

    func presentNote(_ response: NoteModels.ShowNote.Response) {
        let text = response.note.isEmpty ? "(empty)" : response.note
        viewController?.displayNote(NoteModels.ShowNote.ViewModel(text: text))
    }
}

@MainActor final class NoteViewController: SceneViewController {
    let context: SceneContext
    let log: LifecycleLog
    let hooks: NoteHooks
    var interactor: NoteInteractor?
    var router: NoteRouter?
    private(set) var displayedText: String?

    init(context: SceneContext, log: LifecycleLog, hooks: NoteHooks) {
        self.context = context
        self.log = log
        self.hooks = hooks
    }

    func displayNote(_ viewModel: NoteModels.ShowNote.ViewModel) {
        displayedText = viewModel.text
    }

    func viewDidLoad() {
        log.record(context.sceneID, .didLoad)
        interactor?.showNote(NoteModels.ShowNote.Request())
        hooks.onLoad?(context)
    }

    func viewWillAppear() { log.record(context.sceneID, .willAppear) }

    func viewDidAppear() {
        log.record(context.sceneID, .didAppear)
        hooks.onAppear?(context)
    }

    func viewWillDisappear() { log.record(context.sceneID, .willDisappear) }
    func viewDidDisappear() { log.record(context.sceneID, .didDisappear) }
}

/// Behaviour a test injects into a note scene.
@MainActor final class NoteHooks {
    var onLoad: ((SceneContext) -> Void)?
    var onAppear: ((SceneContext) -> Void)?
    var onBuild: ((NoteViewController) -> Void)?
}

@MainActor final class NoteRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case open = "Open"
        case present = "Present"
        case replace = "Replace"
        case unwind = "Return"
        case explode = "Explode"
        case mismatch = "Mismatch"
    }

    var dataStore: (any NoteDataStore)?

    static let routes: RouteTable<NoteRouter> = [
        .open: { router, segue in try router.routeToOpen(segue) },
        .present: { router, segue in try router.routeToOpen(segue) },
        .replace: { router, segue in try router.routeToOpen(segue) },
        .unwind: { router, segue in try router.routeToReturn(segue) },
        .explode: { _, _ in throw FixtureError.routeExploded },
        .mismatch: { _, segue in _ = try segue.destinationDataStore(as: (any NoteDataStore).self) },
    ]

    /// Passes the note forward.
    func routeToOpen(_ segue: Segue) throws {
        let destination = try segue.destinationDataStore(as: (any NoteDataStore).self)
        destination.note = dataStore?.note ?? ""
    }

    /// Passes the note back to the scene returned to.
    func routeToReturn(_ segue: Segue) throws {
        let destination = try segue.destinationDataStore(as: (any NoteDataStore).self)
        destination.note = "returned: " + (dataStore?.note ?? "")
    }
}

@MainActor enum NoteConfigurator {
    /// A note module registered under `name`, logging lifecycle events into `log`.
    static func module(named name: String, log: LifecycleLog, hooks: NoteHooks = NoteHooks()) -> SceneModule {
        SceneModule(name: name) { context in
            let viewController = NoteViewController(context: context, log: log, hooks: hooks)
            let interactor = NoteInteractor()
            let presenter = NotePresenter()
            let router = NoteRouter()
            viewController.interactor = interactor
            viewController.router = router
            interactor.presenter = presenter
            presenter.viewController = viewController
            router.dataStore = interactor
            hooks.onBuild?(viewController)
            return (viewController, router)
        }
    }
}

// A scene whose DataStore is not a NoteDataStore, for the mismatch tests.

@MainActor final class OtherInteractor {}

@MainActor final class OtherViewController: SceneViewController {}

@MainActor final class OtherRouter: SceneRouter {
    let dataStore = OtherInteractor()
}

enum OtherConfigurator {
    static let module = SceneModule(name: "Other") { _ in (OtherViewController(), OtherRouter()) }
    static let broken = SceneModule(name: "Broken") { _ -> (OtherViewController, OtherRouter) in
        throw FixtureError.buildFailed
    }
}
