import SceneRuntime
import SceneTesting
import Testing

/// SceneTesting shows a ViewController a test built and wired itself, and performs its actions as
/// the shell does, so that a ViewController test goes through the scene's action table.
@Suite @MainActor struct NavigatorHarnessShowingTests {
    @MainActor final class EchoViewController: SceneViewController {
        var heard: [String] = []

        static let actions: ActionTable<EchoViewController> = [
            SceneAction("say", summary: "say WORDS") { viewController, arguments in
                viewController.heard.append(arguments.rest(from: 0))
            }
        ]

        var screen: Screen { Screen(heard.map { .text($0) }) }
    }

    @Test func performsTheActionsOfTheViewControllerItShows() throws {
        let sut = EchoViewController()
        let harness = try NavigatorHarness(showing: sut, named: "Echo")
        try harness.perform("say", "hello", "there")
        #expect(sut.heard == ["hello there"])
        #expect(harness.stackIDs == ["Echo"])
    }

    @Test func anUnknownActionIsRefusedAsTheShellRefusesIt() throws {
        let harness = try NavigatorHarness(showing: EchoViewController())
        #expect(throws: ActionError.self) { try harness.perform("shout") }
    }

    @Test func performingBeforeAnySceneIsShownIsAnError() throws {
        let harness = try NavigatorHarness(
            storyboard: #"{ "version": 1, "initial": "Echo", "scenes": [ { "id": "Echo", "module": "Echo", "title": "Echo" } ] }"#,
            modules: [SceneModule(name: "Echo") { _ in (EchoViewController(), StandInPassThroughRouter()) }])
        #expect(throws: NavigationError.notStarted) { try harness.perform("say", "hello") }
    }
}
