import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The real `scenes` on a pseudo-terminal, stopped and continued as a shell's job control does,
/// and writing into a closed pipe: while it is stopped, the terminal has the settings it had
/// before the program started; once continued, raw mode is back, the line is drawn again and the
/// keys still edit it; a closed pipe ends it with the terminal restored.
@Suite struct TerminalSignalTests {
    /// The terminal's settings are those it had before `scenes` started.
    private func expectSettingsBefore(
        _ session: TerminalSession, _ when: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let before = session.settingsBefore
        let now = session.terminal.settings()
        #expect(now.c_iflag == before.c_iflag, "\(when)", sourceLocation: sourceLocation)
        #expect(now.c_oflag == before.c_oflag, "\(when)", sourceLocation: sourceLocation)
        #expect(now.c_lflag == before.c_lflag, "\(when)", sourceLocation: sourceLocation)
        #expect(now.c_cflag == before.c_cflag, "\(when)", sourceLocation: sourceLocation)
        #expect(
            now.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG), "\(when)",
            sourceLocation: sourceLocation)
    }

    private func isRaw(_ session: TerminalSession) -> Bool {
        session.terminal.settings().c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0
    }

    /// Stops `scenes` at `Menu> go Cntacts` with `stop`, checks the terminal while it is stopped,
    /// continues it, then fixes the line with the arrow keys and runs it.
    private func stopAndContinue(_ stop: (TerminalSession) -> Void) throws {
        let session = try TerminalSession()
        session.type("go Cntacts")
        session.waitFor("Menu> go Cntacts")
        #expect(isRaw(session), "raw mode while the prompt waits")
        stop(session)
        #expect(session.child.waitUntilStopped() == SIGTSTP)
        expectSettingsBefore(session, "while stopped")
        let offset = session.screen.count
        session.child.send(SIGCONT)
        session.waitFor("\rMenu> go Cntacts\u{1B}[K", from: offset)
        #expect(isRaw(session), "raw mode again once continued")
        // Six times Left: the cursor is after "go C"; the missing "o" goes there.
        session.type(String(repeating: "\u{1B}[D", count: 6) + "o\r")
        session.waitFor("Contacts> ", from: offset)
        #expect(session.count("error:") == 0, "the arrows edited the line; nothing printed ^[[D")
        // Ctrl-C clears the line instead of killing the program: ISIG is off again.
        session.type("x\u{03}stack\r")
        session.waitFor("2. ContactList \"Contacts\" (push)\r\n", from: offset)
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        expectSettingsBefore(session, "after quit")
    }

    @Test func ctrlZStopsWithTheTerminalRestoredAndContinueEntersRawModeAgain() throws {
        try stopAndContinue { session in
            session.type([0x1A])
            session.waitFor("Menu> go Cntacts\u{1B}[K^Z")
        }
    }

    @Test func sigtstpStopsWithTheTerminalRestoredAndContinueEntersRawModeAgain() throws {
        try stopAndContinue { session in session.child.send(SIGTSTP) }
    }

    @Test func stoppedTwiceInARow() throws {
        let session = try TerminalSession()
        for round in 1...2 {
            let typed = session.screen.count
            session.type([0x1A])
            session.waitFor("^Z", from: typed)
            #expect(session.child.waitUntilStopped() == SIGTSTP, "round \(round)")
            expectSettingsBefore(session, "stopped, round \(round)")
            let offset = session.screen.count
            session.child.send(SIGCONT)
            session.waitFor("\rMenu> \u{1B}[K", from: offset)
            #expect(isRaw(session), "round \(round)")
        }
        session.type("\u{04}")
        #expect(session.waitForExit() == .exited(0))
        expectSettingsBefore(session, "after Ctrl-D")
    }

    /// `scenes | head -1` on a terminal: standard input is the terminal (so raw mode), standard
    /// output a pipe nobody reads any more. The program says why it stops, on standard error (the
    /// terminal), exits 74, and the terminal has its settings back.
    @Test func aClosedPipeOnStandardOutputLeavesTheTerminalRestored() throws {
        let terminal = try PseudoTerminal()
        let before = terminal.settings()
        let pipe = try Pipes.make()
        close(pipe.read)
        defer { close(pipe.write) }
        let program = ScenesProgram()
        let child = try ChildProcess(
            executable: ScenesProgram.executable, arguments: program.arguments, environment: program.environment,
            standardInput: terminal.slave, standardOutput: pipe.write, standardError: terminal.slave,
            ownProcessGroup: true)
        #expect(child.wait() == .exited(74))
        #expect(terminal.readScreen() == "error: cannot write to standard output: broken pipe\r\n")
        let after = terminal.settings()
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag)
    }
}
