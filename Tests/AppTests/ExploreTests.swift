import Foundation
import Testing

/// `scenes explore` end to end, as a person runs it: the built `scenes` walks the fixture with
/// planted faults (libFaultyPlugin.so) and the demo app, in child processes.
@Suite struct ExploreTests {
    /// Where the build put the test bundle, `scenes` and the plugin libraries.
    static let buildDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent()
    static let scenes = buildDirectory.appendingPathComponent("scenes").path
    static let packageRoot = ScenesNewIntegrationTests.packageRoot

    /// Runs `scenes` with `arguments` in `directory`: its status (the signal's number, negated,
    /// when a signal ended it) and what it printed on standard output and standard error.
    ///
    /// Spawned with `posix_spawn` (through `sh`, to start in `directory`) and waited for with
    /// `waitpid`: Foundation's `Process.waitUntilExit` can miss the end of a child and wait for
    /// ever (seen under AddressSanitizer, where it blocked the whole run).
    ///
    /// With `within`, `timeout` ends it after that many seconds (status 124).
    static func scenes(
        _ arguments: [String], in directory: URL, environment extra: [String: String] = [:], within seconds: Int? = nil
    ) throws -> (status: Int32, out: String, err: String) {
        var output: [Int32] = [-1, -1]
        var error: [Int32] = [-1, -1]
        guard pipe(&output) == 0, pipe(&error) == 0 else { throw POSIXError(.EMFILE) }
        for descriptor in output + error { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, error[1], 2)
        let words =
            ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, directory.path]
            + (seconds.map { ["timeout", "-s", "KILL", "\($0)"] } ?? []) + [scenes] + arguments
        var argv = words.map { strdup($0) } + [nil]
        defer { for word in argv { free(word) } }
        var pid: pid_t = 0
        // Without the backtracer a replayed trap ends the process at once, also under sanitizers.
        let environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
            .merging(extra) { $1 }
        var envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for variable in envp { free(variable) } }
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, &argv, &envp)
        close(output[1])
        close(error[1])
        let outHandle = FileHandle(fileDescriptor: output[0], closeOnDealloc: true)
        let errHandle = FileHandle(fileDescriptor: error[0], closeOnDealloc: true)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        // Standard error is small (a backtrace at most); read it after standard output is done.
        let out = outHandle.readDataToEndOfFile()
        let err = errHandle.readDataToEndOfFile()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // The low 7 bits of the wait status are the signal that ended it, else the exit status above.
        let signal = status & 0x7F
        return (
            signal != 0 ? -signal : (status >> 8) & 0xFF, String(decoding: out, as: UTF8.self),
            String(decoding: err, as: UTF8.self)
        )
    }

    /// A folder with the fixture's storyboard `name`, its plugin path filled in.
    static func fixture(_ name: String = "faulty.json") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let template = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/FaultyPlugin/\(name)"), encoding: .utf8)
        let plugin = buildDirectory.appendingPathComponent("libFaultyPlugin.so").path
        try template.replacingOccurrences(of: "PLUGIN", with: plugin)
            .write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return folder
    }

    struct Report: Decodable {
        struct Finding: Decodable {
            var kind: String
            var message: String
            var script: String
        }
        struct Row: Decodable, Equatable {
            var kind: String
            var name: String
            var reached: Bool
            var why: String?
        }
        var commands: Int
        var processes: Int
        var seconds: Double
        var commandSeconds: Double
        var coverage: [Row]
        var findings: [Finding]
    }

    static func report(in folder: URL) throws -> Report {
        try JSONDecoder().decode(
            Report.self, from: Data(contentsOf: folder.appendingPathComponent("out/coverage.json")))
    }

    @Test func findsEachPlantedFaultWithAScriptThatReplaysIt() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.scenes(["explore", "faulty.json", "--seed", "7", "--time", "60", "--out", "out"], in: folder)
        #expect(run.status == 1, "findings make the status 1: \(run.out)\(run.err)")
        let report = try Self.report(in: folder)
        #expect(
            Set(report.findings.map(\.kind)) == ["crash", "fault", "leak", "dead end", "unsafe output"],
            "\(report.findings)")
        for finding in report.findings {
            let script = try String(contentsOfFile: folder.appendingPathComponent(finding.script).path, encoding: .utf8)
            #expect(script.hasPrefix("# scenes explore (seed 7): "))
            #expect(script.contains("--check --script"), "the header says how to replay it")
            let data = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: data) }
            let replay = try Self.scenes(
                ["faulty.json", "--data", data.path, "--check", "--script", finding.script], in: folder)
            switch finding.kind {
            case "crash":
                #expect(try Self.readme().contains("```\n" + script + "```\n"), "the Explore article shows this script:\n\(script)")
                // A trap is SIGILL (SIGTRAP on some machines; ThreadSanitizer reports it as SIGSEGV).
                #expect([-SIGILL, -SIGTRAP, -SIGSEGV].contains(replay.status), "the replay traps: \(replay.err)")
                #expect(script.hasSuffix("go Crash\ndivide 0\n"), "shrunk to the two commands: \(script)")
            case "fault":
                #expect(replay.status == 1)
                #expect(replay.err.contains("PlantedRouteFailure, not a refusal worded for the person"), "\(replay.err)")
                #expect(script.hasSuffix("go Broken\n"), "shrunk to one command: \(script)")
            case "leak":
                #expect(replay.status == 1)
                #expect(replay.err.contains("leak: scene 'Leaky' left the stack"), "\(replay.err)")
            case "unsafe output":
                #expect(replay.status == 1)
                #expect(
                    replay.err.contains("unsafe output: scene 'Garbled' gave U+1B to be drawn"), "\(replay.err)")
                #expect(script.hasSuffix("go Garble\n"), "shrunk to one command: \(script)")
                #expect(!replay.out.contains("\u{1B}]"), "the replay itself writes no escape sequence")
            default:
                #expect(replay.status == 1)
                #expect(replay.err.contains("dead end: scene 'Stuck'"), "\(replay.err)")
                #expect(script.hasSuffix("go Stuck\n"), "shrunk to one command: \(script)")
            }
        }
        #expect(run.out.contains("Findings: 5"), "\(run.out)")
        #expect(
            report.coverage.contains(
                .init(kind: "segue", name: "Start Broken -> Plain", reached: false, why: "always refused: PlantedRouteFailure()")))
    }

    /// A planted hang (an action that never returns) is found, its branch ended, and its script
    /// replays it: the replay does not end either. The hang's bound is 2 seconds here
    /// (`SCENES_EXPLORE_HANG_SECONDS`, honoured by debug builds), 20 otherwise.
    @Test func findsAPlantedHangWithAScriptThatReplaysIt() throws {
        let folder = try Self.fixture("hang.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.scenes(
            ["explore", "hang.json", "--seed", "7", "--time", "30", "--out", "out"], in: folder,
            environment: ["SCENES_EXPLORE_HANG_SECONDS": "2"])
        #expect(run.status == 1, "a finding makes the status 1: \(run.out)\(run.err)")
        let report = try Self.report(in: folder)
        let hang = try #require(report.findings.first { $0.kind == "hang" }, "\(report.findings)")
        #expect(hang.message == "the app did not answer 'wait' in scene 'Hangy'")
        let script = try String(contentsOfFile: folder.appendingPathComponent(hang.script).path, encoding: .utf8)
        #expect(script.hasPrefix("# scenes explore (seed 7): the app did not answer 'wait'"))
        #expect(script.hasSuffix("\nwait\n"), "shrunk to the one command: \(script)")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let replay = try Self.scenes(
            ["hang.json", "--data", data.path, "--check", "--script", hang.script], in: folder, within: 3)
        #expect(
            [124, 128 + SIGKILL, -SIGKILL].contains(replay.status),
            "the replay hangs until timeout ends it: \(replay.status) \(replay.err)")
    }

    /// A finding's script starts with the `--setup` commands its replay needs, and shrinking
    /// leaves out those it does not: here the setup enters the scene that traps.
    @Test func aFindingsScriptKeepsTheSetupCommandsItNeeds() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "go Leak\nback\ngo Crash\n".write(
            to: folder.appendingPathComponent("setup.scenes"), atomically: true, encoding: .utf8)
        let run = try Self.scenes(
            ["explore", "faulty.json", "--setup", "setup.scenes", "--seed", "7", "--depth", "1", "--time", "30", "--out", "out"],
            in: folder)
        #expect(run.status == 1, "\(run.out)\(run.err)")
        let crash = try #require(try Self.report(in: folder).findings.first { $0.kind == "crash" }, "\(run.out)")
        let script = try String(contentsOfFile: folder.appendingPathComponent(crash.script).path, encoding: .utf8)
        #expect(
            script.split(separator: "\n").filter { !$0.hasPrefix("#") } == ["go Crash", "divide 0"],
            "the setup's entry into Crashy kept, its detour through Leaky left out: \(script)")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let replay = try Self.scenes(["faulty.json", "--data", data.path, "--check", "--script", crash.script], in: folder)
        #expect([-SIGILL, -SIGTRAP, -SIGSEGV].contains(replay.status), "the replay traps: \(replay.err)")
    }

    @Test func theSameSeedGivesTheSameRun() throws {
        let folder = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["explore", "faulty.json", "--seed", "42", "--time", "60", "--out", "out"]
        _ = try Self.scenes(arguments, in: folder)
        let first = try Self.report(in: folder)
        _ = try Self.scenes(arguments, in: folder)
        let second = try Self.report(in: folder)
        #expect(first.commands == second.commands)
        #expect(first.coverage == second.coverage)
        #expect(first.findings.map(\.message) == second.findings.map(\.message))
    }

    /// Explore selects tabs and moves a split's focus: on the demo, a tab container whose Contacts
    /// tab is a split, it reaches every tab's root and both panes, and a tab's scenes kept while
    /// another is shown are neither leaks nor out of their lifecycle's order.
    @Test func exploreWalksEveryTabAndPane() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-tabs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.scenes(
            [
                "explore", Self.packageRoot.appendingPathComponent("scenes.json").path, "--seed", "1", "--depth", "3",
                "--time", "40", "--out", "out",
            ], in: folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("Findings: none"), "\(run.out)")
        let reached = Set(try Self.report(in: folder).coverage.filter { $0.kind == "scene" && $0.reached }.map(\.name))
        #expect(
            reached.isSuperset(of: ["Main", "AddressBook", "ContactList", "ShowContact", "NotesList", "ShoppingCart", "Menu"]),
            "\(reached)")
    }

    /// The demo app walked two moves deep finds nothing; its report replaces a symbolic link put at
    /// `coverage.json` instead of writing through it.
    @Test func theDemoAppHasNoFindings() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("explore-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let target = out.appendingPathComponent("theirs").path
        try Data("their file\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(
            atPath: out.appendingPathComponent("coverage.json").path, withDestinationPath: target)
        let run = try Self.scenes(
            ["explore", "scenes.json", "--seed", "1", "--depth", "2", "--time", "40", "--out", out.path],
            in: Self.packageRoot)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("Findings: none"))
        #expect(run.out.contains("  scenes   "), "the coverage table")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("coverage.json").path))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "their file\n")
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: out.appendingPathComponent("coverage.json").path))
                == nil)
    }

    /// The Explore article, whose examples these tests run.
    static func readme() throws -> String {
        try Documentation.article("Explore")
    }

    @Test func theReadmeExamplesRunOnTheDemo() throws {
        let examples = try Self.readme().components(separatedBy: "\n").filter { $0.hasPrefix("scenes explore scenes.json") }
        #expect(!examples.isEmpty)
        for example in examples {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: out) }
            var arguments = example.split(separator: " ").dropFirst().map(String.init)
            if let index = arguments.firstIndex(of: "--out") { arguments[index + 1] = out.path }
            // Never over the snapshots checked in: into a folder of its own.
            if let index = arguments.firstIndex(of: "--snapshots") { arguments[index + 1] = out.path + "/snapshots" }
            let run = try Self.scenes(arguments, in: Self.packageRoot)
            #expect(run.status == 0, "\(example): \(run.out)\(run.err)")
            #expect(run.out.contains("Findings: none"), "\(example)")
        }
    }

    @Test func badOptionsAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["--depth", "0"], "error: --depth must be a whole number from 1 to 50, not '0'"),
            (["--seed", "-1"], "error: --seed must be a whole number from 0 to 18446744073709551615, not '-1'"),
            (["--time", "nan"], "error: --time must be a number of seconds above 0 and at most 86400, not 'nan'"),
            (["--out"], "error: --out needs a value"),
            (["--dpth", "2"], "error: unknown option '--dpth'; did you mean '--depth'?"),
            (["a.json", "b.json"], "error: unexpected argument 'b.json'; only one CONFIG may be given"),
        ]
        for (arguments, message) in cases {
            let run = try Self.scenes(["explore"] + arguments, in: Self.packageRoot)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.err.hasPrefix(message + "\nusage: scenes explore"), "\(arguments): \(run.err)")
        }
    }
}
