import SceneTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The real `scenes` on a pseudo-terminal: the line editor places the cursor by cell width and
/// grapheme cluster, draws the line again when the window is resized, and shows what was typed
/// visibly; nothing it writes is an escape sequence but its own.
@Suite struct TerminalLineEditorTests {
    @Test func aResizedWindowGetsTheLineDrawnAgainAtItsNewWidth() throws {
        let session = try TerminalSession()
        let line = String(repeating: "x", count: 100)
        session.type(line)
        session.waitFor("\rMenu> \(line)\u{1B}[K")
        let offset = session.screen.count
        session.terminal.resize(columns: 40)
        session.child.send(SIGWINCH)
        // 40 columns: the prompt's 6, a cell for the cursor, and 33 for the line, 32 of them before it.
        session.waitFor("\rMenu> \(String(repeating: "x", count: 32))\u{1B}[K", from: offset)
        let wider = session.screen.count
        session.terminal.resize(columns: 200)
        session.child.send(SIGWINCH)
        session.waitFor("\rMenu> \(line)\u{1B}[K", from: wider)
        session.type("\u{15}quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func theCursorMovesByClusterAndCell() throws {
        let session = try TerminalSession()
        session.type("日本語e\u{301}\u{1B}[D\u{1B}[D")
        session.waitFor("\rMenu> 日本語e\u{301}\u{1B}[K\u{1B}[3D")
        session.type("\u{1B}[D\u{7F}")  // left over 本... then Backspace deletes 日
        session.waitFor("\rMenu> 本語e\u{301}\u{1B}[K\u{1B}[5D")
        session.type("\u{1B}[F\u{7F}stack\r")  // End, Backspace deletes é whole
        session.waitFor("\rMenu> 本語stack\u{1B}[K\r\r\n")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func typedBidiAndEchoedErrorsShowVisibly() throws {
        let session = try TerminalSession()
        session.type("go \u{202E}Contacts\u{2066}")
        session.waitFor("\rMenu> go \\u{202E}Contacts\\u{2066}\u{1B}[K")
        session.type("\r")
        session.waitFor("'\\u{202E}Contacts\\u{2066}'")
        session.type("echo \u{9B}x\r")  // a C1 control typed is refused as a key
        session.waitFor("'echo'")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(TerminalBytes.problems(in: session.screenText, allowing: .lineEditor) == [])
    }
}
