import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

/// Which scene actions failed, by the scenes' own account (their `.error` lines): the one that
/// makes its scene show an error, and the one that goes back to a scene that shows an error it did
/// not show when it was covered; not the one that shows a scene with a standing problem, nor the
/// ones after it that work. Script mode exits 1 after such a failure, printing nothing more.
@Suite @MainActor struct SceneFailureTests {
    let storyboard: TemporaryStoryboard
    let shell: Shell

    init() throws {
        storyboard = try TemporaryStoryboard(FormConfigurator.storyboard)
        let registry = SceneRegistry()
        try registry.register(FormConfigurator.module)
        shell = try #require(
            Shell.launch(
                registry: registry, configPath: storyboard.path,
                environment: SceneEnvironment(dataDirectory: storyboard.directory.path), colors: false,
                console: Console(out: { _ in }, err: { _ in })))
    }

    /// Runs `line` and says whether it failed; a line that throws an error is a test failure.
    private func failed(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let reply = shell.execute(line)
        #expect(reply.error == nil, "\(line)", sourceLocation: sourceLocation)
        return reply.failed
    }

    @Test func anErrorTheActionLeavesOnItsSceneIsAFailureEachTime() {
        #expect(failed("set bad"))
        #expect(failed("set bad"), "the same error again is a failure again")
        #expect(!failed("set good"))
        #expect(!failed("set fine"))
        storyboard.remove()
    }

    @Test func aStandingProblemFailsNeitherTheCommandThatShowsItNorTheNextThatWorks() {
        #expect(!failed("next"), "Broken shows its problem on appearance")
        #expect(shell.renderScreen().plain.contains("! the file is corrupt"))
        #expect(!failed("set good"))
        #expect(failed("set bad"))
        storyboard.remove()
    }

    @Test func goingBackToAStandingProblemIsNoFailureButToANewErrorIs() {
        #expect(!failed("next"))
        #expect(!failed("next"))
        #expect(!failed("done good"), "Broken shows the problem it showed when covered")
        #expect(
            !shell.renderScreen().plain.contains("! the file is corrupt"),
            "said to the command that first showed Broken, not drawn again (see SceneSaidTests)")
        #expect(!failed("next"))
        #expect(failed("done bad"), "Broken shows a new error")
        storyboard.remove()
    }

    @Test func navigationAndThrownErrorsAreNotSceneFailures() {
        #expect(shell.execute("go Next").failed == false)
        #expect(shell.execute("back").failed == false)
        let refused = shell.execute("set")
        #expect(refused.error != nil)
        #expect(refused.failed == false)
        storyboard.remove()
    }

    @Test func scriptModeExitsOneAfterAFailureAndPrintsTheSameAsBefore() {
        var output = ""
        let console = Console(out: { output += $0 }, err: { output += $0 })
        #expect(ScriptSession.run(shell, lines: ScriptLines("set bad\nset good\n"), console: console) == 1)
        #expect(
            output
                == "Start> set bad\nStart\n== Start ==\n  Start\n  ! 'bad' is not a value\nactions: set VALUE, next, done VALUE\nmoves: go Next\nStart> set good\nStart\n== Start ==\n  Start\nactions: set VALUE, next, done VALUE\nmoves: go Next\n"
        )
        output = ""
        #expect(ScriptSession.run(shell, lines: ScriptLines("set good\nnext\n"), console: console) == 0)
        storyboard.remove()
    }
}
