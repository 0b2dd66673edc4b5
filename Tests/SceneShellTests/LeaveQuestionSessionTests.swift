import Foundation
import SceneTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The leave question in the real `scenes` on a pseudo-terminal: leaving a form with unsaved
/// changes asks `QUESTION [y/N]`; `n` (or Enter) stays, `y` leaves; `quit` and Ctrl-D ask too.
@Suite struct LeaveQuestionSessionTests {
    static let question = "Discard the new contact Ada? [y/N] "

    /// A session on the new-contact form, with `first ada` typed.
    private func dirtyForm() throws -> TerminalSession {
        let session = try TerminalSession()
        session.type("go Contacts\rgo AddContact\rfirst ada\r")
        session.waitFor("First name: Ada")
        return session
    }

    @Test func answeredNoTheFormStaysAndAnsweredYesItIsDismissed() throws {
        let session = try dirtyForm()
        session.type("dismiss\r")
        session.waitFor(Self.question)
        var offset = session.screen.count
        session.type("n\rstack\r")
        session.waitFor("3. AddContact \"New contact\" (modal)\r\n", from: offset)
        session.type("dismiss\r")
        offset = session.screen.count
        session.waitFor(Self.question, from: offset)
        session.type("\r")
        session.type("stack\r")
        session.waitFor("3. AddContact \"New contact\" (modal)\r\n", from: offset)
        offset = session.screen.count
        session.type("dismiss\r")
        session.waitFor(Self.question, from: offset)
        session.type("y\r")
        session.waitFor("Contacts> ", from: offset)
        #expect(session.count("error:") == 0, "a question answered is no error")
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(
            try session.program.home.contents(of: "scenes/history")
                == "go Contacts\ngo AddContact\nfirst ada\ndismiss\nstack\ndismiss\nstack\ndismiss\nquit\n",
            "answers are not commands: the history does not keep them")
    }

    @Test func quitAndCtrlDAskBeforeLeavingAndQuitBangDoesNot() throws {
        let session = try dirtyForm()
        session.type("quit\r")
        session.waitFor(Self.question)
        var offset = session.screen.count
        session.type("no\r")
        session.waitFor("New contact> ", from: offset)
        offset = session.screen.count
        session.type("\u{04}")
        session.waitFor(Self.question, from: offset)
        offset = session.screen.count
        session.type("N\r")
        session.waitFor("New contact> ", from: offset)
        session.type("quit!\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(session.count("[y/N]") == 2)
    }

    @Test func yesToQuitLeaves() throws {
        let session = try dirtyForm()
        session.type("quit\r")
        session.waitFor(Self.question)
        session.type("yes\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(session.terminal.settings().c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    }
}
