import SceneTesting
import Testing

@testable import SceneShell

/// The line editor's word keys, Tab completion of arguments and history suggestions, typed into
/// the real `scenes` on a pseudo-terminal drawn in place (`TERM=xterm`), and checked on a model of
/// the screen: the bottom row is the prompt, and the cursor stands where the keys put it.
@Suite struct LineEditorSessionTests {
    private static let rows = 24
    private static let ctrlLeft = "\u{1B}[1;5D"
    private static let ctrlRight = "\u{1B}[1;5C"
    private static let altLeft = "\u{1B}[1;3D"
    private static let altRight = "\u{1B}[1;3C"
    private static let right = "\u{1B}[C"
    private static let left = "\u{1B}[D"
    private static let altBackspace = "\u{1B}\u{7F}"
    /// Ctrl-E then Ctrl-U: the whole line deleted, wherever the cursor was.
    private static let clear = "\u{05}\u{15}"

    /// Types `keys` and waits until the bottom row reads `line` (trailing blanks cut) with the
    /// cursor at `cursor` (a column counted from 0); returns the screen then.
    @discardableResult
    private func type(
        _ keys: String, in session: TerminalSession, line: String, cursor: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> VirtualScreen {
        session.type(keys)
        return session.waitForScreen(rows: Self.rows, sourceLocation: sourceLocation) { screen in
            screen.lines[Self.rows - 1] == line && screen.row == Self.rows - 1 && screen.column == cursor
        }
    }

    @Test func wordKeysMoveAndDeleteAsReadlineDoes() throws {
        let session = try TerminalSession(fullScreen: true, rows: UInt16(Self.rows))
        // The example: Ctrl-Left goes to the start of the word, not one character back.
        type("abc def" + Self.ctrlLeft + "Y", in: session, line: "Menu> abc Ydef", cursor: 11)
        type(Self.clear + "popto Menu.Home", in: session, line: "Menu> popto Menu.Home", cursor: 21)
        type("\u{1B}b\u{1B}b", in: session, line: "Menu> popto Menu.Home", cursor: 12)  // Alt-B twice
        type("\u{1B}d", in: session, line: "Menu> popto .Home", cursor: 12)  // Alt-D
        type("\u{1B}f", in: session, line: "Menu> popto .Home", cursor: 17)  // Alt-F
        type("\u{17}", in: session, line: "Menu> popto", cursor: 12)  // Ctrl-W takes the punctuation too
        type("Menu", in: session, line: "Menu> popto Menu", cursor: 16)
        type(Self.altBackspace, in: session, line: "Menu> popto", cursor: 12)
        type(Self.altLeft, in: session, line: "Menu> popto", cursor: 6)
        type(Self.altRight + "!", in: session, line: "Menu> popto!", cursor: 12)
        type("\u{1B}Od\u{1B}Oc", in: session, line: "Menu> popto!", cursor: 11)  // rxvt's Ctrl-Left, Ctrl-Right
        // A command edited with them runs as edited.
        type(Self.clear + "go Notes now" + Self.ctrlLeft + "\u{1B}d", in: session, line: "Menu> go Notes", cursor: 15)
        session.enter(Self.clear + "go Notes" + Self.ctrlLeft + Self.ctrlLeft + "\u{1B}d" + "go" + Self.ctrlRight + "\u{1B}d", then: "Notes")
        // On another scene, and in Ctrl-R's search (a word key takes the match for editing).
        type("open 2 now" + Self.ctrlLeft + "\u{17}", in: session, line: "Notes> open now", cursor: 12)
        type(Self.clear + "\u{12}go", in: session, line: "(reverse-i-search)'go': go Notes", cursor: 32)
        type("\u{1B}b", in: session, line: "Notes> go Notes", cursor: 10)
        type("\u{1B}\u{7F}", in: session, line: "Notes> Notes", cursor: 7)
        session.enter(Self.clear + "back", then: "Menu")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(TerminalBytes.problems(in: session.screenText, allowing: .fullScreen) == [])
    }

    /// Tab after `line`: the candidates `shown` among the messages, or the line completed to
    /// `completed` with the cursor after it, or (with neither) the bell and the line as it was.
    private func tab(
        _ line: String, in session: TerminalSession, prompt: String, shows shown: String? = nil,
        completes completed: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let offset = session.screen.count
        session.type(Self.clear + line + "\t")
        if let shown { session.waitFor(shown, from: offset, sourceLocation: sourceLocation) }
        if shown == nil, completed == nil { session.waitFor("\u{07}", from: offset, sourceLocation: sourceLocation) }
        let row = "\(prompt)> \(completed ?? line)"
        let screen = session.waitForScreen(rows: Self.rows, sourceLocation: sourceLocation) {
            $0.lines[Self.rows - 1] == row.trimmingSpaces() && $0.column == row.count
        }
        if let shown { #expect(screen.lines.contains(shown), sourceLocation: sourceLocation) }
    }

    @Test func tabCompletesPositionsShownOnEveryScene() throws {
        let session = try TerminalSession(fullScreen: true, rows: UInt16(Self.rows))
        tab("open ", in: session, prompt: "Menu", shows: "1  2  3  4  5")
        tab("open 4", in: session, prompt: "Menu", completes: "open 4 ")
        tab("open 9", in: session, prompt: "Menu")
        session.enter(Self.clear + "go Contacts", then: "Contacts")
        tab("select ", in: session, prompt: "Contacts", shows: "1  2  3")
        tab("delete 2", in: session, prompt: "Contacts", completes: "delete 2 ")
        session.enter(Self.clear + "delete! 3", then: "Contacts")
        tab("delete ", in: session, prompt: "Contacts", shows: "1  2")
        tab("select 3", in: session, prompt: "Contacts")
        session.enter(Self.clear + "back", then: "Menu")
        session.enter(Self.clear + "go Notes", then: "Notes")
        tab("open ", in: session, prompt: "Notes", shows: "1  2")
        tab("delete 1", in: session, prompt: "Notes", completes: "delete 1 ")
        tab("add ", in: session, prompt: "Notes")  // free text: nothing
        session.enter(Self.clear + "back", then: "Menu")
        session.enter(Self.clear + "go Shop", then: "Shopping cart")
        tab("remove ", in: session, prompt: "Shopping cart", shows: "1  2")
        session.enter(Self.clear + "empty!", then: "Shopping cart")
        tab("remove ", in: session, prompt: "Shopping cart")
        // Scene names complete for the commands that take them.
        tab("popto M", in: session, prompt: "Shopping cart", completes: "popto Menu ")
        tab("goto Sh", in: session, prompt: "Shopping cart", completes: "goto Sho")
        tab("goto Sho", in: session, prompt: "Shopping cart", shows: "ShoppingCart  ShowContact")
        session.type(Self.clear + "quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(TerminalBytes.problems(in: session.screenText, allowing: .fullScreen) == [])
    }

    @Test func historySuggestionsShowDimmedAndRightTakesThem() throws {
        let hostile = "go \u{202E}Notes\u{1B}]0;owned\u{7}"
        let session = try TerminalSession(
            fullScreen: true, colors: true, rows: UInt16(Self.rows),
            history: ["go Notes", "login ada@example.com ***", hostile, "go Shop"])
        var screen = type("go N", in: session, line: "Menu> go Notes", cursor: 10)
        #expect(screen.dimText(row: Self.rows - 1) == "otes")
        screen = type(Self.left, in: session, line: "Menu> go N", cursor: 9)
        #expect(screen.dimText(row: Self.rows - 1) == "", "only with the cursor at the end")
        screen = type(Self.right, in: session, line: "Menu> go Notes", cursor: 10)
        #expect(screen.dimText(row: Self.rows - 1) == "otes")
        screen = type(Self.right, in: session, line: "Menu> go Notes", cursor: 14)
        #expect(screen.dimText(row: Self.rows - 1) == "", "taken: typed now")
        // The newest line first, and a line from the file made visible, never acted on.
        let shown = TerminalText.oneRow("Notes\u{1B}]0;owned\u{7}")
        screen = type(Self.clear + "go ", in: session, line: "Menu> go Shop", cursor: 9)
        #expect(screen.dimText(row: Self.rows - 1) == "Shop")
        let typed = TerminalText.oneRow("\u{202E}")
        screen = type("\u{202E}", in: session, line: "Menu> go \(typed)\(shown)", cursor: 9 + typed.count)
        #expect(screen.dimText(row: Self.rows - 1) == shown)
        // Ctrl-Right takes the suggestion's next word.
        screen = type(Self.clear + "g" + Self.ctrlRight, in: session, line: "Menu> go Shop", cursor: 8)
        #expect(screen.dimText(row: Self.rows - 1) == " Shop")
        // A line with a secret is never suggested, nor anything on an empty line.
        screen = type(Self.clear + "login ada", in: session, line: "Menu> login ada", cursor: 15)
        #expect(screen.dimText(row: Self.rows - 1) == "")
        screen = type(Self.clear, in: session, line: PaletteSessionTests.promptRow("Menu", columns: 120), cursor: 6)
        #expect(screen.dimText(row: Self.rows - 1) == "Ctrl-P: palette", "no suggestion: only the palette's key")
        // End takes it too, and Enter runs the line taken.
        type("go No\u{1B}[F", in: session, line: "Menu> go Notes", cursor: 14)
        let offset = session.screen.count
        session.type("\r")
        session.waitFor("\rNotes> \u{1B}[K", from: offset)
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(TerminalBytes.problems(in: session.screenText, allowing: .fullScreen) == [])
    }

    @Test func aSuggestionIsCutToTheWindow() throws {
        let session = try TerminalSession(
            fullScreen: true, colors: true, rows: UInt16(Self.rows), columns: 30,
            history: ["go Notes-and-then-some-more-words"])
        session.type("go N")
        // 30 columns: the prompt's 6, the line's 23 (a cell kept free), the suggestion in what is left.
        let screen = session.waitForScreen(rows: Self.rows, columns: 30) {
            $0.lines[Self.rows - 1].hasPrefix("Menu> go N") && $0.column == 10
        }
        #expect(screen.lines[Self.rows - 1] == "Menu> go Notes-and-then-some-")
        #expect(screen.dimText(row: Self.rows - 1) == "otes-and-then-some-")
        #expect(screen.row == Self.rows - 1, "nothing wrapped")
        session.type(Self.right + Self.clear + "quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func noSuggestionWithoutColours() throws {
        for fullScreen in [true, false] {
            let session = try TerminalSession(fullScreen: fullScreen, history: ["go Notes"])
            let offset = session.screen.count
            session.type("go N")
            session.waitFor("Menu> go N\u{1B}[K", from: offset)
            session.type(Self.right + "\r")
            session.waitFor("has no segue 'N'", from: offset)  // `go N` ran as typed
            session.type("quit\r")
            #expect(session.waitForExit() == .exited(0))
            #expect(session.count("\u{1B}[2m") == 0)
        }
    }
}
