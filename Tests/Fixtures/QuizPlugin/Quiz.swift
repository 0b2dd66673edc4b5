import Foundation
import SceneRuntime

// A quiz about a contact, in two scenes: Quiz asks, QuizResult tells. The host passes the
// contact's id; Quiz computes a score from the answer and pushes QuizResult with it; QuizResult
// unwinds to the host with a summary. Other values of every type ride along both ways.

/// The data of both scenes; the runtime writes their inputs here and reads their outputs.
final class QuizStore {
    var contactID = 0
    var score: Int?
    var summary: String?
    // Carried along, one of each type: from the host, to the result, back to the host.
    var title = "Quiz"
    var weight: Decimal?
    var strict: Bool?
    var askedAt: Date?
    var reference: SceneIdentifier?
    var choices: [String]?
}

final class QuizViewController: SceneViewController {
    let context: SceneContext
    let store: QuizStore

    init(context: SceneContext, store: QuizStore) {
        self.context = context
        self.store = store
    }

    static let actions: ActionTable<QuizViewController> = [
        SceneAction("answer", arguments: "NUMBER", kinds: [.integer(0...9)], summary: "answer and see the result") {
            quiz, arguments in
            // An answer from 0 to 9; the arithmetic stays far from Int's limits, whatever id came in.
            let answer = try arguments.integer(0, name: "NUMBER", in: 0...9)
            quiz.store.score = quiz.store.contactID % 1_000 * 10 + answer
            try quiz.context.performSegue(QuizRouter.SegueIdentifier.next)
        }
    ]

    var screen: Screen {
        Screen([.heading(store.title), .text("How well do you know contact \(store.contactID)?")])
    }
}

final class QuizResultViewController: SceneViewController {
    let context: SceneContext
    let store: QuizStore

    init(context: SceneContext, store: QuizStore) {
        self.context = context
        self.store = store
    }

    static let actions: ActionTable<QuizResultViewController> = [
        SceneAction("finish", summary: "go back with the result") { result, _ in
            try result.context.performSegue(QuizRouter.SegueIdentifier.finish)
        }
    ]

    func viewDidLoad() {
        store.summary = "Contact \(store.contactID) scored \(store.score ?? 0)"
    }

    var screen: Screen {
        Screen([.text(store.summary ?? "")])
    }
}

/// The routers pass nothing by hand: the storyboard's declarations say what flows.
final class QuizRouter: SceneRouter {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case next = "Next"
        case finish = "Finish"
    }

    let dataStore: QuizStore

    init(dataStore: QuizStore) {
        self.dataStore = dataStore
    }
}

enum QuizConfigurator {
    /// The values carried along, as optional inputs and as outputs.
    static func carried() -> (inputs: [SceneInput<QuizStore>], outputs: [SceneOutput<QuizStore>]) {
        (
            [
                SceneInput("title", \.title, default: "Quiz"), SceneInput("weight", \.weight),
                SceneInput("strict", \.strict), SceneInput("askedAt", \.askedAt),
                SceneInput("reference", \.reference), SceneInput("choices", \.choices),
            ],
            [
                SceneOutput("title", \.title), SceneOutput("weight", \.weight), SceneOutput("strict", \.strict),
                SceneOutput("askedAt", \.askedAt), SceneOutput("reference", \.reference),
                SceneOutput("choices", \.choices),
            ]
        )
    }

    static let quiz = SceneModule(
        name: "Quiz",
        contract: {
            SceneContract<QuizStore>(
                inputs: [SceneInput("contactID", \.contactID)] + carried().inputs,
                outputs: [SceneOutput("contactID", \.contactID), SceneOutput("score", \.score)] + carried().outputs)
        },
        build: { context in
            let store = QuizStore()
            return (QuizViewController(context: context, store: store), QuizRouter(dataStore: store))
        }
    )

    static let result = SceneModule(
        name: "QuizResult",
        contract: {
            SceneContract<QuizStore>(
                inputs: [SceneInput("contactID", \.contactID), SceneInput("score", \.score)] + carried().inputs,
                outputs: [SceneOutput("summary", \.summary), SceneOutput("score", \.score)] + carried().outputs)
        },
        build: { context in
            let store = QuizStore()
            return (QuizResultViewController(context: context, store: store), QuizRouter(dataStore: store))
        }
    )
}

@MainActor @_cdecl("sceneruntime_plugin")
public func sceneRuntimePlugin() -> UnsafeMutableRawPointer {
    ScenePlugin(modules: [QuizConfigurator.quiz, QuizConfigurator.result]).exported()
}
