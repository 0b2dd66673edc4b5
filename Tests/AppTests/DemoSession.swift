import SceneShell
import SceneTesting

/// The demo app run in process, in script mode, on a data directory of its own: what the app tests
/// type, and what the app answers.
@MainActor final class DemoSession {
    /// What a run printed, and its exit status.
    struct Outcome {
        var status: Int32
        var out: String
        var err: String
    }

    /// The data directory every run of this session shares; removed when the session is freed.
    let data = TemporaryDataDirectory()
    /// The storyboard's path: the demo app's, or another.
    let storyboard: String

    init(storyboard: String = FlowTranscriptTests.storyboard) {
        self.storyboard = storyboard
    }

    /// Runs `commands`, one a line, with `arguments` after the storyboard's path.
    func run(_ commands: [String], arguments: [String] = []) -> Outcome {
        run(script: commands.joined(separator: "\n"), arguments: arguments)
    }

    /// Runs `script` as the app's standard input, with `arguments` after the storyboard's path.
    func run(script: String, arguments: [String] = []) -> Outcome {
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: ["--data", data.path, storyboard] + arguments,
            modules: builtinSceneModules, environment: [:],
            console: Console(out: { out += $0 }, err: { err += $0 }),
            input: ScriptLines(script))
        return Outcome(status: status, out: out, err: err)
    }
}
