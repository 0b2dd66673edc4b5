import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

/// A command's reply carries what it said and the screen after it apart, and each medium puts them
/// together: the screen is rendered once per command that shows it, never again to take it out of
/// what the command said.
@Suite @MainActor struct ScreenRenderCountTests {
    let storyboard: TemporaryStoryboard
    let shell: Shell

    init() throws {
        storyboard = try TemporaryStoryboard()
        shell = try #require(try launchCounterShell(on: storyboard))
    }

    /// Commands of every kind, each with whether it shows the screen: navigations, actions (one
    /// the scene refuses), listings, help, errors, a reload, undo and a link.
    static let script: [(line: String, showsScreen: Bool)] = [
        ("go Next", true), ("add 2", true), ("help", false), ("stack", false), ("back", true),
        ("go Nowhere", false), ("fail", false), ("reload", true), ("go Modal", true), ("segues", false),
        ("dismiss", true), ("undo", true), ("link", false), ("goto Second", true),
        ("popto First", true), ("# a comment", false), ("help nothing", false), ("quit", false),
    ]

    /// How many screens `body` rendered.
    private func renders(_ body: () -> Void) -> Int {
        let before = shell.screensRendered
        body()
        return shell.screensRendered - before
    }

    @Test func scriptModeRendersTheScreenOnceForEachCommandThatShowsIt() {
        defer { storyboard.remove() }
        var printed = ""
        let console = Console(out: { printed += $0 }, err: { _ in })
        for (line, showsScreen) in Self.script {
            var reply = Shell.Reply()
            #expect(renders { reply = shell.execute(line) } == (showsScreen ? 1 : 0), "\(line)")
            #expect((reply.screen != nil) == showsScreen, "\(line)")
            // The screen is what the shell shows now, and not inside what the command said.
            if let screen = reply.screen {
                #expect(!reply.output.plain.contains(screen.plain), "\(line)")
            }
            printed = ""
            #expect(renders { ScriptSession.show(reply, console: console) } == 0, "\(line)")
            #expect(printed == reply.output.plain + (reply.screen?.plain ?? ""), "said, then the screen")
        }
    }

    /// Full-screen mode draws the scene after every command: the reply's screen, or, for a command
    /// that showed none, the scene rendered once then (what it said to an earlier command left out).
    @Test func fullScreenModeRendersTheScreenOnceForEveryCommand() throws {
        defer { storyboard.remove() }
        let launched = try #require(shell.drawnScreen)
        let screen = FullScreen(terminal: Terminal(), scene: launched, render: { shell.renderScreen() })
        for (line, _) in Self.script {
            var reply = Shell.Reply()
            let count = renders {
                reply = shell.execute(line)
                screen.show(reply, errorPrefix: shell.errorPrefix)
            }
            #expect(count == (reply.quit ? 0 : 1), "\(line)")
            // Under the scene, what the command said, its warnings and its error; never the scene.
            let said = reply.output.plain + reply.warnings.map { $0 + "\n" }.joined()
            #expect(screen.messages.plain == said + (reply.error.map { "error: \($0)\n" } ?? ""), "\(line)")
            if !reply.quit { #expect(screen.scene == shell.renderScreen(), "the scene as it is now: \(line)") }
        }
    }

    /// What a scene said to the command before is not drawn again after `help`, which shows no
    /// screen of its own: the full screen renders the scene anew for it.
    @Test func theFullScreenDrawsTheSceneAsItLooksAfterACommandWithoutAScreen() throws {
        defer { storyboard.remove() }
        let screen = FullScreen(
            terminal: Terminal(), scene: try #require(shell.drawnScreen), render: { shell.renderScreen() })
        screen.show(shell.execute("add 2"), errorPrefix: "")
        #expect(screen.scene.plain.contains("* added 2"))
        screen.show(shell.execute("help"), errorPrefix: "")
        #expect(!screen.scene.plain.contains("* added 2"))
        #expect(screen.messages.plain.contains("  add [N]"))
    }

    @Test func aWatchedReloadRendersTheScreenOnceAndSaysWhatChangedApart() throws {
        defer { storyboard.remove() }
        shell.watchStoryboard()
        try storyboard.write(
            TemporaryStoryboard.counters.replacingOccurrences(of: "\"title\": \"Sheet\"", with: "\"title\": \"Sheet!\""))
        var reply: Shell.Reply?
        #expect(renders { reply = shell.reloadIfChanged() } == 1)
        #expect(reply?.output.plain == "\(storyboard.path) changed on disk\nchanged: Sheet\n")
        #expect(reply?.screen?.plain.hasPrefix("First counter\n== First counter ==\n") == true)
    }

    /// The commands a key or the shell gives are carried out as functions, with the effects of the
    /// line that names them: counted as a command, answered as the line is.
    @Test func aCommandGivenDirectlyIsCarriedOutAsItsLineWouldBe() {
        defer { storyboard.remove() }
        let before = shell.commandCount
        let quit = shell.execute(.quit, typed: "quit")
        #expect(quit.quit)
        #expect(quit.screen == nil)
        #expect(shell.commandCount == before + 1)
        let focus = shell.execute(.focus, typed: "focus")
        #expect(focus == shell.execute("focus"))
        #expect(focus.error != nil, "no split is shown")
    }
}
