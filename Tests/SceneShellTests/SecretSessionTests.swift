import Foundation
import SceneTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Passwords in the real `scenes`: on a pseudo-terminal a password left out is asked for at a
/// `Password: ` prompt that echoes nothing, Ctrl-C there cancels the command, and a password typed
/// on the line is drawn again as `***` once entered; the history keeps `***`, in a file only its
/// owner may read. In script mode the echo shows `***` and no error quotes the password.
@Suite struct SecretSessionTests {
    /// A line as the screen shows it once entered (see `GarbageTerminalTests`).
    private static func entered(_ line: String, at title: String) -> String {
        "\(title)> \(line)\u{1B}[K\r\r\n"
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    @Test(arguments: ["Secr3tPass", "two words 9", "ünïcødé-pässwörd-1"])
    func aPasswordLeftOutIsAskedForWithoutEcho(password: String) throws {
        let session = try TerminalSession()
        session.type("go SignUp\rregister ada@example.com\r")
        session.waitFor(Self.entered("register ada@example.com", at: "Sign up") + "Password: ")
        let offset = session.screen.count
        session.type(password + "\r")
        session.waitFor("Welcome, ada@example.com!", from: offset)
        #expect(session.count("Password: \r\r\n") == 1, "nothing was echoed after the prompt")
        #expect(session.count(password) == 0)
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        let history = session.program.home.file("scenes/history")
        #expect(try session.program.home.contents(of: "scenes/history") == "go SignUp\nregister ada@example.com\nquit\n")
        #expect(mode(history) == 0o600)
        #expect(mode(session.program.home.file("scenes")) == 0o700)
    }

    @Test func backspaceAndCtrlUEditThePasswordUnseen() throws {
        let session = try TerminalSession()
        session.type("go SignIn\rlogin demo@example.com\r")
        session.waitFor("Password: ")
        // "wrong", Ctrl-U, "passwordX", Backspace, "1": password1.
        session.type("wrong\u{15}passwordX\u{7F}1\r")
        session.waitFor("Welcome, Demo User!")
        #expect(session.count("wrong") == 0 && session.count("passwordX") == 0)
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
    }

    @Test func ctrlCOrCtrlDAtThePasswordPromptCancelsTheCommand() throws {
        let session = try TerminalSession()
        session.type("go SignIn\rlogin demo@example.com\r")
        session.waitFor("Password: ")
        session.type("s3cr\u{03}")
        session.waitFor("Password: ^C\r\r\n'login' was cancelled; nothing changed\r\n")
        session.type("stack\r")
        session.waitFor("2. Login \"Sign in\" (push)\r\n")
        session.type("login demo@example.com\r")
        var offset = session.screen.count
        session.waitFor("Password: ", from: offset)
        session.type("\u{04}")
        session.waitFor("'login' was cancelled; nothing changed\r\n", from: offset)
        offset = session.screen.count
        session.type("stack\r")
        session.waitFor("2. Login \"Sign in\" (push)\r\n", from: offset)
        #expect(session.count("error:") == 0, "a cancelled command is no error")
        #expect(session.count("Welcome") == 0, "nobody signed in")
        #expect(session.count("s3cr") == 0)
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0), "Ctrl-C at the password prompt does not end the program")
        #expect(session.terminal.settings().c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
        #expect(
            try session.program.home.contents(of: "scenes/history")
                == "go SignIn\nlogin demo@example.com\nstack\nlogin demo@example.com\nstack\nquit\n")
    }

    /// A password written on the line shows while it is typed (the user chose to); once entered,
    /// the line is drawn again with `***`, and the history keeps `***`: recalled with Up and
    /// entered, it asks for the password.
    @Test func aPasswordOnTheLineIsDrawnAgainAndKeptAsStars() throws {
        let session = try TerminalSession()
        session.type("go SignIn\rlogin demo@example.com password1\r")
        session.waitFor(Self.entered("login demo@example.com ***", at: "Sign in") + "Home")
        // Signing in again needs signing out first: the menu offers Sign in only to nobody.
        session.type("signout\rgo SignIn\r")
        session.waitFor(Self.entered("go SignIn", at: "Menu"))
        let offset = session.screen.count
        session.type("\u{1B}[A\u{1B}[A\u{1B}[A\r")
        session.waitFor(Self.entered("login demo@example.com ***", at: "Sign in") + "Password: ", from: offset)
        session.type("password1\r")
        session.waitFor("Welcome, Demo User!", from: offset)
        session.type("quit\r")
        #expect(session.waitForExit() == .exited(0))
        #expect(
            try session.program.home.contents(of: "scenes/history")
                == "go SignIn\nlogin demo@example.com ***\nsignout\ngo SignIn\nlogin demo@example.com ***\nquit\n")
    }

    @Test func scriptModeShowsStarsAndNoErrorQuotesThePassword() throws {
        let program = ScenesProgram()
        let script = [
            "go SignUp", "register bob@example.com S3cret-Pass Bob Builder", "signout", "go SignIn",
            "login bob@example.com S3cret-Pass", "signout", "go SignIn", "login bob@example.com",
            "login bob@example.com S3cret-Pass extra", "logn bob@example.com S3cret-Pass",
            "login bob@example.com \"S3cret-Pass", "login nobody@example.com S3cret-Pass",
        ]
        let outcome = try program.run(input: Array(script.joined(separator: "\n").utf8))
        #expect(outcome.termination == .exited(1))
        let text = outcome.outputText + outcome.errorText
        #expect(text.contains("Sign up> register bob@example.com *** Bob Builder\n"))
        #expect(text.contains("Welcome, Bob Builder!"))
        #expect(text.contains("Sign in> login bob@example.com ***\n"))
        #expect(text.contains("Sign in> login bob@example.com\n"))
        #expect(text.contains("error: 'login' needs PASSWORD, which is asked for only on a terminal"))
        #expect(text.contains("Sign in> login bob@example.com *** extra\n"))
        #expect(text.contains("error: too many arguments for 'login'"))
        #expect(text.contains("Sign in> logn *** ***\n"))
        #expect(text.contains("error: no command or action 'logn' in scene 'Sign in'; did you mean 'login'?"))
        #expect(text.contains("error: unterminated double quote"))
        #expect(text.contains("Sign in> login nobody@example.com ***\n"))
        #expect(text.contains("! wrong email or password; try again"))
        #expect(!text.contains("S3cret"), "\(text)")
        #expect(!program.home.contains("scenes/history"), "script mode keeps no history")
    }
}
