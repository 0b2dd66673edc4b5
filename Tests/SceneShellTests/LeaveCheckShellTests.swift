import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import SceneShell

/// The leave check at the prompt: a command that would leave a scene asking not to be left asks
/// `QUESTION [y/N]` where someone can answer, fails with the scene's reason where nobody can
/// (script mode), and its forced form (`back!`) leaves without asking.
@Suite @MainActor struct LeaveCheckShellTests {
    let storyboard: TemporaryStoryboard
    let shell: Shell
    /// The questions asked, and the answers given in turn (none: nobody can answer).
    final class Asker {
        var questions: [String] = []
        var answers: [Bool?] = []
    }

    init() throws {
        storyboard = try TemporaryStoryboard(DraftShellScene.storyboard)
        let console = Console(out: { _ in }, err: { _ in })
        shell = try #require(
            Shell.launch(
                registry: try DraftShellScene.registry(), configPath: storyboard.path,
                environment: SceneEnvironment(dataDirectory: storyboard.directory.path), colors: false,
                console: console))
        #expect(shell.execute("go Open").error == nil)
        #expect(shell.execute("go Present").error == nil)
    }

    private var ids: [String] { shell.navigator.stack.map(\.id) }

    private func asking(_ answers: [Bool?]) -> Asker {
        let asker = Asker()
        asker.answers = answers
        shell.askToLeave = { question in
            asker.questions.append(question)
            return asker.answers.isEmpty ? nil : asker.answers.removeFirst()
        }
        return asker
    }

    /// A command, its forced form, and the stack after it.
    nonisolated static let ways: [(command: String, forced: String, after: [String])] = [
        ("back", "back!", ["Start", "Middle"]),
        ("dismiss", "dismiss!", ["Start", "Middle"]),
        ("root", "root!", ["Start"]),
        ("popto Start", "popto! Start", ["Start"]),
        ("go Swap", "go! Swap", ["Start"]),
        ("go Return", "go! Return", ["Start"]),
        ("reload", "reload!", ["Start"]),
    ]

    @Test(arguments: ways)
    func withNobodyToAskTheCommandFailsWithTheReasonAndTheForcedFormLeaves(
        command: String, forced: String, after: [String]
    ) throws {
        defer { storyboard.remove() }
        // Given the top scene holds a draft
        #expect(shell.execute("type hello").error == nil)
        if command == "reload" { try storyboard.write(DraftShellScene.startOnly) }
        // When
        let refused = shell.execute(command)
        // Then
        #expect(
            refused.error
                == "scene 'Top' asks not to be left: Discard the draft 'hello'?; type '\(forced)' to leave anyway")
        #expect(ids == ["Start", "Middle", "Top"])
        let leaving = shell.execute(forced)
        #expect(leaving.error == nil)
        #expect(ids == after)
    }

    @Test func aSceneUnderTheTopIsAskedToo() throws {
        defer { storyboard.remove() }
        #expect(shell.execute("back").error == nil)
        #expect(shell.execute("type draft below").error == nil)
        #expect(shell.execute("go Present").error == nil)
        #expect(shell.execute("back").error == nil, "Middle stays")
        #expect(shell.execute("go Present").error == nil)
        #expect(
            shell.execute("root").error
                == "scene 'Middle' asks not to be left: Discard the draft 'draft below'?; type 'root!' to leave anyway")
        #expect(ids == ["Start", "Middle", "Top"])
    }

    @Test func quitFailsWithNobodyToAskAndQuitBangLeaves() {
        defer { storyboard.remove() }
        #expect(shell.execute("type hello").error == nil)
        let refused = shell.execute("quit")
        #expect(!refused.quit)
        #expect(refused.error == "scene 'Top' asks not to be left: Discard the draft 'hello'?; type 'quit!' to leave anyway")
        #expect(shell.execute("exit").error?.hasSuffix("type 'quit!' to leave anyway") == true)
        #expect(shell.execute("quit!").quit)
        #expect(shell.execute("exit!").quit)
        #expect(shell.execute("save").error == nil)
        #expect(shell.execute("quit").quit, "nothing to lose")
    }

    @Test(arguments: ways)
    func answeredNoTheStackStays(command: String, forced: String, after: [String]) throws {
        defer { storyboard.remove() }
        #expect(shell.execute("type hello").error == nil)
        if command == "reload" { try storyboard.write(DraftShellScene.startOnly) }
        let asker = asking([false])
        let reply = shell.execute(command)
        #expect(asker.questions == ["Discard the draft 'hello'?"])
        #expect(reply.error == nil && !reply.failed, "declining is no error")
        let word = command.split(separator: " ").first.map(String.init) ?? command
        #expect(reply.output.plain == "'\(word)' was cancelled; nothing changed\n", "declining says so")
        #expect(ids == ["Start", "Middle", "Top"])
    }

    @Test(arguments: ways)
    func answeredYesTheCommandIsCarriedOut(command: String, forced: String, after: [String]) throws {
        defer { storyboard.remove() }
        #expect(shell.execute("type hello").error == nil)
        if command == "reload" { try storyboard.write(DraftShellScene.startOnly) }
        let asker = asking([true])
        let reply = shell.execute(command)
        #expect(asker.questions == ["Discard the draft 'hello'?"])
        #expect(reply.error == nil)
        #expect(ids == after)
    }

    @Test func quitAsksAndLeavesOnYesOrWhenNobodyIsLeftToAnswer() {
        defer { storyboard.remove() }
        #expect(shell.execute("type hello").error == nil)
        let asker = asking([false, true])
        #expect(!shell.execute("quit").quit)
        #expect(shell.execute("quit").quit)
        #expect(asker.questions == ["Discard the draft 'hello'?", "Discard the draft 'hello'?"])
        // The terminal closed: the session ends, as a script's does.
        #expect(shell.execute("quit").quit)
        let back = shell.execute("back")
        #expect(back.error?.hasSuffix("type 'back!' to leave anyway") == true, "a navigation nobody confirmed")
        #expect(ids == ["Start", "Middle", "Top"])
    }

    @Test func theForcedFormsAskNothing() {
        defer { storyboard.remove() }
        #expect(shell.execute("type hello").error == nil)
        let asker = asking([false])
        #expect(shell.execute("dismiss!").error == nil)
        #expect(asker.questions.isEmpty)
        #expect(ids == ["Start", "Middle"])
    }

    @Test func aScenesOwnSegueIsNotAskedAboutAndAnActionIsNeverRunTwice() throws {
        defer { storyboard.remove() }
        // Top's own unwind does not ask Top
        #expect(shell.execute("type hello").error == nil)
        let asker = asking([true])
        #expect(shell.execute("send").error == nil)
        #expect(ids == ["Start"])
        #expect(asker.questions.isEmpty)
        // Top's own unwind that would leave Middle with a draft fails with Middle's reason
        #expect(shell.execute("go Open").error == nil)
        #expect(shell.execute("type below").error == nil)
        #expect(shell.execute("go Present").error == nil)
        let top = try #require(shell.navigator.topScene?.viewController as? DraftShellViewController)
        let reply = shell.execute("send")
        #expect(reply.error == "scene 'Middle' asks not to be left: Discard the draft 'below'?")
        #expect(asker.questions.isEmpty, "an action cannot be carried out again: nobody is asked")
        #expect(top.sendCount == 1)
        #expect(ids == ["Start", "Middle", "Top"])
    }

    /// Ctrl-D's `quit` is carried out as a function, not as text, and refused as the line is.
    @Test func theQuitOfTheEndOfInputIsRefusedAsTheLineQuitIs() {
        defer { storyboard.remove() }
        #expect(shell.execute("type hello").error == nil)
        let refused = shell.execute(.quit, typed: "quit")
        #expect(!refused.quit)
        #expect(refused.error?.hasSuffix("type 'quit!' to leave anyway") == true)
        #expect(refused == shell.execute("quit"))
        #expect(ids == ["Start", "Middle", "Top"])
    }

    @Test func aReloadTheWatchStartsDoesNotAsk() throws {
        defer { storyboard.remove() }
        shell.watchStoryboard()
        #expect(shell.execute("type hello").error == nil)
        let asker = asking([true])
        try storyboard.write(DraftShellScene.startOnly + " ")
        let reply = try #require(shell.reloadIfChanged())
        #expect(reply.error == "scene 'Top' asks not to be left: Discard the draft 'hello'?; type 'reload!' to leave anyway")
        #expect(asker.questions.isEmpty)
        #expect(ids == ["Start", "Middle", "Top"])
        #expect(shell.execute("reload").error == nil, "typed, it asks")
        #expect(asker.questions == ["Discard the draft 'hello'?"])
        #expect(ids == ["Start"])
    }

    @Test func scriptModeExitsOneAndKeepsTheStack() {
        defer { storyboard.remove() }
        var out = ""
        var err = ""
        let status = ScriptSession.run(
            shell, lines: ScriptLines("type hello\nback\nquit\nstack\n"),
            console: Console(out: { out += $0 }, err: { err += $0 }))
        #expect(status == 1)
        #expect(out.hasSuffix("Top> stack\n1. Start \"Start\" (root)\n2. Middle \"Middle\" (push)\n3. Top \"Top\" (modal)\n"))
        #expect(
            err == """
                error: scene 'Top' asks not to be left: Discard the draft 'hello'?; type 'back!' to leave anyway
                error: scene 'Top' asks not to be left: Discard the draft 'hello'?; type 'quit!' to leave anyway

                """)
    }

    @Test func forcedFormsParseAndHaveHelp() throws {
        defer { storyboard.remove() }
        #expect(try ShellCommand.parse(["back!"]) == .forced(.back))
        #expect(try ShellCommand.parse(["popto!", "Start"]) == .forced(.popTo(scene: "Start")))
        #expect(try ShellCommand.parse(["go!", "Swap"]) == .forced(.go(segue: "Swap")))
        #expect(try ShellCommand.parse(["exit!"]) == .forced(.quit))
        #expect(try ShellCommand.parse(["stack!"]) == .action(name: "stack!", arguments: []))
        #expect(throws: ShellError.tooManyArguments(command: "back!", usage: "back!")) {
            try ShellCommand.parse(["back!", "x"])
        }
        #expect(throws: ShellError.missingArgument(command: "popto!", usage: "popto! SCENE")) {
            try ShellCommand.parse(["popto!"])
        }
        #expect(
            shell.execute("help popto!").output == "usage: popto! SCENE\n  go back to a scene on the stack, without asking the scenes it leaves\n")
        #expect(shell.execute("help").output.plain.contains("quit! leave without asking"))
        #expect(shell.completions(for: "popto! ") == ["Middle", "Start", "Top"])
        #expect(shell.completions(for: "go! S") == ["Swap"])
        #expect(shell.redacted("popto! Start") == "popto! Start", "a forced form's arguments are no secrets")
    }
}
