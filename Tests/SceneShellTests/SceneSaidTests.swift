import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

/// What a scene said (its `!` and `*` lines) belongs to the command that caused it: the screen of
/// that command shows it, the screens drawn after any later command leave it out while the scene
/// says the same, and an action of the scene says it anew even in the same words.
@Suite @MainActor struct SceneSaidTests {
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

    /// The screen as drawn now (what the full screen draws above the messages).
    private var screen: String { shell.renderScreen().plain }

    /// Every command that draws no screen of its own: informational commands, refusals and a comment.
    nonisolated static let laterCommands = [
        "help", "help set", "stack", "segues", "history", "link", "tabs", "scenes", "graph", "explain Next",
        "nonsense", "go Nowhere", "set", "# a comment", "",
    ]

    @Test(arguments: laterCommands)
    func anErrorAnActionCausedIsLeftOutOfTheScreensOfLaterCommands(_ later: String) {
        defer { storyboard.remove() }
        let reply = shell.execute("set bad")
        #expect(reply.printed.plain.contains("! 'bad' is not a value"), "the action's own screen shows it")
        #expect(screen.contains("! 'bad' is not a value"), "drawn again for the same command (Ctrl-L)")
        _ = shell.execute(later)
        #expect(!screen.contains("'bad' is not a value"), "after '\(later)'")
        #expect(screen.contains("Start"), "the rest of the scene is drawn")
        let again = shell.execute("set bad")
        #expect(again.printed.plain.contains("! 'bad' is not a value"), "an action says it again, in the same words")
        #expect(screen.contains("! 'bad' is not a value"))
    }

    @Test func aProblemShownOnAppearanceBelongsToTheNavigationThatShowedItAndANewOneIsShown() {
        defer { storyboard.remove() }
        #expect(shell.execute("next").printed.plain.contains("! the file is corrupt"))
        _ = shell.execute("stack")
        #expect(!screen.contains("the file is corrupt"))
        _ = shell.execute("next")
        let back = shell.execute("done bad")
        #expect(back.printed.plain.contains("! what came back is 'bad'"), "what it says now is new")
        #expect(!back.printed.plain.contains("the file is corrupt"), "what it said before is not said again")
        _ = shell.execute("help")
        #expect(!screen.contains("!"))
    }
}
