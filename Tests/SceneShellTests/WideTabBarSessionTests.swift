import Foundation
import SceneTesting
import Testing

/// A tab bar wider than the window (issue 45 item 11): 30 tabs in 40 columns, on a
/// pseudo-terminal with the real `scenes`. The bar keeps to its one row, shows the selected tab
/// and those around it that fit, with `…` where others are left out; it never wraps onto the
/// breadcrumb's row, whichever tab is selected.
@Suite struct WideTabBarSessionTests {
    /// A container of 30 tabs, `Tab 1` to `Tab 30`, each a notes list titled `Page N`.
    static func storyboard(in folder: String) throws -> String {
        let tabs = (1...30).map { #"{ "id": "T\#($0)", "title": "Tab \#($0)", "root": "P\#($0)" }"# }
        let pages = (1...30).map { #"{ "id": "P\#($0)", "module": "NotesList", "title": "Page \#($0)" }"# }
        let text = """
            { "version": 2, "initial": "Main", "scenes": [
              { "id": "Main", "title": "Wide", "container": { "kind": "tabs", "tabs": [ \(tabs.joined(separator: ", ")) ] } },
              \(pages.joined(separator: ",\n  "))
            ] }
            """
        let path = folder + "/wide.json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func screen(_ session: TerminalSession, from offset: Int) -> VirtualScreen {
        var screen = VirtualScreen(rows: 20, columns: 40)
        screen.feed(Array(session.screen[offset...]))
        return screen
    }

    @Test func thirtyTabsInFortyColumnsKeepToOneRowWithTheSelectedOneShown() throws {
        let program = ScenesProgram()
        let storyboard = try Self.storyboard(in: program.home.path)
        let session = try TerminalSession(
            fullScreen: true, rows: 20, columns: 40, storyboard: storyboard, firstPrompt: "Page 1", program: program)
        let first = screen(session, from: 0)
        #expect(first.unknown == [])
        #expect(first.lines[0] == "[Tab 1]  Tab 2  Tab 3  Tab 4  Tab 5  …", "\(first.lines)")
        #expect(first.lines[1] == "Wide > Page 1", "the breadcrumb on its own row: \(first.lines)")
        for (typed, bar) in [
            ("tab 17", "…  Tab 16  [Tab 17]  Tab 18  Tab 19  …"),
            ("tab 30", "…  Tab 27  Tab 28  Tab 29  [Tab 30]"),
        ] {
            let offset = session.screen.count
            let page = "Page " + (typed.split(separator: " ").last.map(String.init) ?? "")
            session.type(typed + "\r")
            session.waitFor("\r\(page)> \u{1B}[K", from: offset)
            let shown = screen(session, from: offset)
            #expect(shown.lines[0] == bar, "\(typed): \(shown.lines)")
            #expect(shown.lines[1] == "Wide > \(page)", "\(typed): \(shown.lines)")
            #expect(shown.lines.allSatisfy { $0.count <= 40 })
        }
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }
}
