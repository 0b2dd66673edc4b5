import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

/// The runtime's own `scenes` tool (`Sources/Runtime/Tool`), in process: the shell's commands with
/// no scene module built in. `.ci/run` builds the tool on its own and runs `--version`, `init` and
/// `validate` through it, as the README's Install paragraph does.
@Suite @MainActor struct RuntimeToolTests {
    struct Outcome {
        var status: Int32
        var out: String
        var err: String
    }

    private func tool(_ arguments: [String]) -> Outcome {
        var out = ""
        var err = ""
        let console = Console(out: { out += $0 }, err: { err += $0 })
        let status = ScenesCommand.runTool(
            arguments: arguments, environment: ["HOME": "/nonexistent"], console: console, input: ScriptLines(""))
        return Outcome(status: status, out: out, err: err)
    }

    @Test func saysItsVersion() {
        let outcome = tool(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.out == "scenes \(RuntimeVersion.current) (storyboard version \(Storyboard.currentVersion))\n")
    }

    @Test func validatesAnAppsStoryboardWithoutItsModulesAndSaysWhatItDidNotCheck() throws {
        let storyboard = try TemporaryStoryboard()
        defer { storyboard.remove() }
        let outcome = tool(["validate", storyboard.path])
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out == "\(storyboard.path): valid, 3 scenes, 5 segues\n")
        #expect(outcome.err == ShellMessages.checkedWithoutAppModules + "\n")
        #expect(outcome.err.contains("this is the runtime's own scenes tool"))
        // graph and list read it the same way
        #expect(tool(["list", storyboard.path]).status == 0)
        #expect(tool(["graph", storyboard.path]).out.hasPrefix("digraph"))
    }

    /// `diff` compares what the storyboards declare, and says that the modules' contracts were not
    /// compared; an invalid storyboard's errors are the ones `validate` gives through the tool.
    @Test func diffsStoryboardsWithoutTheirModules() throws {
        let storyboard = try TemporaryStoryboard()
        defer { storyboard.remove() }
        let changed = storyboard.directory.appendingPathComponent("changed.json").path
        try Data(
            TemporaryStoryboard.counters.replacingOccurrences(of: #""title": "Sheet""#, with: #""title": "Sheet!""#).utf8
        ).write(to: URL(fileURLWithPath: changed))
        let outcome = tool(["diff", storyboard.path, changed])
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.err == "")
        #expect(outcome.out.contains("\nscenes\n  ~ Sheet: title 'Sheet' -> 'Sheet!'\n"), "\(outcome.out)")
        #expect(outcome.out.contains("\nnote: the inputs, outputs and actions of module 'Counter' were not compared"))
        try Data(
            TemporaryStoryboard.counters.replacingOccurrences(of: #""to": "Second" },"#, with: #""to": "Secnd" },"#).utf8
        ).write(to: URL(fileURLWithPath: changed))
        let invalid = tool(["diff", storyboard.path, changed])
        #expect(invalid.status == 2)
        #expect(invalid.out == "")
        #expect(
            invalid.err
                == tool(["validate", changed]).err
                + "error: nothing was compared: NEW '\(changed)' did not load (see above); fix it and compare again\n")
        #expect(!invalid.err.contains("unknown module"), "\(invalid.err)")
    }

    @Test func validatesTheDemosStoryboard() {
        let outcome = tool(["validate", "scenes.json"])
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.hasPrefix("scenes.json: valid, "))
    }

    @Test func reportsAnInvalidStoryboardsErrorsButNotTheModulesItLacks() throws {
        let storyboard = try TemporaryStoryboard(
            TemporaryStoryboard.counters.replacingOccurrences(of: #""to": "Second" },"#, with: #""to": "Secnd" },"#))
        defer { storyboard.remove() }
        let outcome = tool(["validate", storyboard.path])
        #expect(outcome.status == 1)
        // The error the app's scenes shows, without one about each module the tool lacks.
        #expect(outcome.err.contains("leads to unknown scene 'Secnd'; did you mean 'Second'?"), "\(outcome.err)")
        #expect(!outcome.err.contains("unknown module"), "\(outcome.err)")
        #expect(outcome.err.hasSuffix(ShellMessages.runtimeToolHasNoModules + "\n"), "\(outcome.err)")
    }

    @Test func runningAnAppItHasNoModulesForSaysWhichScenesRunsIt() throws {
        let storyboard = try TemporaryStoryboard()
        defer { storyboard.remove() }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("scenes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        for arguments in [[storyboard.path, "--data", data.path], ["explore", storyboard.path, "--time", "1"]] {
            let outcome = tool(arguments)
            #expect(outcome.status == 1)
            #expect(outcome.err.contains("error: scenes[0].module: unknown module 'Counter'"), "\(outcome.err)")
            #expect(
                outcome.err.hasPrefix(ShellMessages.runtimeToolHasNoModules + "\n"),
                "said first, before an error for each module: \(outcome.err)")
            #expect(outcome.err.contains("swift run scenes"))
        }
    }

    @Test func theAppsScenesSaysNothingOfTheTool() throws {
        let storyboard = try TemporaryStoryboard()
        defer { storyboard.remove() }
        var err = ""
        let status = ScenesCommand.run(
            arguments: ["validate", storyboard.path], modules: [], environment: [:],
            console: Console(out: { _ in }, err: { err += $0 }), input: ScriptLines(""))
        #expect(status == 1)
        #expect(!err.contains("runtime's own scenes tool"), "\(err)")
    }
}
