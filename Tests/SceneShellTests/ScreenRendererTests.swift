import SceneRuntime
import Testing

@testable import SceneShell

/// The screen of the top scene, byte for byte, with colours and without: every kind of line, the
/// actions and the moves, each style a run of its own.
@Suite @MainActor struct ScreenRendererTests {
    @MainActor final class EveryLineViewController: SceneViewController {
        static let actions: ActionTable<EveryLineViewController> = [
            SceneAction("set", arguments: "VALUE", summary: "set it") { _, _ in },
            SceneAction("clear", summary: "clear it") { _, _ in },
        ]

        var screen: Screen {
            Screen([
                .heading("Head\u{1B}"), .field(label: "Name", value: "Ada"), .field(label: "E-mail", value: "a@b"),
                .blank, .item(number: 1, "one"), .item(number: nil, "two"), .text("first\nsecond"),
                .error("bad"), .success("good"), .placeholder("none yet"),
            ])
        }
    }

    @MainActor final class EveryLineRouter: SceneRouter {
        enum SegueIdentifier: String, SceneSegueIdentifier {
            case next = "Next"
            case sheet = "Sheet"
        }

        var dataStore: AnyObject?
        static let routes: RouteTable<EveryLineRouter> = [.next: { _, _ in }, .sheet: { _, _ in }]
    }

    static let storyboard = """
        { "version": 1, "initial": "Start", "scenes": [
          { "id": "Start", "module": "EveryLine", "title": "Start",
            "segues": [ { "id": "Next", "to": "Middle" }, { "id": "Sheet", "to": "Middle", "style": "modal" } ] },
          { "id": "Middle", "module": "EveryLine", "title": "Mid\\tdle",
            "segues": [ { "id": "Next", "to": "Start" }, { "id": "Sheet", "to": "Start", "style": "modal" } ] } ] }
        """

    func navigator() throws -> Navigator {
        let registry = SceneRegistry()
        try registry.register(
            SceneModule(name: "EveryLine") { _ in (EveryLineViewController(), EveryLineRouter()) })
        let navigator = Navigator(
            storyboard: try registry.loadStoryboard(from: Array(Self.storyboard.utf8), file: "test.json"),
            registry: registry)
        try navigator.start()
        try navigator.performSegue("Next")
        try navigator.performSegue("Sheet")
        return navigator
    }

    static let content = """
          Name:   Ada
          E-mail: a@b

          1. one
          - two
          first
          second

        """

    @Test func plainScreenIsOneRun() throws {
        let text = ScreenRenderer(colors: false).render(try navigator())
        #expect(
            text.rendered == "Start > Mid^Idle >> Start\n== Start ==\n  Head^[\n" + Self.content
                + "  ! bad\n  * good\n  (none yet)\n"
                + "actions: set VALUE, clear\nmoves: go Next, go Sheet, back, root, dismiss\n")
        #expect(text.runs.count == 1)
    }

    @Test func colouredScreenStylesEachPiece() throws {
        let text = ScreenRenderer(colors: true).render(try navigator())
        func styled(_ code: String, _ text: String) -> String { "\u{1B}[\(code)m\(text)\u{1B}[0m" }
        #expect(
            text.rendered == styled("2", "Start > Mid^Idle >> Start") + "\n" + styled("1", "== Start ==") + "\n  "
                + styled("1", "Head^[") + "\n" + Self.content + "  " + styled("31", "! bad") + "\n  "
                + styled("32", "* good") + "\n  " + styled("2", "(none yet)") + "\n"
                + styled("36", "actions: ") + "set VALUE, clear\n" + styled("36", "moves: ")
                + "go Next, go Sheet, back, root, dismiss\n")
    }
}
