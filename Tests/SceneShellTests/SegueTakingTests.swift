import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

/// What the shell offers of a scene's segues: a segue only its action performs is not among the
/// moves, `segues` or Tab completion of `go`; `go` on it names the action; `explain` tells
/// what performing a segue would do now.
@Suite @MainActor struct SegueTakingTests {
    static let json = """
        {
          "version": 1,
          "initial": "First",
          "scenes": [
            { "id": "First", "module": "Counter", "title": "First counter", "segues": [
                { "id": "Next", "to": "Second", "action": "open" },
                { "id": "Modal", "to": "Sheet", "style": "modal",
                  "guards": [ { "condition": "ready", "redirect": "Second" } ] } ] },
            { "id": "Second", "module": "Counter", "title": "Second counter", "segues": [
                { "id": "Next", "to": "Second", "action": "open" },
                { "id": "Done", "to": "First", "style": "unwind", "action": "open" } ] },
            { "id": "Sheet", "module": "Counter", "title": "Sheet",
              "guards": [ { "condition": "ready", "refuse": "Not ready yet." } ], "segues": [
                { "id": "Next", "to": "Second" } ] }
          ]
        }
        """

    let storyboard: TemporaryStoryboard
    let shell: Shell

    init() throws {
        storyboard = try TemporaryStoryboard(Self.json)
        let registry = try counterRegistry()
        try registry.register(condition: SceneCondition("ready") { _ in false })
        shell = try #require(
            Shell.launch(
                registry: registry, configPath: storyboard.path,
                environment: SceneEnvironment(dataDirectory: storyboard.directory.path), colors: false,
                console: Console(out: { _ in }, err: { _ in })))
    }

    @Test func movesSeguesAndCompletionOfferOnlyWhatAPersonMayTake() {
        defer { storyboard.remove() }
        let screen = shell.renderScreen().plain
        #expect(screen.hasSuffix("moves: go Modal\n"))
        #expect(shell.execute("segues").output.plain == "Modal  -> Sheet (modal)\n")
        #expect(shell.completions(for: "go ") == ["Modal"])
        #expect(shell.completions(for: "explain ") == ["Modal", "Next"])
        _ = shell.execute("open")
        #expect(shell.execute("segues").output.plain == "Scene 'Second' has no segues a person may take.\n")
        #expect(shell.completions(for: "go ") == [])
    }

    @Test func goOnASegueAnActionPerformsNamesTheActionAndChangesNothing() {
        defer { storyboard.remove() }
        let reply = shell.execute("go Next")
        #expect(
            reply.error
                == "segue 'Next' of scene 'First' is performed by the action 'open' once it has done its work;"
                + " use 'open' (type 'help open')")
        #expect(shell.navigator.stack.map(\.id) == ["First"])
        // The action performs it
        #expect(shell.execute("open").error == nil)
        #expect(shell.navigator.stack.map(\.id) == ["First", "Second"])
    }

    @Test func explainSaysWhereHowWhatItPassesItsGuardsAndWhoTakesIt() {
        defer { storyboard.remove() }
        #expect(
            shell.execute("explain Modal").output.plain == """
                segue Modal of scene First
                  to: Sheet "Sheet", presented modally (modal)
                  passes: nothing
                  guard ready (the segue's): does not hold now; Second would be presented first, and the segue performed once it succeeds
                  guard ready (scene Sheet's): does not hold now; it would be refused: Not ready yet.
                  taken by: a person, with 'go Modal', or the scene's code

                """)
        #expect(
            shell.execute("explain Next").output.plain == """
                segue Next of scene First
                  to: Second "Second counter", pushed (push)
                  passes: nothing
                  guards: none
                  taken by: the action 'open' once it has done its work, not by 'go'

                """)
        #expect(shell.execute("explain Nxt").error == "scene 'First' has no segue 'Nxt'; did you mean 'Next'?; its segues: Next, Modal")
        #expect(shell.execute("explain").error == "'explain' needs an argument; usage: explain SEGUE")
    }

    @Test func aGuardThatRedirectsPresentsItsSceneAtThePrompt() throws {
        defer { storyboard.remove() }
        let reply = shell.execute("go Modal")
        // The segue's own guard redirects first: Second is presented, the stack is kept below it
        #expect(reply.error == nil)
        #expect(shell.navigator.stack.map(\.id) == ["First", "Second"])
        #expect(shell.navigator.topScene?.presentation == .modal)
    }
}
