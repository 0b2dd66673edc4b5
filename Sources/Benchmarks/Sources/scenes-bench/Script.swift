import Foundation
import Menu
import SceneRuntime
import SceneShell
import ShowContact

/// `script`: a 100,000-line REPL script through the shell's script mode, output into a buffer.
@MainActor enum Script {
    static let storyboard = """
        { "version": 1, "initial": "Menu", "scenes": [
          { "id": "Menu", "module": "Menu", "title": "Menu", "segues": [ { "id": "Contact", "to": "ShowContact" } ] },
          { "id": "ShowContact", "module": "ShowContact", "title": "Contact" } ] }
        """

    static let cycle = ["go Contact", "back", "stack", "segues", "open 1", "root", "help", "bogus"]

    /// The commands per second recorded before issue 18 in `--quick` mode (2-core AMD EPYC
    /// virtual machine, Swift 6.3.1, Debian 12), the anchor of the script figure.
    static let recordedCommandsPerSecond = 95_700.0

    /// `--profile script N`: `N` lines of the script, for a profiler.
    static func profile(lines: Int) throws {
        let (folder, config) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = (0..<max(lines, 0)).map { cycle[$0 % cycle.count] }.joined(separator: "\n")
        var bytes = 0
        let console = Console(out: { bytes &+= $0.utf8.count }, err: { bytes &+= $0.utf8.count })
        _ = ScenesCommand.run(
            arguments: [config, "--data", folder.path],
            modules: [MenuConfigurator.module, ShowContactConfigurator.module],
            environment: [:], console: console, input: ScriptLines(script))
        blackHole(bytes)
    }

    /// A new folder holding the storyboard above as `scenes.json` (the data directory goes in it
    /// too): the folder, to remove, and the storyboard's path.
    static func scratch() throws -> (folder: URL, config: String) {
        let folder = try newTemporaryFolder("scenes-bench")
        let config = folder.appendingPathComponent("scenes.json").path
        do {
            try Data(storyboard.utf8).write(to: URL(fileURLWithPath: config))
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
        return (folder, config)
    }

    static func run(quick: Bool) throws -> [Figure] {
        let (folder, config) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = quick ? 20_000 : 100_000
        let script = (0..<lines).map { cycle[$0 % cycle.count] }.joined(separator: "\n")
        var bytes = 0
        var status: Int32 = 0
        let nanoseconds = median(runs: 5) {
            time {
                bytes = 0
                let console = Console(out: { bytes &+= $0.utf8.count }, err: { bytes &+= $0.utf8.count })
                status = ScenesCommand.run(
                    arguments: [config, "--data", folder.path],
                    modules: [MenuConfigurator.module, ShowContactConfigurator.module],
                    environment: [:], console: console, input: ScriptLines(script))
            }
        }
        let perSecond = Double(lines) / (nanoseconds / 1e9)
        return [
            Figure(
                name: "script", value: perSecond, unit: "commands/s",
                extra: [
                    ("lines", lines), ("output_bytes", bytes), ("exit_status", Int(status)),
                    ("target", ">= 2 x the recorded figure"),
                    ("met", perSecond >= 2 * recordedCommandsPerSecond),
                ]
            ).anchored(
                "recorded before issue 18 (2-core EPYC)", recordedCommandsPerSecond, ratio: .atLeast(2))
        ]
    }
}
