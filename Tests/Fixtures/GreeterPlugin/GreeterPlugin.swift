import Observation
import SceneRuntime

// A scene plugin used by the tests: built by `swift test` as libGreeterPlugin.so and loaded at
// run time. Its scene greets the name it is given and passes a reply back, both through
// SharedDataStore, the DataStore protocol of the runtime. `wave` is answered a moment after the
// command returned, from async work that changes an observable presenter: the shell draws the
// screen again (with the title `Greeter (waving)`) without another command.

/// Whether the greeter waves back, observable.
@MainActor @Observable final class GreeterPresenter {
    var wavesBack = false

    /// Waves back a moment later, as a presenter does when a worker's async call comes back.
    func waveBackSoon() {
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(300))
            self.wavesBack = true
        }
    }
}

@MainActor final class GreeterInteractor: SharedDataStore {
    var sharedValues: [String: String] = [:]
}

@MainActor final class GreeterViewController: SceneViewController {
    let context: SceneContext
    var interactor: GreeterInteractor?
    let presenter = GreeterPresenter()

    init(context: SceneContext) {
        self.context = context
    }

    static let actions: ActionTable<GreeterViewController> = [
        SceneAction("reply", arguments: "TEXT", kinds: [.freeText], summary: "answer and go back") {
            viewController, arguments in
            viewController.interactor?.sharedValues["reply"] = arguments.rest(from: 0)
            try viewController.context.performSegue(GreeterRouter.SegueIdentifier.done)
        },
        SceneAction("wave", summary: "wave; the greeter waves back in a moment") { viewController, _ in
            viewController.presenter.waveBackSoon()
        },
    ]

    var screen: Screen {
        Screen(
            [.text("Hello, \(interactor?.sharedValues["name"] ?? "stranger")!")]
                + (presenter.wavesBack ? [.success("The greeter waves back.")] : []))
    }

    var navigationTitle: String? { presenter.wavesBack ? "Greeter (waving)" : nil }
}

@MainActor final class GreeterRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case done = "Done"
    }

    var dataStore: GreeterInteractor?

    static let routes: RouteTable<GreeterRouter> = [
        .done: { router, segue in
            let destination = try segue.destinationDataStore(as: (any SharedDataStore).self)
            destination.sharedValues["reply"] = router.dataStore?.sharedValues["reply"]
        }
    ]
}

enum GreeterConfigurator {
    static let module = SceneModule(name: "Greeter") { context in
        let viewController = GreeterViewController(context: context)
        let interactor = GreeterInteractor()
        let router = GreeterRouter()
        viewController.interactor = interactor
        router.dataStore = interactor
        return (viewController, router)
    }
    // A condition the plugin registers: a guard of the host's storyboard may name it.
    .adding(conditions: [SceneCondition("greeterAwake") { _ in true }])
}

@_cdecl("sceneruntime_plugin")
public func sceneRuntimePlugin() -> UnsafeMutableRawPointer {
    ScenePlugin(modules: [GreeterConfigurator.module]).exported()
}
