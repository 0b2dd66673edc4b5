import Foundation

/// `explore`: how many commands a second `scenes explore` tries on the demo app, each in a branch
/// forked from a child that stays at its state (the default), beside the way it took before, a new
/// child replaying the commands from the start for every command (`--strategy replay`): the same
/// seed and number of commands, in the same run. Each sign-in and sign-up the walk tries hashes a
/// password at the stored cost (a third of a second here; `password-hash` measures it), either
/// way: what is compared is the whole walk, that work included. `explore-own` compares the same
/// two runs without the app's time on the commands tried: each way's own cost a command.
@MainActor enum Explore {
    /// What coverage.json says of a run.
    private struct Report: Decodable {
        var commands: Int
        var seconds: Double
        var processes: Int
        /// How long the app took to run the commands tried, as its children timed them.
        var commandSeconds: Double

        /// The walk's own milliseconds a command: its time less the app's on the commands tried.
        var ownMilliseconds: Double { (seconds - commandSeconds) * 1000 / Double(max(commands, 1)) }
    }

    static func run(quick: Bool, binaries: Binaries) throws -> [Figure] {
        let scenes = try binaries.appFile("scenes")
        let config = try binaries.storyboard()
        let folder = try newTemporaryFolder("scenes-explore-bench")
        defer { try? FileManager.default.removeItem(at: folder) }
        let commands = quick ? 120 : 600
        func walk(_ strategy: String) throws -> Report {
            let out = folder.appendingPathComponent(strategy).path
            let run = Processes.spawn([
                scenes, "explore", config, "--seed", "1", "--commands", String(commands), "--time", "600",
                "--strategy", strategy, "--out", out,
            ])
            let report = try JSONDecoder().decode(
                Report.self, from: Data(contentsOf: URL(fileURLWithPath: out + "/coverage.json")))
            guard run.status == 0, report.commands == commands, report.seconds > 0 else {
                throw Mismatch(
                    description:
                        "explore --strategy \(strategy) ended with \(run.status) after \(report.commands) commands"
                )
            }
            return report
        }
        let fork = try walk("fork")
        let replay = try walk("replay")
        let forkRate = Double(fork.commands) / fork.seconds
        let replayRate = Double(replay.commands) / replay.seconds
        return [
            Figure(
                name: "explore", value: forkRate, unit: "commands/s",
                extra: [
                    ("commands", commands), ("seconds", fork.seconds), ("processes", fork.processes),
                    ("replay_seconds", replay.seconds), ("replay_processes", replay.processes),
                    ("app_seconds", fork.commandSeconds), ("replay_app_seconds", replay.commandSeconds),
                ]
            ).anchored("replaying from the start", replayRate, ratio: .atLeast(10)),
            // The same two runs, the app's own time on the commands tried (a sign-in's password
            // derivation above all) left out: what each way costs a command beyond it.
            Figure(
                name: "explore-own", value: fork.ownMilliseconds, unit: "ms/command",
                extra: [("app_seconds", fork.commandSeconds), ("replay_app_seconds", replay.commandSeconds)]
            ).anchored("replaying from the start", replay.ownMilliseconds, ratio: .atMost(0.1)),
        ]
    }

    /// What the benchmark found wrong with a run.
    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }
}
