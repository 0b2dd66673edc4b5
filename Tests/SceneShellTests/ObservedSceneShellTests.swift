import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import SceneShell

/// A scene whose View reads an observable presenter is drawn again when that state changes, once,
/// also when the change comes from async work after the command returned; its title comes from
/// the scene; and only the actions and segues that apply now are offered.
@Suite @MainActor struct ObservedSceneShellTests {
    let storyboard: TemporaryStoryboard
    let shell: Shell

    /// What a console printed.
    @MainActor final class Printed {
        var text = ""
    }

    init() throws {
        storyboard = try TemporaryStoryboard(LampScene.storyboard)
        let registry = SceneRegistry()
        try registry.register(LampScene.module)
        shell = try #require(
            Shell.launch(
                registry: registry, configPath: storyboard.path,
                environment: SceneEnvironment(dataDirectory: storyboard.directory.path), colors: false,
                console: Console(out: { _ in }, err: { _ in })))
    }

    private var lamp: LampPresenter? {
        (shell.navigator.topScene?.viewController as? LampViewController)?.presenter
    }

    /// The screens drawn again while the main actor runs what is queued for it, as the
    /// interactive shell's line editor asks on each tick.
    private func redrawsWhileWaiting() async -> [String] {
        var redraws: [String] = []
        for _ in 0..<50 {
            await Task.yield()
            if let screen = shell.redrawIfChanged() { redraws.append(screen.plain) }
        }
        return redraws
    }

    @Test func anAsyncChangeOfTheObservablePresenterRedrawsTheScreenOnce() async throws {
        defer { storyboard.remove() }
        // When: the command returns before the lamp is on
        let reply = shell.execute("switch")
        #expect(reply.printed.plain.contains("The lamp is off."))
        await lamp?.work?.value
        let redraws = await redrawsWhileWaiting()
        // Then: drawn again once, with the new state and title
        #expect(redraws.count == 1)
        #expect(redraws.first?.contains("== Lamp (on) ==\n  The lamp is on.\n") == true)
        #expect(shell.redrawIfChanged() == nil)
    }

    @Test func aChangeMadeByTheCommandItselfIsNotDrawnTwice() async {
        defer { storyboard.remove() }
        // When
        let reply = shell.execute("toggle")
        let redraws = await redrawsWhileWaiting()
        // Then: the command's own screen shows it; nothing is drawn after it
        #expect(reply.printed.plain.contains("The lamp is on."))
        #expect(redraws.isEmpty)
        // And the next change is followed too
        _ = shell.execute("off")
        #expect(await redrawsWhileWaiting().isEmpty)
        await lamp?.work?.value
        _ = shell.execute("switch")
        await lamp?.work?.value
        #expect(await redrawsWhileWaiting().count == 1)
    }

    @Test func scriptModePrintsAScreenThatChangedByItselfOnceBeforeTheNextLine() async {
        defer { storyboard.remove() }
        let console = Printed()
        _ = shell.execute("switch")
        await lamp?.work?.value
        for _ in 0..<10 { await Task.yield() }
        let status = ScriptSession.run(
            shell, lines: ScriptLines("stack\nstack"), console: Console(out: { console.text += $0 }, err: { _ in }))
        #expect(status == 0)
        #expect(console.text.components(separatedBy: "== Lamp (on) ==").count == 2, "\(console.text)")
        #expect(console.text.hasPrefix("Lamp (on)\n== Lamp (on) ==\n  The lamp is on.\n"))
    }

    @Test func theTitleTheSceneGivesIsShownAndTheStoryboardsStaysForIds() {
        defer { storyboard.remove() }
        #expect(shell.renderScreen().plain.hasPrefix("Lamp\n== Lamp ==\n"))
        _ = shell.execute("toggle")
        #expect(shell.renderScreen().plain.hasPrefix("Lamp (on)\n== Lamp (on) ==\n"))
        #expect(shell.execute("stack").output.plain == "1. Lamp \"Lamp (on)\" (root)\n")
        #expect(shell.navigator.topScene?.title == "Lamp")
        #expect(shell.execute("link").output.plain == "Lamp\n")
    }

    @Test func onlyTheActionsAndSeguesThatApplyNowAreOffered() {
        defer { storyboard.remove() }
        // Off: `off` does not apply, `Out` does
        #expect(shell.renderScreen().plain.hasSuffix("actions: switch, toggle\nmoves: go Out\n"))
        #expect(!shell.execute("help").output.plain.contains("  off "))
        #expect(shell.completions(for: "o") == [])
        #expect(shell.completions(for: "help of") == [])
        #expect(shell.completions(for: "go ") == ["Out"])
        // On: `off` applies, `Out` does not
        _ = shell.execute("toggle")
        #expect(shell.renderScreen().plain.hasSuffix("actions: switch, toggle, off\n"))
        #expect(shell.execute("help").output.plain.contains("  off "))
        #expect(shell.completions(for: "o") == ["off"])
        #expect(shell.completions(for: "go ") == [])
        #expect(shell.execute("segues").output.plain == "None of the segues of scene 'Lamp' applies now.\n")
    }

    @Test func typingWhatDoesNotApplyIsRefusedWithTheScenesReasonAndDoesNothing() {
        defer { storyboard.remove() }
        #expect(shell.execute("off").error == "'off' is not possible now: the lamp is off already")
        #expect(shell.execute("help off").output.plain.contains("(does not apply now: the lamp is off already)"))
        _ = shell.execute("toggle")
        #expect(shell.execute("go Out").error == "segue 'Out' of scene 'Lamp' does not apply now")
        #expect(shell.execute("explain Out").output.plain.hasSuffix("  applies now: no, the scene says\n"))
        #expect(shell.navigator.stack.map(\.id) == ["Lamp"])
        #expect(ExploreProbe.isRefusal(NavigationError.segueUnavailable(segue: "Out", scene: "Lamp", reason: nil)))
    }

    @Test func exploreIsOfferedOnlyWhatApplies() {
        defer { storyboard.remove() }
        let probe = ExploreProbe(shell: shell)
        let off = probe.run("stack").answer
        #expect(off.actions.map(\.name) == ["switch", "toggle"])
        #expect(off.segues.map(\.id) == ["Out"])
        let on = probe.run("toggle").answer
        #expect(on.actions.map(\.name) == ["switch", "toggle", "off"])
        #expect(on.segues.isEmpty)
    }
}
