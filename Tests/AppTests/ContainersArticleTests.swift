import Foundation
import SceneShell
import SceneTesting
import Testing

/// The Containers article's drawings of a split are what the app prints: the demo's contact list
/// and a contact in a split, in tabs, side by side with `COLUMNS=100` and one pane without it.
@Suite @MainActor struct ContainersArticleTests {
    static let storyboard = """
        { "version": 2, "initial": "Main", "scenes": [
          { "id": "Main", "title": "Demo", "container": { "kind": "tabs", "tabs": [
              { "id": "People", "root": "Split" }, { "id": "Notes", "root": "NotesList" } ] } },
          { "id": "Split", "title": "Address book", "container": { "kind": "split", "panes": [
              { "title": "List", "root": "ContactList" },
              { "title": "Contact", "root": "ShowContact", "pass": { "contactID": { "value": 1 } } } ] } },
          { "id": "ContactList", "module": "ContactList", "title": "Contacts", "segues": [
              { "id": "ViewContact", "to": "ShowContact", "style": "push", "action": "select",
                "pass": { "contactID": { "from": "selectedContactID" } } },
              { "id": "AddContact", "to": "AddContact", "style": "modal" } ] },
          { "id": "ShowContact", "module": "ShowContact", "title": "Contact" },
          { "id": "AddContact", "module": "ContactEditor", "title": "New contact", "segues": [
              { "id": "Save", "to": "ContactList", "style": "unwind", "action": "save" } ] },
          { "id": "NotesList", "module": "NotesList", "title": "Notes", "segues": [
              { "id": "OpenNote", "to": "NoteDetail", "style": "push", "action": "open",
                "pass": { "noteID": { "from": "selectedNoteID" } } } ] },
          { "id": "NoteDetail", "module": "NoteDetail", "title": "Note" } ] }
        """

    /// The screen after the contact's pane was focused and the focus moved back to the list.
    private func lastScreen(environment: [String: String]) throws -> String {
        let data = TemporaryDataDirectory()
        let path = data.file("split.json")
        try Data(Self.storyboard.utf8).write(to: URL(fileURLWithPath: path))
        var out = ""
        let status = ScenesCommand.run(
            arguments: ["--data", data.path, path], modules: builtinSceneModules, environment: environment,
            console: Console(out: { out += $0 }, err: { _ in }), input: ScriptLines("focus\nfocus"))
        #expect(status == 0)
        return String(out.components(separatedBy: "ShowContact> focus\n").last ?? "")
    }

    /// The article's block that starts with the tab bar `[People]  Notes` and has `row` as its
    /// third line.
    private func block(third row: String) throws -> [String] {
        try #require(
            DocumentationExamplesTests.blocks(try Documentation.article("Containers")).first {
                $0.lines.first == "[People]  Notes" && $0.lines.dropFirst(2).first?.hasPrefix(row) == true
            }?.lines)
    }

    @Test func theSideBySideDrawingIsWhatTheAppPrintsIn100Columns() throws {
        let shown = try block(third: "[List]  ")
        #expect(try lastScreen(environment: ["COLUMNS": "100"]) == shown.joined(separator: "\n") + "\n")
    }

    @Test func theCollapsedDrawingIsHowTheAppStartsWithoutAWindow() throws {
        let shown = try block(third: "Demo > Address book > Contacts")
        #expect(try lastScreen(environment: [:]).hasPrefix(shown.joined(separator: "\n") + "\n"))
    }
}
