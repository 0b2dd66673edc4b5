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
        defer {
            close(output[0])
            close(error[0])
        }
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        // Both read as they come: either may be large (a refusal of megabytes on standard error),
        // and a full pipe would stop the child.
        var out: [UInt8] = []
        var err: [UInt8] = []
        var open = [output[0], error[0]]
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty {
            var pollers = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&pollers, nfds_t(pollers.count), -1) >= 0 || errno == EINTR else { break }
            for poller in pollers where poller.revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(poller.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if poller.fd == output[0] { out += chunk[..<count] } else { err += chunk[..<count] }
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == poller.fd }
                }
            }
        }
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

    /// A scene that does not show what its action saved (a planted stale screen: built again, it
    /// shows the new count) is found, and its script replays it.
    @Test func findsAPlantedStaleScreenWithAScriptThatReplaysIt() throws {
        let folder = try Self.fixture("stale.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.scenes(["explore", "stale.json", "--seed", "7", "--time", "20", "--out", "out"], in: folder)
        #expect(run.status == 1, "a finding makes the status 1: \(run.out)\(run.err)")
        let report = try Self.report(in: folder)
        let stale = try #require(report.findings.first, "\(run.out)")
        #expect(report.findings.map(\.kind) == ["stale screen"])
        #expect(stale.message.hasPrefix("stale screen: scene 'Tally' shows"), "\(stale.message)")
        let script = try String(contentsOfFile: folder.appendingPathComponent(stale.script).path, encoding: .utf8)
        #expect(script.hasSuffix("\nbump\n"), "shrunk to the one command: \(script)")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let replay = try Self.scenes(
            ["stale.json", "--data", data.path, "--check", "--script", stale.script], in: folder)
        #expect(replay.status == 1)
        #expect(replay.err.contains("stale screen: scene 'Tally'"), "\(replay.err)")
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

    /// Starts `scenes` with `arguments` in `directory` and returns at once: its process id, for
    /// `kill` and `waitpid`. Its standard output and error go to /dev/null.
    static func start(_ arguments: [String], in directory: URL, environment extra: [String: String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Through `sh`, to start in `directory`; it becomes `scenes` (exec), with the same process id.
        let words = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, directory.path, scenes] + arguments
        var argv = words.map { strdup($0) } + [nil]
        defer { for word in argv { free(word) } }
        let environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
            .merging(extra) { $1 }
        var envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for variable in envp { free(variable) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, &argv, &envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        return pid
    }

    /// The process ids the Noisy scene's `detach` and `linger` wrote into `file`.
    static func recordedProcesses(in file: URL) -> [pid_t] {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { pid_t($0) }
    }

    /// Whether the process `pid` runs (a zombie not yet waited for by its parent counts as ended
    /// only once it is reaped: waited for up to 3 seconds).
    static func isRunning(_ pid: pid_t, within seconds: Double = 3) -> Bool {
        let until = Date().addingTimeInterval(seconds)
        while Date() < until {
            if kill(pid, 0) != 0 && errno == ESRCH { return false }
            usleep(20_000)
        }
        return true
    }

    /// Waits up to `seconds` for `condition`; whether it held.
    static func eventually(within seconds: Double, _ condition: () -> Bool) -> Bool {
        let until = Date().addingTimeInterval(seconds)
        while Date() < until {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// A scene that writes to standard output past the runtime, with or without a line feed (one
    /// byte, 50 MB), neither delays nor hides an answer: no false hang, and the coverage says
    /// its actions ran. An answer larger than the bound (8 MiB; 64 KiB here, set as debug builds
    /// allow) is a finding whose script replays it; a hang
    /// stays one, and each action that got no answer says why in its coverage row. The processes
    /// the scene started in sessions of their own (`detach`, and `linger`, which then hangs) are
    /// gone when the explorer ends.
    @Test func aSceneWritingPastTheRuntimeOrStartingProcessesIsWalkedAsItIs() throws {
        let folder = try Self.fixture("noisy.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pids = folder.appendingPathComponent("pids")
        let started = Date()
        let run = try Self.scenes(
            ["explore", "noisy.json", "--seed", "7", "--depth", "1", "--time", "30", "--out", "out"], in: folder,
            environment: [
                "SCENES_EXPLORE_HANG_SECONDS": "6", "SCENES_EXPLORE_ANSWER_BYTES": "65536", "FAULTY_PIDS": pids.path,
            ])
        let took = Date().timeIntervalSince(started)
        defer { for pid in Self.recordedProcesses(in: pids) { kill(pid, SIGKILL) } }
        #expect(run.status == 1, "\(run.out)\(run.err)")
        let report = try Self.report(in: folder)
        #expect(
            report.findings.map(\.message).sorted() == [
                "the app did not answer 'linger' in scene 'Noisy'",
                "the app's answer to 'bloat' in scene 'Noisy' was larger than 64 KiB",
            ], "\(report.findings)")
        for name in ["spill", "flood", "detach"] {
            #expect(report.coverage.contains(.init(kind: "action", name: "Noisy " + name, reached: true, why: nil)))
        }
        #expect(
            report.coverage.contains(
                .init(
                    kind: "action", name: "Noisy linger", reached: false,
                    why: "the app did not answer 'linger' in scene 'Noisy'")),
            "what happened, not 'always refused: too many arguments' from its other tries")
        #expect(
            report.coverage.contains(
                .init(
                    kind: "action", name: "Noisy bloat", reached: false,
                    why: "the app's answer to 'bloat' in scene 'Noisy' was larger than 64 KiB")))
        let large = try #require(report.findings.first { $0.kind == "large answer" })
        let script = try String(contentsOfFile: folder.appendingPathComponent(large.script).path, encoding: .utf8)
        #expect(script.hasSuffix("\nbloat\n"), "shrunk to the one command: \(script)")
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let replay = try Self.scenes(
            ["noisy.json", "--data", data.path, "--check", "--script", large.script], in: folder,
            environment: ["SCENES_EXPLORE_ANSWER_BYTES": "65536"])
        #expect(replay.status == 1)
        #expect(replay.err.contains("error: check: large answer: the app's answer was larger than 64 KiB"))
        let recorded = Self.recordedProcesses(in: pids)
        #expect(recorded.count >= 2, "detach and linger each started one")
        for pid in recorded { #expect(!Self.isRunning(pid), "process \(pid), started in a session of its own, is gone") }
        // Two hangs of 6 s (the walk's, the shrinking's) and the rest, about 25 s: the 50 MB, read
        // as the answers were, took minutes.
        #expect(took < 60, "\(took) s")
    }

    /// SIGTERM ends the explorer and what its children's scenes started in sessions of their own,
    /// which no process group reaches, and its scratch folder goes.
    @Test func sigtermEndsWhatTheScenesStartedToo() throws {
        let folder = try Self.fixture("noisy.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scratch = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let pids = folder.appendingPathComponent("pids")
        defer { for pid in Self.recordedProcesses(in: pids) { kill(pid, SIGKILL) } }
        // `linger` hangs for the default 20 s with its process running: the signal comes meanwhile.
        let explorer = try Self.start(
            ["explore", "noisy.json", "--seed", "7", "--depth", "1", "--time", "60", "--out", "out"], in: folder,
            environment: ["FAULTY_PIDS": pids.path, "TMPDIR": scratch.path])
        let running = Self.eventually(within: 40) {
            Self.recordedProcesses(in: pids).contains { kill($0, 0) == 0 }
        }
        #expect(running, "a scene started a process")
        kill(explorer, SIGTERM)
        var status: Int32 = 0
        while waitpid(explorer, &status, 0) < 0 && errno == EINTR {}
        #expect(status & 0x7F == SIGTERM, "it ends by the signal")
        for pid in Self.recordedProcesses(in: pids) { #expect(!Self.isRunning(pid), "process \(pid) is gone") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [], "its scratch folder is gone")
    }

    /// An explorer killed outright (SIGKILL) leaves its scratch folder; the next run removes it,
    /// and leaves a folder whose process runs, and a link named as a folder is, as they are.
    @Test func theNextRunRemovesTheScratchFolderOfAKilledOne() throws {
        let folder = try Self.fixture("noisy.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let scratch = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let pids = folder.appendingPathComponent("pids")
        defer { for pid in Self.recordedProcesses(in: pids) { kill(pid, SIGKILL) } }
        let environment = ["FAULTY_PIDS": pids.path, "TMPDIR": scratch.path]
        let explorer = try Self.start(
            ["explore", "noisy.json", "--seed", "7", "--depth", "1", "--time", "60", "--out", "out"], in: folder,
            environment: environment)
        #expect(Self.eventually(within: 40) { !Self.recordedProcesses(in: pids).isEmpty }, "the walk is under way")
        kill(explorer, SIGKILL)
        var status: Int32 = 0
        while waitpid(explorer, &status, 0) < 0 && errno == EINTR {}
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        #expect(left.count == 1 && left[0].hasPrefix("scenes-explore-\(explorer)-"), "\(left)")
        let live = scratch.appendingPathComponent("scenes-explore-\(getpid())-abcdef")
        try FileManager.default.createDirectory(at: live, withIntermediateDirectories: false)
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
        try Data("kept\n".utf8).write(to: elsewhere.appendingPathComponent("file"))
        let link = scratch.appendingPathComponent("scenes-explore-\(explorer)-ghijkl")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
        let next = try Self.scenes(
            ["explore", Self.packageRoot.appendingPathComponent("scenes.json").path, "--commands", "1", "--out", "out2"],
            in: folder, environment: environment)
        #expect(next.status == 0, "\(next.out)\(next.err)")
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: scratch.path)) == [
                live.lastPathComponent, link.lastPathComponent,
            ], "the killed run's folder is gone; the live one's and the link stay")
        #expect(try String(contentsOf: elsewhere.appendingPathComponent("file"), encoding: .utf8) == "kept\n")
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
            // The child answers only on a descriptor of its own, never on standard output.
            (["--child", "--data", "d"], "error: --child needs --data DIR and --answers-fd N"),
        ]
        for (arguments, message) in cases {
            let run = try Self.scenes(["explore"] + arguments, in: Self.packageRoot)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.err.hasPrefix(message + "\nusage: scenes explore"), "\(arguments): \(run.err)")
        }
    }
}
