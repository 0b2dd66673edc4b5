import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import SceneShell

/// `scenes explore` sees every state at every width the storyboard implies, as well as the
/// shell's: a split's pane beside, visible only in a wide window, is checked for what it gives to
/// be drawn, and the lifecycle calls of resizing across the split's minimum width are in order.
@Suite @MainActor struct ExploreWidthTests {
    /// A scene whose screen holds a character a terminal would act on (an escape), which no
    /// command typed.
    @MainActor final class GarbledViewController: SceneViewController {
        static var actions: ActionTable<GarbledViewController> { [] }
        var screen: Screen { Screen([.text("clear \u{1B}[2J here")]) }
    }

    static let storyboard = """
        { "version": 2, "initial": "Desk", "scenes": [
          { "id": "Desk", "title": "Desk", "container": { "kind": "split", "minimumWidth": 100,
              "panes": [ { "id": "List", "root": "List" }, { "id": "Show", "root": "Show" } ] } },
          { "id": "List", "module": "Leaf", "title": "List" },
          { "id": "Show", "module": "Garbled", "title": "Show" } ] }
        """

    @Test func thePaneBesideIsCheckedInAWideWindowAndTheResizesAreInOrder() throws {
        let storyboard = try TemporaryStoryboard(Self.storyboard)
        defer { storyboard.remove() }
        let registry = SceneRegistry()
        try registry.register(StandInScene.moduleRoutingEverySegue(named: "Leaf"))
        try registry.register(
            SceneModule(name: "Garbled") { _ in (GarbledViewController(), StandInPassThroughRouter()) })
        let shell = try #require(
            Shell.launch(
                registry: registry, configPath: storyboard.path,
                environment: SceneEnvironment(dataDirectory: storyboard.directory.path), colors: false,
                console: Console(out: { _ in }, err: { _ in })))
        #expect(shell.windowWidth() == 80)
        let probe = ExploreProbe(shell: shell)
        let problems = probe.run("stack").answer.problems
        #expect(
            problems == [
                "unsafe output: scene 'Show' gave U+1B to be drawn (shown made visible, not sent to the terminal)"
                    + " (beside, at 120 columns)"
            ])
        #expect(shell.navigator.width == 80, "the shell's width again after")
        #expect(shell.navigator.visibleScenes.map(\.id) == ["List"])
    }
}
