import Foundation
import SceneRuntime

// Two more scenes for the tests of `scenes explore`, with no fault: an inbox whose list starts
// empty, kept in the data directory, and the message `open N` shows. The message is reached only
// by writing one first, in the same run: an action that creates a record, then the one that uses it.

/// The inbox's messages, one a line in `inbox.txt` of the data directory.
struct InboxFile {
    let path: String

    init(dataDirectory: String) {
        path = dataDirectory + "/inbox.txt"
    }

    var messages: [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func append(_ message: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try (messages + [message]).joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
}

@MainActor final class InboxViewController: SceneViewController {
    let file: InboxFile
    let context: SceneContext
    /// The message `open` chose, for the segue to pass.
    var selected: Int?

    init(context: SceneContext) {
        self.context = context
        file = InboxFile(dataDirectory: context.environment.dataDirectory)
    }

    static let actions: ActionTable<InboxViewController> = [
        SceneAction("open", arguments: "NUMBER", kinds: [.position], summary: "read a message") {
            viewController, arguments in
            let messages = viewController.file.messages
            viewController.selected = try arguments.position(0, name: "NUMBER", count: messages.count)
            try viewController.context.performSegue("Open")
        },
        SceneAction("write", arguments: "TEXT", kinds: [.text(maxLength: 40)], summary: "write a message") {
            viewController, arguments in
            try viewController.file.append(try arguments.text(0, name: "TEXT", maxLength: 40))
        },
    ]

    var screen: Screen {
        let messages = file.messages
        guard !messages.isEmpty else { return Screen([.placeholder("(no messages yet)")]) }
        return Screen(messages.enumerated().map { .item(number: $0.offset + 1, $0.element) })
    }
}

@MainActor final class MessageViewController: SceneViewController {
    var number = 0
    let file: InboxFile

    init(context: SceneContext) {
        file = InboxFile(dataDirectory: context.environment.dataDirectory)
    }

    var screen: Screen {
        let messages = file.messages
        return Screen([.text(messages.indices.contains(number - 1) ? messages[number - 1] : "(gone)")])
    }
}

@MainActor final class InboxRouter: SceneRouter {
    var dataStore: InboxViewController?
}

@MainActor final class MessageRouter: SceneRouter {
    var dataStore: MessageViewController?
}

enum InboxModules {
    static let inbox = SceneModule(
        name: "Inbox",
        contract: { SceneContract<InboxViewController>(outputs: [SceneOutput("selected", \.selected)]) },
        build: { context in
            let viewController = InboxViewController(context: context)
            let router = InboxRouter()
            router.dataStore = viewController
            return (viewController, router)
        })
    static let message = SceneModule(
        name: "Message",
        contract: { SceneContract<MessageViewController>(inputs: [SceneInput("number", \.number)]) },
        build: { context in
            let viewController = MessageViewController(context: context)
            let router = MessageRouter()
            router.dataStore = viewController
            return (viewController, router)
        })
}
