import SceneTesting
import Testing

@testable import SceneShell

#if canImport(Glibc)
    import Glibc
#endif

/// Garbage typed and pasted into the real `scenes` on a pseudo-terminal: random bytes, escape
/// sequences cut in the middle, every control key, a 1 MB paste, thousands of lines at once. The
/// program keeps working, leaves with status 0 on `quit`, Ctrl-D or Ctrl-C twice, and gives the
/// terminal back as it found it, also when SIGTERM, SIGHUP or SIGINT ends it in raw mode.
@Suite struct GarbageTerminalTests {
    private static let stackAtMenu = "1. Menu \"Menu\" (root)\r\n"

    /// A line as the screen shows it once entered: drawn after the prompt of the scene titled
    /// `title`, the rest of the row cleared (`Esc [ K`), then a new line (`\r\n`, which the
    /// terminal sends as `\r\r\n`).
    private static func entered(_ line: String, at title: String = "Menu") -> String {
        "\(title)> \(line)\u{1B}[K\r\r\n"
    }

    /// Ctrl-E, Ctrl-U: the end of the line, then delete it all, whatever garbage left there.
    private static let clearLine = "\u{05}\u{15}"

    private func expectRestored(_ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = session.settingsBefore
        let after = session.terminal.settings()
        #expect(after.c_iflag == before.c_iflag, sourceLocation: sourceLocation)
        #expect(after.c_oflag == before.c_oflag, sourceLocation: sourceLocation)
        #expect(after.c_lflag == before.c_lflag, sourceLocation: sourceLocation)
        #expect(after.c_cflag == before.c_cflag, sourceLocation: sourceLocation)
        #expect(after.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG), sourceLocation: sourceLocation)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomKeystrokes(seed: UInt64) throws {
        let session = try TerminalSession()
        var generator = SeededRandom(seed: seed)
        // Ctrl-C and Ctrl-D are left out: at an empty prompt they leave, which is what they are for;
        // Ctrl-Z too: it stops the program (see ctrlZStopsWithTheTerminalRestored); and Ctrl-P, whose
        // palette runs the row the keys after it find (PaletteSessionTests types garbage into it).
        session.type(generator.bytes(131_072, excluding: [0x03, 0x04, 0x1A, 0x10]))
        session.type([0x1B, 0x5B, 0x31, 0x3B])  // an escape sequence cut in the middle
        session.type(Self.clearLine + "stack\r")
        session.waitFor(Self.stackAtMenu)
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0), "seed \(seed)")
        expectRestored(session)
    }

    @Test func cutEscapeSequencesAndBrokenUTF8DoNotSwallowTheNextKey() throws {
        let session = try TerminalSession()
        // Each broken sequence is followed by a key that must still count: Enter, or a letter.
        session.type("\u{1B}[1;\r\u{1B}\r\u{1B}[\u{15}\u{1B}O\r")
        session.type([0xE2, 0x82, 0x0D, 0xC3, 0x0D, 0xFF, 0x0D])
        session.type("\u{1B}[?25hstack\r")
        session.waitFor(Self.entered("stack") + Self.stackAtMenu)
        let offset = session.screen.count
        session.type("\u{1B}[<0;12;5Mstack\r")
        session.waitFor(Self.entered("stack") + Self.stackAtMenu, from: offset)
        #expect(session.count("error:") == 0, "no broken sequence left anything on the line")
        session.type("\u{04}")
        #expect(session.waitForExit() == .exited(0))
        expectRestored(session)
    }

    @Test func everyControlKey() throws {
        let session = try TerminalSession()
        // Ctrl-Z stops the program: ctrlZStopsWithTheTerminalRestored tries it. Ctrl-P opens the
        // palette's finder, which takes the keys after it: PaletteSessionTests tries it.
        for byte in Array(0x00...0x1F as ClosedRange<UInt8>) + [0x7F] where byte != 0x1A && byte != 0x10 {
            session.type(Array("ab".utf8) + [byte] + Array(Self.clearLine.utf8))
        }
        session.type("stack\r")
        session.waitFor(Self.stackAtMenu)
        #expect(session.count("error: no command or action 'ab' in scene 'Menu'") == 2, "Ctrl-J and Ctrl-M are Enter")
        session.type("\u{03}\u{03}")
        #expect(session.waitForExit() == .exited(0), "Ctrl-C twice at an empty prompt leaves")
        #expect(session.count("^C  (press Ctrl-C again, or type quit, to leave)") == 1)
        expectRestored(session)
    }

    @Test func aOneMegabytePasteInTheMiddleOfALine() throws {
        let session = try TerminalSession()
        let half = 1 << 19
        // "go " and half a megabyte, then back to after "go " and the other half there.
        session.type("go " + String(repeating: "x", count: half) + "\u{01}\u{1B}[C\u{1B}[C\u{1B}[C")
        session.type(String(repeating: "y", count: half) + "\r")
        session.waitFor(
            "error: scene 'Menu' has no segue '\(String(repeating: "y", count: 60))…' (1048576 characters);"
                + " its segues: Contacts, Notes, Shop, SignIn, SignUp\r\n")
        session.type("\u{04}")
        #expect(session.waitForExit() == .exited(0))
        expectRestored(session)
        var longestRun = 0
        var run = 0
        for byte in session.screen {
            run = byte == UInt8(ascii: "x") || byte == UInt8(ascii: "y") ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        #expect(longestRun <= 120, "the line is shown one row at a time, not echoed whole")
        #expect(session.screen.count < 2 * half, "less comes back than went in")
    }

    @Test func thousandsOfLinesPastedAtOnce() throws {
        let session = try TerminalSession()
        let lines = ["stack", "go Contacts", "stack", "back", "nonsense", "go \u{7}Notes", "back"]
        let rounds = 500
        session.type(Array(repeating: lines, count: rounds).joined().map { $0 + "\r" }.joined() + "quit\r")
        #expect(session.waitForExit() == .exited(0))
        expectRestored(session)
        #expect(session.count(Self.entered("stack") + Self.stackAtMenu) == rounds, "no line was lost")
        #expect(session.count(Self.entered("stack", at: "Contacts") + Self.stackAtMenu + "2. ContactList") == rounds)
        #expect(session.count("error: no command or action 'nonsense' in scene 'Menu'") == rounds)
        #expect(session.count(Self.entered("go Notes") + "Menu > Notes") == rounds, "Ctrl-G rang the bell, no more")
        #expect(session.count(Self.entered("quit")) == 1)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalInRawModeRestoresTheTerminal(signal: Int32) throws {
        let session = try TerminalSession()
        session.type("go Cont")
        session.waitFor("Menu> go Cont")
        #expect(session.terminal.settings().c_lflag & tcflag_t(ICANON | ECHO) == 0, "raw mode while the prompt waits")
        session.child.send(signal)
        #expect(session.waitForExit() == .signaled(signal))
        expectRestored(session)
    }

    @Test func historyGoesToTheDataHomeGiven() throws {
        let session = try TerminalSession()
        session.type("stack\rquit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(try session.program.home.contents(of: "scenes/history") == "stack\nquit\n")
    }
}
