import Foundation
import SceneRuntime
import SceneTesting
import Testing

/// Actions that ask first (``SceneAction``'s `asks`), as the runtime reads them for the shell or
/// any front end, and why a guard's redirect presented a scene (``SceneContext/guardRedirect``).
@Suite @MainActor struct ActionQuestionTests {
    @Test func anActionThatAsksFirstGivesItsQuestionForTheArgumentsTyped() throws {
        let shelf = ShelfViewController()
        let harness = try NavigatorHarness(showing: shelf, named: "Shelf")
        let scene = try #require(harness.navigator.topScene)
        #expect(scene.actions.map(\.asksFirst) == [true, true, false])
        #expect(scene.question(beforeAction: "drop", arguments: ["2"]) == "Drop the pen?")
        #expect(scene.question(beforeAction: "clear") == "Clear 2 things?")
        #expect(scene.question(beforeAction: "look") == nil, "an action that does not ask")
        #expect(scene.question(beforeAction: "nothing") == nil, "no such action")
    }

    @Test func wrongArgumentsOrAnActionThatDoesNotApplyAskNothingAndTheActionSaysWhy() throws {
        let shelf = ShelfViewController()
        let harness = try NavigatorHarness(showing: shelf, named: "Shelf")
        let scene = try #require(harness.navigator.topScene)
        #expect(scene.question(beforeAction: "drop", arguments: ["3"]) == nil)
        #expect(throws: ActionError.self) { try scene.perform(action: "drop", arguments: ["3"]) }
        #expect(scene.question(beforeAction: "drop", arguments: ["1", "2"]) == nil)
        shelf.things = []
        #expect(scene.question(beforeAction: "clear") == nil, "nothing to clear, nothing to ask")
        #expect(scene.question(beforeAction: "drop", arguments: ["1"]) == nil, "it does not apply now")
    }

    @Test func performingAnActionThatAsksDoesNotAskTheQuestionItself() throws {
        let shelf = ShelfViewController()
        let harness = try NavigatorHarness(showing: shelf, named: "Shelf")
        try harness.perform("drop", "1")
        #expect(shelf.things == ["pen"], "the runtime runs it: asking is the front end's part")
    }

    static let storyboard = """
        { "version": 2, "initial": "Desk", "scenes": [
          { "id": "Desk", "module": "Leaf", "title": "Desk", "segues": [
              { "id": "Open", "to": "Vault", "guards": [ { "condition": "open", "redirect": "Gate" } ] },
              { "id": "Knock", "to": "Gate" } ] },
          { "id": "Vault", "module": "Leaf", "title": "The vault" },
          { "id": "Gate", "module": "Gate", "title": "Gate" } ] }
        """

    @Test func aSceneARedirectPresentedKnowsWhyUntilItLeaves() throws {
        let data = TemporaryDataDirectory()
        defer { data.remove() }
        let open = SceneCondition("open") { FileManager.default.fileExists(atPath: $0.dataDirectory + "/open") }
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                StandInScene.moduleRoutingEverySegue(named: "Leaf"),
                SceneModule(name: "Gate") { context in (GateViewController(context: context), StandInPassThroughRouter()) }
                    .adding(conditions: [open]),
            ],
            environment: SceneEnvironment(dataDirectory: data.path))
        try harness.start()
        try harness.navigator.performSegue("Open")
        let gate = try #require(harness.topViewController(as: GateViewController.self))
        #expect(
            gate.context.guardRedirect
                == GuardRedirect(condition: "open", destination: "Vault", destinationTitle: "The vault"))
        try harness.navigator.dismiss()
        #expect(gate.context.guardRedirect == nil, "given up: nothing waits")
        try harness.navigator.performSegue("Knock")
        let knocked = try #require(harness.topViewController(as: GateViewController.self))
        #expect(knocked.context.guardRedirect == nil, "reached by a segue of its own, not a redirect")
    }
}

/// A shelf of things: `drop N` and `clear` ask first, `look` does not; `drop` applies only while
/// something is on the shelf.
@MainActor private final class ShelfViewController: SceneViewController, Sendable {
    var things = ["mug", "pen"]

    static let actions: ActionTable<ShelfViewController> = [
        SceneAction("drop", arguments: "NUMBER", kinds: [.position], summary: "drop a thing") { shelf, arguments in
            shelf.things.remove(at: try shelf.position(arguments) - 1)
        }
        .asking { shelf, arguments in "Drop the \(shelf.things[try shelf.position(arguments) - 1])?" },
        SceneAction("clear", summary: "clear the shelf") { shelf, _ in shelf.things = [] }
            .asking { shelf, _ in shelf.things.isEmpty ? nil : "Clear \(shelf.things.count) things?" },
        SceneAction("look", summary: "look at the shelf") { _, _ in },
    ]

    func position(_ arguments: ActionArguments) throws -> Int {
        try arguments.expectAtMost(1)
        return try arguments.position(0, name: "NUMBER", count: things.count)
    }

    func availability(ofAction name: String) -> ActionAvailability {
        name == "drop" && things.isEmpty ? .unavailable(reason: "the shelf is empty") : .available
    }
}

/// A scene that keeps its context, to read why it is shown.
@MainActor private final class GateViewController: SceneViewController {
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }
}
