import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

@Suite @MainActor struct ShellTests {
    let storyboard: TemporaryStoryboard
    let shell: Shell

    init() throws {
        storyboard = try TemporaryStoryboard()
        shell = try #require(try launchCounterShell(on: storyboard))
    }

    @Test func completesCommandsActionsSeguesAndScenes() {
        #expect(shell.completions(for: "") == (ShellCommand.names + ["add", "fail", "open", "rename"]).sorted())
        #expect(shell.completions(for: "re") == ["reload", "reload!", "rename"])
        #expect(shell.completions(for: "go ") == ["Modal", "Next"])
        #expect(shell.completions(for: "go N") == ["Next"])
        #expect(shell.completions(for: "popto ") == ["First"])
        #expect(shell.completions(for: "graph m") == ["mermaid"])
        #expect(shell.completions(for: "help st") == ["stack"])
        #expect(shell.completions(for: "go Next ") == [])
        storyboard.remove()
    }

    /// The first line of each screen: the whole stack while it is short, then the root, a count
    /// and the five scenes at the top.
    @Test func theBreadcrumbNamesAShortStackAndElidesADeepOne() {
        var breadcrumbs: [String] = []
        for _ in 0..<8 {
            breadcrumbs.append(String(shell.execute("go Next").printed.plain.prefix { $0 != "\n" }))
        }
        let second = " > Second counter"
        #expect(breadcrumbs[0] == "First counter" + second)
        #expect(breadcrumbs[5] == "First counter" + String(repeating: second, count: 6))
        #expect(breadcrumbs[6] == "First counter > … 2 more" + String(repeating: second, count: 5))
        #expect(breadcrumbs[7] == "First counter > … 3 more" + String(repeating: second, count: 5))
        let second5 = String(repeating: second, count: 5)
        #expect(
            shell.execute("popto Sheet").error?.hasSuffix("the stack is First counter > … 3 more\(second5)") == true)
        storyboard.remove()
    }

    @Test func dismissIsOfferedOnlyWhileAModalSceneIsOnTheStack() {
        #expect(!shell.execute("go Next").printed.plain.contains("dismiss"))
        #expect(!shell.execute("back").printed.plain.contains("dismiss"))
        #expect(shell.execute("go Modal").printed.plain.contains(", dismiss"))
        #expect(shell.execute("go Next").printed.plain.contains(", dismiss"), "a scene pushed above the modal one")
        #expect(!shell.execute("dismiss").printed.plain.contains("dismiss"))
        storyboard.remove()
    }

    @Test func helpListsCommandsAndTheScenesActions() {
        let help = shell.execute("help").output.plain
        #expect(help.contains("  go SEGUE                  perform a segue of the current scene"))
        #expect(help.contains("Actions of scene 'First':\n  add [N]      add N (default 1) to the count"))
        #expect(shell.execute("help exit").output == "usage: quit\n  leave (also: exit, Ctrl-D)\n")
        #expect(shell.execute("help stak").error == "no command or action 'stak'; did you mean 'stack'?")
        storyboard.remove()
    }

    /// A scene still declared that the new storyboard no longer reaches as it was is popped, and
    /// the report does not say it left the storyboard.
    @Test func reloadSaysWhyAScenePoppedIsPoppedWhenItIsStillDeclared() throws {
        _ = shell.execute("go Next")
        #expect(shell.navigator.stack.map(\.id) == ["First", "Second"])
        try storyboard.write(
            """
            { "version": 1, "initial": "First", "scenes": [
              { "id": "First", "module": "Counter", "title": "First" },
              { "id": "Second", "module": "Counter", "title": "Second" } ] }
            """)
        let reply = shell.execute("reload")
        #expect(reply.error == nil)
        let report = reply.printed.plain
        #expect(report.contains("popped (no longer in the storyboard, or no longer reached as they were): Second\n"), "\(report)")
        #expect(shell.navigator.stack.map(\.id) == ["First"])
        storyboard.remove()
    }

    @Test func reloadKeepsTheStackWhereItsScenesRemain() throws {
        _ = shell.execute("go Next")
        _ = shell.execute("go Next")
        #expect(shell.navigator.stack.map(\.id) == ["First", "Second", "Second"])
        // Second disappears; First gets a new title and Sheet loses its segue.
        try storyboard.write(
            """
            { "version": 1, "initial": "First", "scenes": [
              { "id": "First", "module": "Counter", "title": "Renamed", "segues": [ { "id": "Modal", "to": "Sheet", "style": "modal" } ] },
              { "id": "Sheet", "module": "Counter", "title": "Sheet" } ] }
            """)
        let reply = shell.execute("reload")
        #expect(reply.error == nil)
        #expect(
            reply.printed.plain.hasPrefix(
                "removed: Second\nchanged: First, Sheet\npopped (no longer in the storyboard): Second, Second\nRenamed\n== Renamed =="))
        #expect(shell.navigator.stack.map(\.id) == ["First"])
        #expect(shell.execute("go Next").error?.hasPrefix("scene 'Renamed' has no segue 'Next'") == true)
        storyboard.remove()
    }

    @Test func reloadWithAnInvalidFileKeepsTheFlowsInForce() throws {
        _ = shell.execute("go Next")
        try storyboard.write(#"{ "version": 1, "initial": "Nowhere", "scenes": [] }"#)
        let reply = shell.execute("reload")
        // As `validate` says it: where, then `error:`, then what.
        #expect(reply.error == "\(storyboard.path):1:28: error: initial: initial scene 'Nowhere' is not declared")
        #expect(reply.errorIsLocated)
        #expect(shell.navigator.stack.map(\.id) == ["First", "Second"])
        #expect(shell.execute("go Done").error == nil, "the old segues still work")
        storyboard.remove()
    }

    /// A storyboard with two errors and two warnings: `reload` prints its diagnostics to standard error
    /// byte for byte as `scenes validate` does (each line `FILE:LINE:COLUMN: error: …`, no
    /// `error: ` before the first), and the script counts it as a failure.
    @Test func reloadSaysWhatIsWrongAsValidateDoes() throws {
        try storyboard.write(
            """
            { "version": 1, "initial": "First", "scenes": [
              { "id": "First", "module": "Counter", "title": "First", "segues": [
                { "id": "Next", "to": "Secnd", "style": "push" },
                { "id": "Modal", "to": "Shet", "style": "modal" } ] },
              { "id": "Lost", "module": "Counter", "title": "Lost" } ] }
            """)
        var reloaded = ""
        ScriptSession.show(
            shell.execute("reload"), console: Console(out: { _ in }, err: { reloaded += $0 }))
        var validated = ""
        let status = ScenesCommand.run(
            arguments: ["validate", storyboard.path], modules: [CounterConfigurator.module],
            environment: ["HOME": "/nonexistent"], console: Console(out: { _ in }, err: { validated += $0 }),
            input: ScriptLines(""))
        #expect(status == 1)
        let lines = reloaded.split(separator: "\n")
        // Two errors and a warning (a route unused): after a segue to no scene, what is reachable
        // is not judged.
        #expect(lines.count == 3, "\(reloaded)")
        #expect(lines.allSatisfy { $0.hasPrefix("\(storyboard.path):") })
        #expect(lines.filter { $0.contains(": error: ") }.count == 2)
        #expect(reloaded == validated)
        #expect(shell.navigator.stack.map(\.id) == ["First"], "the flows in force stay")
        storyboard.remove()
    }

    @Test func reloadOfAnUnchangedFileSaysSo() {
        #expect(shell.execute("reload").output.plain.hasPrefix("reloaded \(storyboard.path): nothing changed\n"))
        storyboard.remove()
    }

    @Test func graphInTheREPLShowsAnOutline() {
        #expect(
            shell.execute("graph").output == """
                First "First counter" [Counter] (initial)
                  Next --push--> Second
                  Modal --modal--> Sheet
                Second "Second counter" [Counter]
                  Next --push--> Second
                  Done --unwind--> First
                Sheet "Sheet" [Counter]
                  Next --push--> Second

                """)
        storyboard.remove()
    }

    @Test func survivesGarbageLines() {
        for line in ["\u{0}\u{1}\u{7F}", String(repeating: "x", count: 100_000), "\"", "go \"\"", "'", "\\", "é😀 ü"] {
            let reply = shell.execute(line)
            #expect(reply.error != nil || reply.printed.isEmpty == false)
        }
        #expect(shell.navigator.stack.map(\.id) == ["First"])
        storyboard.remove()
    }

    @Test func watchingReloadsOnlyWhenTheFileChanges() throws {
        #expect(shell.reloadIfChanged() == nil, "not watching yet")
        shell.watchStoryboard()
        #expect(shell.reloadIfChanged() == nil, "unchanged")
        try storyboard.write(TemporaryStoryboard.counters.replacingOccurrences(of: "\"title\": \"Sheet\"", with: "\"title\": \"Sheet!\""))
        let reply = try #require(shell.reloadIfChanged())
        #expect(reply.output.plain.hasPrefix("\(storyboard.path) changed on disk\nchanged: Sheet\n"))
        #expect(shell.reloadIfChanged() == nil, "reported once")
        try storyboard.write("{ broken")
        let broken = try #require(shell.reloadIfChanged())
        #expect(broken.error?.hasPrefix("\(storyboard.path):1:3: error: invalid JSON") == true)
        #expect(shell.execute("go Next").error == nil, "the flows in force stay")
        storyboard.remove()
    }
}
