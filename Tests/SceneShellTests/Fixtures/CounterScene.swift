import Foundation
import SceneRuntime

@testable import SceneShell

// A small scene with actions, a screen and segues, for driving the shell in tests.

@MainActor protocol CounterDataStore: AnyObject {
    var count: Int { get set }
}

@MainActor final class CounterInteractor: CounterDataStore {
    var count = 0
    var name = "counter"
}

@MainActor final class CounterViewController: SceneViewController {
    let context: SceneContext
    var interactor: CounterInteractor?
    private var message: Screen.Line?

    init(context: SceneContext) {
        self.context = context
    }

    static let actions: ActionTable<CounterViewController> = [
        SceneAction("add", arguments: "[N]", summary: "add N (default 1) to the count") { viewController, arguments in
            try arguments.expectAtMost(1)
            let amount = arguments.count == 0 ? 1 : try arguments.integer(0, name: "N", in: -1_000...1_000)
            viewController.interactor?.count += amount
            viewController.message = .success("added \(amount)")
        },
        SceneAction("rename", arguments: "NAME", summary: "rename the counter") { viewController, arguments in
            viewController.interactor?.name = try arguments.string(0, name: "NAME")
            viewController.message = nil
        },
        SceneAction("open", summary: "open the next counter") { viewController, _ in
            try viewController.context.performSegue(CounterRouter.SegueIdentifier.next)
        },
        SceneAction("fail", summary: "always refused") { _, _ in
            throw ActionError.unavailable(action: "fail", reason: "it never works")
        },
    ]

    var screen: Screen {
        var lines: [Screen.Line] = [
            .field(label: "Name", value: interactor?.name ?? ""),
            .field(label: "Count", value: String(interactor?.count ?? 0)),
        ]
        if let message { lines.append(message) }
        return Screen(lines)
    }
}

@MainActor final class CounterRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case next = "Next"
        case modal = "Modal"
        case done = "Done"
    }

    var dataStore: CounterInteractor?

    static let routes: RouteTable<CounterRouter> = [
        .next: { router, segue in try router.pass(segue) },
        .modal: { router, segue in try router.pass(segue) },
        .done: { router, segue in try router.pass(segue) },
    ]

    func pass(_ segue: Segue) throws {
        let destination = try segue.destinationDataStore(as: (any CounterDataStore).self)
        destination.count = dataStore?.count ?? 0
    }
}

enum CounterConfigurator {
    static let module = SceneModule(name: "Counter") { context in
        let viewController = CounterViewController(context: context)
        let interactor = CounterInteractor()
        let router = CounterRouter()
        viewController.interactor = interactor
        router.dataStore = interactor
        return (viewController, router)
    }
}

/// Storyboards written to a temporary directory.
struct TemporaryStoryboard {
    let directory: URL
    let path: String

    init(_ json: String = TemporaryStoryboard.counters) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("scenes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent("scenes.json").path
        try write(json)
    }

    func write(_ json: String) throws {
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    static let counters = """
        {
          "version": 1,
          "initial": "First",
          "scenes": [
            { "id": "First", "module": "Counter", "title": "First counter", "segues": [
                { "id": "Next", "to": "Second" },
                { "id": "Modal", "to": "Sheet", "style": "modal" } ] },
            { "id": "Second", "module": "Counter", "title": "Second counter", "segues": [
                { "id": "Next", "to": "Second" },
                { "id": "Done", "to": "First", "style": "unwind" } ] },
            { "id": "Sheet", "module": "Counter", "title": "Sheet", "segues": [
                { "id": "Next", "to": "Second" } ] }
          ]
        }
        """
}

@MainActor func counterRegistry() throws -> SceneRegistry {
    let registry = SceneRegistry()
    try registry.register(CounterConfigurator.module)
    return registry
}

/// A shell on `storyboard` with the counter scene registered, its data kept beside the storyboard
/// and its output thrown away (each command's output is in what `execute` returns).
@MainActor func launchCounterShell(on storyboard: TemporaryStoryboard) throws -> Shell? {
    Shell.launch(
        registry: try counterRegistry(), configPath: storyboard.path,
        environment: SceneEnvironment(dataDirectory: storyboard.directory.path), colors: false,
        console: Console(out: { _ in }, err: { _ in }))
}
