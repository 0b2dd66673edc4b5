import Foundation
import SceneShell
import SceneTesting
import Testing

/// The Containers article's drawings of a split are what the app prints: the demo's first screen,
/// its contact list and a contact in a split in tabs, side by side with `COLUMNS=100` and one pane
/// without it.
@Suite @MainActor struct ContainersArticleTests {
    /// The demo's first screen.
    private func firstScreen(environment: [String: String]) throws -> String {
        let data = TemporaryDataDirectory()
        var out = ""
        let status = ScenesCommand.run(
            arguments: ["--data", data.path, FlowTranscriptTests.storyboard], modules: builtinSceneModules,
            environment: environment, console: Console(out: { out += $0 }, err: { _ in }), input: ScriptLines(""))
        #expect(status == 0)
        return out
    }

    /// The article's block that starts with the demo's tab bar and has `row` as its third line.
    private func block(third row: String) throws -> [String] {
        try #require(
            DocumentationExamplesTests.blocks(try Documentation.article("Containers")).first {
                $0.lines.first == DocumentationExamplesTests.firstScreen && $0.lines.dropFirst(2).first?.hasPrefix(row) == true
            }?.lines)
    }

    @Test func theSideBySideDrawingIsWhatTheAppPrintsIn100Columns() throws {
        let shown = try block(third: "[List]  ")
        #expect(try firstScreen(environment: ["COLUMNS": "100"]) == shown.joined(separator: "\n") + "\n")
    }

    @Test func theCollapsedDrawingIsHowTheAppStartsWithoutAWindow() throws {
        let shown = try block(third: "Demo > Address book > Contacts")
        #expect(try firstScreen(environment: [:]).hasPrefix(shown.joined(separator: "\n") + "\n"))
    }
}
