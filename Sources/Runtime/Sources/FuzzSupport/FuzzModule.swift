package import SceneRuntime
import SceneTesting

/// A scene module for the fuzz targets: its router routes every segue, and its ViewController has
/// actions that take words, numbers and segue names, so that fuzzed input reaches them.
package enum FuzzModule {
    /// A module named `name`.
    package static func module(named name: String) -> SceneModule {
        SceneModule(name: name) { context in
            (FuzzViewController(context: context), StandInPassThroughRouter())
        }
    }
}

/// Keeps what its actions were given and shows it.
@MainActor final class FuzzViewController: SceneViewController {
    private let context: SceneContext
    private var lines: [Screen.Line] = []

    init(context: SceneContext) {
        self.context = context
    }

    static let actions: ActionTable<FuzzViewController> = [
        SceneAction("say", arguments: "TEXT...", summary: "show TEXT") { viewController, arguments in
            viewController.lines = [.text(arguments.rest(from: 0))]
        },
        SceneAction("count", arguments: "N [LABEL]", summary: "show N") { viewController, arguments in
            try arguments.expectAtMost(2)
            let number = try arguments.integer(0, name: "N")
            let label = arguments.count > 1 ? try arguments.string(1, name: "LABEL") : "N"
            viewController.lines = [.field(label: label, value: String(number))]
        },
        SceneAction("follow", arguments: "SEGUE", summary: "perform SEGUE") { viewController, arguments in
            try viewController.context.performSegue(try arguments.string(0, name: "SEGUE"))
        },
        SceneAction("close", summary: "dismiss the modal scene") { viewController, _ in
            try viewController.context.dismiss()
        },
    ]

    var screen: Screen { Screen([.heading(context.title)] + lines) }
}
