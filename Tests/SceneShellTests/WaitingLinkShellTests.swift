import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

/// A link behind two guards that redirect, each to a gate: `goto` shows the first scene with the
/// first gate over it; once that gate leaves with its condition holding, going on meets the
/// second gate, and the link waits for it too, saying nothing was lost; once that one succeeds the
/// link's target is shown. Dismissed with its condition failing, a gate leaves the link where its
/// guards allowed, with a note naming what was not opened. A condition holds while a file of its
/// name is in the data directory.
@Suite @MainActor struct WaitingLinkShellTests {
    static let json = """
        {
          "version": 1,
          "initial": "First",
          "scenes": [
            { "id": "First", "module": "Counter", "title": "First counter", "segues": [
                { "id": "Next", "to": "Target", "guards": [ { "condition": "one", "redirect": "GateOne" } ] } ] },
            { "id": "Target", "module": "Counter", "title": "Target counter",
              "guards": [ { "condition": "two", "redirect": "GateTwo" } ] },
            { "id": "GateOne", "module": "Counter", "title": "Gate one" },
            { "id": "GateTwo", "module": "Counter", "title": "Gate two" }
          ]
        }
        """

    let storyboard: TemporaryStoryboard
    let shell: Shell

    init() throws {
        storyboard = try TemporaryStoryboard(Self.json)
        let registry = try counterRegistry()
        for name in ["one", "two"] {
            try registry.register(
                condition: SceneCondition(name) { FileManager.default.fileExists(atPath: $0.dataDirectory + "/" + name) })
        }
        shell = try #require(
            Shell.launch(
                registry: registry, configPath: storyboard.path,
                environment: SceneEnvironment(dataDirectory: storyboard.directory.path), colors: false,
                console: Console(out: { _ in }, err: { _ in })))
    }

    func hold(_ condition: String) {
        #expect(FileManager.default.createFile(atPath: storyboard.directory.path + "/" + condition, contents: nil))
    }

    @Test func aLinkWaitsForEachGuardOnItsWayInTurn() {
        defer { storyboard.remove() }
        let goto = shell.execute("goto First/Target")
        #expect(goto.error == nil)
        #expect(
            goto.warnings == [
                "note: the link waits for Gate one: condition 'one' does not hold; once it holds there, the link"
                    + " goes on to Target counter"
            ])
        #expect(shell.navigator.stack.map(\.id) == ["First", "GateOne"])
        hold("one")
        let first = shell.execute("dismiss")
        #expect(first.error == nil)
        #expect(first.warnings.isEmpty, "still waiting, for the second gate: \(first.warnings)")
        #expect(shell.navigator.stack.map(\.id) == ["First", "GateTwo"])
        hold("two")
        let second = shell.execute("dismiss")
        #expect(second.error == nil)
        #expect(second.warnings.isEmpty, "\(second.warnings)")
        #expect(shell.navigator.stack.map(\.id) == ["First", "Target"])
        #expect(shell.waitingLink == nil)
    }

    @Test func dismissedTheSecondGateLeavesTheLinkWhereItsGuardsAllowed() {
        defer { storyboard.remove() }
        _ = shell.execute("goto First/Target")
        hold("one")
        _ = shell.execute("dismiss")
        let given = shell.execute("dismiss")
        #expect(given.warnings == ["note: Target counter was not opened: condition 'two' does not hold"])
        #expect(shell.navigator.stack.map(\.id) == ["First"])
        #expect(shell.waitingLink == nil)
        // Nothing waits any more: another dismiss is only refused.
        #expect(shell.execute("dismiss").warnings.isEmpty)
    }

    /// A guard that refuses before any that redirects refuses the link, as before.
    @Test func aLinkWhoseFirstFailingGuardRefusesIsRefused() throws {
        defer { storyboard.remove() }
        try storyboard.write(
            Self.json.replacingOccurrences(
                of: #"{ "condition": "one", "redirect": "GateOne" }"#,
                with: #"{ "condition": "one", "refuse": "Not yet." }"#))
        _ = shell.execute("reload")
        let goto = shell.execute("goto First/Target")
        #expect(goto.error == "not yet")
        #expect(shell.navigator.stack.map(\.id) == ["First"])
        #expect(shell.waitingLink == nil)
    }
}
