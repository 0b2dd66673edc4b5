import SceneTesting
import Testing

@testable import SceneShell

#if canImport(Glibc)
    import Glibc
#endif

/// The real `scenes` on a pseudo-terminal that can move its cursor (`TERM=xterm`): the session is
/// drawn in place on the alternate screen, the scene at the top, the last command's messages under
/// it, the prompt on the bottom row; what a person sees is checked on a model of the screen. On
/// exit, on a stop and on a signal that ends it, the normal screen comes back as it was.
@Suite struct FullScreenSessionTests {
    /// What the terminal shows now.
    private func screen(_ session: TerminalSession, rows: Int = 20) -> VirtualScreen {
        session.screenModel(rows: rows)
    }

    /// Whether the alternate screen is shown now (a `Bool` of its own, so that a failure does not
    /// print the whole screen model).
    private func showsAlternate(_ session: TerminalSession) -> Bool {
        screen(session).isAlternate
    }

    @Test func aFormIsFilledInPlaceAndTheScrollbackIsLeftAsItWas() throws {
        let session = try TerminalSession(fullScreen: true, rows: 20)
        #expect(showsAlternate(session))
        #expect(screen(session).lines.first == "Menu")
        session.enter("go Contacts", then: "Contacts")
        session.enter("go AddContact", then: "New contact")
        session.enter("first Ada", then: "New contact")
        session.enter("last Lovelace", then: "New contact")
        session.enter("phone 555-0100", then: "New contact")
        let shown = screen(session)
        #expect(shown.unknown == [])
        #expect(shown.lines[0] == "Menu > Contacts >> New contact")
        #expect(shown.lines[1] == "== New contact ==")
        #expect(shown.lines[2] == "  First name: Ada")
        #expect(shown.lines[3] == "  Last name:  Lovelace")
        #expect(shown.lines[4] == "  Phone:      555-0100")
        #expect(
            shown.lines[19] == PaletteSessionTests.promptRow("New contact", columns: 120),
            "the prompt is on the bottom row, Ctrl-P said at its end")
        #expect(
            shown.lines.filter { $0.contains("New contact") }.count == 3,
            "one scene on the screen (its breadcrumb and title), not one per command, and the prompt")
        #expect(shown.scrollback == [], "nothing scrolled off the normal screen")
        session.enter("nonsense", then: "New contact")
        let failed = screen(session)  // the scene's 9 rows, then the messages
        #expect(failed.lines[0] == "Menu > Contacts >> New contact", "the scene stays in place")
        #expect(failed.lines[9].hasPrefix("error: no command or action 'nonsense' in scene 'New contact'"))
        session.type("quit!\r")
        #expect(session.waitForExit() == .exited(0))
        let after = screen(session)
        #expect(!showsAlternate(session))
        #expect(after.text == "", "the normal screen is as it was: empty")
        #expect(after.scrollback == [])
        #expect(TerminalBytes.problems(in: session.screenText, allowing: .fullScreen) == [])
    }

    @Test func ctrlLAndAResizeDrawTheScreenAgainAndASmallWindowClipsTheScene() throws {
        let session = try TerminalSession(fullScreen: true, rows: 20)
        session.enter("go Contacts", then: "Contacts")
        session.enter("go AddContact", then: "New contact")
        var offset = session.screen.count
        session.type("\u{0C}")
        session.waitFor("\u{1B}[H\u{1B}[2J", from: offset)
        session.waitFor("\rNew contact> \u{1B}[K", from: offset)
        #expect(screen(session).lines[0] == "Menu > Contacts >> New contact")
        offset = session.screen.count
        session.terminal.resize(columns: 120, rows: 6)
        session.child.send(SIGWINCH)
        session.waitFor("\rNew contact> \u{1B}[K", from: offset)
        var small = VirtualScreen(rows: 6, columns: 120)
        small.feed(Array(session.screen[offset...]))
        #expect(
            small.lines == [
                "Menu > Contacts >> New contact", "== New contact ==", "  First name: -", "  Last name:  -",
                "… 5 more rows of the scene (a larger window shows them)",
                PaletteSessionTests.promptRow("New contact", columns: 120),
            ])
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func theLeaveQuestionAndThePasswordPromptAreAskedOnTheBottomRow() throws {
        let session = try TerminalSession(fullScreen: true, rows: 20)
        session.enter("go Contacts", then: "Contacts")
        session.enter("go AddContact", then: "New contact")
        session.enter("first ada", then: "New contact")
        var offset = session.screen.count
        session.type("dismiss\r")
        session.waitFor("Discard the new contact Ada? [y/N] ", from: offset)
        #expect(screen(session).lines[19] == "Discard the new contact Ada? [y/N]")
        offset = session.screen.count
        session.type("y\r")
        session.waitFor("\rContacts> \u{1B}[K", from: offset)
        #expect(screen(session).lines[0] == "Menu > Contacts")
        session.enter("root", then: "Menu")
        session.enter("go SignIn", then: "Sign in")
        offset = session.screen.count
        session.type("login demo@example.com\r")
        session.waitFor("Password: ", from: offset)
        #expect(screen(session).lines[19] == "Password:")
        let shownBefore = session.count("password1")  // the sign-in scene's own hint
        session.type("password1\r")
        session.waitFor("\rHome> \u{1B}[K", from: offset)
        #expect(screen(session).text.contains("Welcome, Demo User!"))
        #expect(session.count("password1") == shownBefore, "the password typed is not echoed")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(!showsAlternate(session))
    }

    @Test func aStopShowsTheNormalScreenAndContinuingDrawsTheSessionAgain() throws {
        let session = try TerminalSession(fullScreen: true, rows: 20)
        session.enter("go Notes", then: "Notes")
        session.type([0x1A])
        session.waitFor("\u{1B}[?1049l")
        #expect(session.child.waitUntilStopped() == SIGTSTP)
        #expect(!showsAlternate(session), "the shell the program was stopped from shows its own screen")
        let offset = session.screen.count
        session.child.send(SIGCONT)
        session.waitFor("\rNotes> \u{1B}[K", from: offset)
        let continued = screen(session)
        #expect(showsAlternate(session))
        #expect(continued.lines[0] == "Menu > Notes")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(!showsAlternate(session))
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalThatEndsTheProgramGivesTheNormalScreenBack(signal: Int32) throws {
        let session = try TerminalSession(fullScreen: true, rows: 20)
        session.type("go Cont")
        session.waitFor("Menu> go Cont")
        session.child.send(signal)
        #expect(session.waitForExit() == .signaled(signal))
        let after = screen(session)
        #expect(!showsAlternate(session))
        #expect(after.text == "")
    }

    @Test func ctrlRFindsAnEarlierLineAndEnterRunsIt() throws {
        let session = try TerminalSession(fullScreen: true, rows: 20)
        session.enter("go Notes", then: "Notes")
        session.enter("back", then: "Menu")
        session.enter("go Contacts", then: "Contacts")
        session.enter("back", then: "Menu")
        var offset = session.screen.count
        session.type("\u{12}go")
        session.waitFor("(reverse-i-search)'go': go Contacts\u{1B}[K", from: offset)
        session.type("\u{12}")
        session.waitFor("(reverse-i-search)'go': go Notes\u{1B}[K", from: offset)
        session.type("x")
        session.waitFor("(failed reverse-i-search)'gox': go Notes\u{1B}[K", from: offset)
        session.type("\u{7F}\r")
        session.waitFor("\rNotes> \u{1B}[K", from: offset)
        #expect(screen(session).lines[0] == "Menu > Notes")
        offset = session.screen.count
        session.type("\u{12}nothing like it\u{07}")
        session.waitFor("\rNotes> \u{1B}[K", from: offset)
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(try session.program.home.contents(of: "scenes/history") == "go Notes\nback\ngo Contacts\nback\ngo Notes\nquit\n")
    }

    @Test func randomKeystrokesLeaveAWorkingScreen() throws {
        let session = try TerminalSession(fullScreen: true, rows: 20)
        session.enter("go Notes", then: "Notes")
        session.enter("back", then: "Menu")
        var generator = SeededRandom(seed: 7)
        // Ctrl-C, Ctrl-D and Ctrl-Z are left out, as in GarbageTerminalTests: they leave or stop;
        // and Ctrl-P, whose palette runs whatever row the keys after it find, `quit` among them.
        session.type(generator.bytes(65_536, excluding: [0x03, 0x04, 0x1A, 0x10]))
        session.type("\u{07}\u{05}\u{15}stack\r")  // Ctrl-G ends a search if one was left open
        let offset = session.screen.count
        session.waitFor("1. Menu \"Menu\" (root)", from: offset)
        let drawn = session.screen.count
        session.type("\u{0C}")
        session.waitFor("\u{1B}[2J", from: drawn)
        session.waitFor("\rMenu> \u{1B}[K", from: drawn)
        #expect(screen(session).lines[0] == "Menu", "Ctrl-L drew the scene again, in place")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(!showsAlternate(session))
        #expect(screen(session).text == "")
        #expect(TerminalBytes.problems(in: session.screenText, allowing: .fullScreen) == [])
    }
}
