import Foundation
import SceneRuntime

// A scene whose actions take secrets, for the shell's handling of secret arguments.

@MainActor final class VaultViewController: SceneViewController {
    /// What the actions received, in order, so that tests see the secrets arrive.
    var received: [[String]] = []

    static let actions: ActionTable<VaultViewController> = [
        SceneAction("unlock", arguments: "CODE", secretArguments: [0], summary: "open the vault") {
            viewController, arguments in
            try arguments.expectAtMost(1)
            viewController.received.append([try arguments.string(0, name: "CODE")])
        },
        SceneAction(
            "signin", arguments: "USER PIN [NOTE]", secretArguments: [1], summary: "sign in with a PIN"
        ) { viewController, arguments in
            let user = try arguments.string(0, name: "USER")
            let pin = try arguments.integer(1, name: "PIN")
            viewController.received.append([user, String(pin), arguments.rest(from: 2)])
        },
        SceneAction("check", arguments: "CODE", secretArguments: [0], summary: "a scene that quotes its secret") {
            _, arguments in
            let code = try arguments.string(0, name: "CODE")
            throw ActionError.unavailable(action: "check", reason: "the code '\(code)' is not \(code.count) digits")
        },
        SceneAction("note", arguments: "TEXT", summary: "nothing secret") { viewController, arguments in
            viewController.received.append([arguments.rest(from: 0)])
        },
    ]

    var screen: Screen { Screen([.text("The vault.")]) }
}

@MainActor final class VaultRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case plain = "Plain"
    }

    let dataStore = "no data"
    static let routes: RouteTable<VaultRouter> = [.plain: { _, _ in }]
}

enum VaultConfigurator {
    static let module = SceneModule(name: "Vault") { _ in
        (VaultViewController(), VaultRouter())
    }
}

extension TemporaryStoryboard {
    /// The vault, and a counter pushed from it (a scene without secrets).
    static let vault = """
        {
          "version": 1,
          "initial": "Vault",
          "scenes": [
            { "id": "Vault", "module": "Vault", "title": "Vault", "segues": [ { "id": "Plain", "to": "Plain" } ] },
            { "id": "Plain", "module": "Counter", "title": "Plain counter" }
          ]
        }
        """
}
