import SceneTesting
import Testing

@testable import SceneShell

/// The real `scenes` on a pseudo-terminal 40 columns by 15 rows (`TERM=xterm`), checked on a VT
/// screen model: lines wider than the window are wrapped at words with a hanging indent, the end
/// of a command's message is never cut, output taller than the window is paged (`-- more --`,
/// Space, `q`), and what a scene said to one command is not drawn for the next.
@Suite struct NarrowScreenSessionTests {
    private func screen(_ session: TerminalSession) -> VirtualScreen {
        session.screenModel(rows: 15, columns: 40)
    }

    /// Types `keys` and waits for `text` written after them.
    private func press(_ keys: String, until text: String, in session: TerminalSession) {
        let offset = session.screen.count
        session.type(keys)
        session.waitFor(text, from: offset)
    }

    @Test func aNarrowWindowWrapsAtWordsPagesTallOutputAndDrawsWhatASceneSaidForItsCommandOnly() throws {
        let session = try TerminalSession(fullScreen: true, rows: 15, columns: 40)
        session.enter("go Notes", then: "Notes")
        session.enter("add Buy milk", then: "Notes")
        var shown = screen(session)
        #expect(shown.unknown == [])
        #expect(shown.lines.contains("  * added \"Buy\""), "the action's screen shows what the scene said")
        #expect(shown.lines.contains("actions: add TITLE [BODY...], delete"))
        #expect(shown.lines.contains("  NUMBER, open NUMBER"), "broken after a word, the rest indented")
        #expect(shown.lines[14] == PaletteSessionTests.promptRow("Notes", columns: 40))

        session.enter("explain OpenNote", then: "Notes")
        shown = screen(session)
        #expect(
            Array(shown.lines[5...14]) == [
                "… 3 more rows of the scene", "segue OpenNote of scene NotesList",
                "  to: NoteDetail \"Note\", pushed (push)", "  passes: nothing yet: it needs the",
                "    selected note ID, which scene", "    'NotesList' does not have yet", "  guards: none",
                "  taken by: the action 'open' once it", "    has done its work, not by 'go'",
                PaletteSessionTests.promptRow("Notes", columns: 40),
            ], "the scene is cut on one row, the message whole")
        #expect(!shown.text.contains("added"), "what the scene said to 'add' is not drawn for 'explain'")

        press("help\r", until: "-- more: 1-14/", in: session)
        shown = screen(session)
        #expect(
            Array(shown.lines[0...2]) == [
                "Commands:", "  help [COMMAND]            list the", "    commands and the scene's actions, or",
            ], "paged from its first row")
        #expect(shown.lines[14].hasPrefix("-- more: 1-14/"))
        press(" ", until: "-- more: 15-28/", in: session)
        #expect(screen(session).lines[0] == "    where, what it passes, its guards", "the next page")
        press("b", until: "-- more: 1-14/", in: session)
        #expect(screen(session).lines[0] == "Commands:", "back a page")
        press("q", until: "\rNotes> \u{1B}[K", in: session)
        shown = screen(session)
        #expect(
            Array(shown.lines[11...14]) == [
                "  add TITLE [BODY...]  add a note", "  delete NUMBER        delete a note",
                "  open NUMBER          read a note",
                PaletteSessionTests.promptRow("Notes", columns: 40),
            ], "after the pager, the end of the output above the prompt")
        #expect(shown.unknown == [])

        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(!screen(session).isAlternate)
        #expect(TerminalBytes.problems(in: session.screenText, allowing: .fullScreen) == [])
    }

    @Test func spaceToTheEndEndsThePagerOnceTheRestFitsAndNothingIsPagedWhenItFits() throws {
        let session = try TerminalSession(fullScreen: true, rows: 15, columns: 40)
        press("help\r", until: "-- more: 1-14/", in: session)
        let more = screen(session).lines[14]  // -- more: 1-14/N Space b q --
        let count = try #require(Int(more.split(separator: "/")[1].prefix { $0.isNumber }))
        var top = 0
        while top + 14 < count {
            #expect(screen(session).lines[14].hasPrefix("-- more: \(top + 1)-\(top + 14)/\(count)"))
            top += 14
            press(" ", until: top + 14 < count ? "-- more: \(top + 1)-" : "\rMenu> \u{1B}[K", in: session)
        }
        var shown = screen(session)
        #expect(
            shown.lines[14] == PaletteSessionTests.promptRow("Menu", columns: 40),
            "the rest fitted: no key needed to end")
        #expect(
            Array(shown.lines[11...13]) == ["Actions of scene 'Menu':", "  open NUMBER  go to an entry of the", "    menu"],
            "the end of the help above the prompt")
        // Output that fits is not paged.
        let before = session.count("-- more")
        session.enter("stack", then: "Menu")
        shown = screen(session)
        #expect(session.count("-- more") == before)
        #expect(shown.lines.contains("1. Menu \"Menu\" (root)"))
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }
}
