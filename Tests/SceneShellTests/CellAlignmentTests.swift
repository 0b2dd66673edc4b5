import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime
@testable import SceneShell

/// Columns stay aligned in terminal cells when titles and labels hold wide characters (CJK,
/// emoji), combining marks or ZWJ sequences (whose joiners, format characters, are shown as
/// `\u{200D}` and measured so).
@Suite @MainActor struct CellAlignmentTests {
    @MainActor final class FormViewController: SceneViewController {
        static let actions: ActionTable<FormViewController> = []

        var screen: Screen {
            Screen([
                .field(label: "名前", value: "山田"), .field(label: "Email", value: "a@example.com"),
                .field(label: "e\u{301}tat", value: "ok"), .field(label: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", value: "3"),
            ])
        }
    }

    @MainActor final class FormRouter: SceneRouter {
        enum SegueIdentifier: String, SceneSegueIdentifier {
            case next = "Next"
            case other = "Other"
        }

        var dataStore: AnyObject?
        static let routes: RouteTable<FormRouter> = [.next: { _, _ in }, .other: { _, _ in }]
    }

    static let module = SceneModule(name: "Form") { _ in (FormViewController(), FormRouter()) }

    static let storyboard = """
        { "version": 1, "initial": "Start", "scenes": [
          { "id": "Start", "module": "Form", "title": "日本語のタイトル",
            "segues": [ { "id": "Next", "to": "Family" }, { "id": "Other", "to": "Accents" } ] },
          { "id": "Family", "module": "Form", "title": "\\ud83d\\udc68\\u200d\\ud83d\\udc69\\u200d\\ud83d\\udc67 family",
            "segues": [ { "id": "Next", "to": "Accents" } ] },
          { "id": "Accents", "module": "Form", "title": "e\\u0301te\\u0301 \\ud83c\\uddeb\\ud83c\\uddf7" } ] }
        """

    @Test func scenesListAlignsWideTitlesByCells() throws {
        let storyboard = try TemporaryStoryboard(Self.storyboard)
        defer { storyboard.remove() }
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: ["list", storyboard.path], modules: [Self.module], environment: [:],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
        #expect(status == 0)
        #expect(
            out == """
                SCENE    MODULE  TITLE                          SEGUE  TO       STYLE
                Start *  Form    日本語のタイトル               Next   Family   push
                                                                Other  Accents  push
                Family   Form    👨\\u{200D}👩\\u{200D}👧 family  Next   Accents  push
                Accents  Form    été 🇫🇷
                (* initial scene)

                """)
        for row in out.split(separator: "\n").dropFirst().dropLast() where row.contains("push") {
            let segue = try #require(row.range(of: "Next") ?? row.range(of: "Other"))
            #expect(CellWidth.of(row[..<segue.lowerBound]) == 48, "\(row): SEGUE starts at cell 48")
        }
    }

    @Test func screenFieldLabelsAlignByCells() throws {
        let storyboard = try TemporaryStoryboard(Self.storyboard)
        defer { storyboard.remove() }
        let registry = SceneRegistry()
        try registry.register(Self.module)
        let shell = try Shell(
            registry: registry, configPath: storyboard.path,
            environment: SceneEnvironment(dataDirectory: TemporaryDataDirectory().path), colors: false)
        try shell.navigator.start()
        #expect(
            shell.renderScreen().plain == """
                日本語のタイトル
                == 日本語のタイトル ==
                  名前:                   山田
                  Email:                  a@example.com
                  état:                   ok
                  👨\\u{200D}👩\\u{200D}👧: 3
                moves: go Next, go Other

                """)
    }
}
