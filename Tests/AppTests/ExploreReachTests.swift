import Foundation
import Testing

/// How far `scenes explore` reaches, and how: values and records carried from one command to the
/// next, branches forked from a child that keeps its state (each with its own data), a setup
/// script, and the demo walked whole with the defaults.
@Suite struct ExploreReachTests {
    /// A folder with the inbox fixture's storyboard, its plugin path filled in: an inbox whose
    /// list starts empty, and the message `open N` shows.
    static func inbox() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-inbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let template = try String(
            contentsOf: ExploreTests.packageRoot.appendingPathComponent("Tests/Fixtures/FaultyPlugin/inbox.json"),
            encoding: .utf8)
        let plugin = ExploreTests.buildDirectory.appendingPathComponent("libFaultyPlugin.so").path
        try template.replacingOccurrences(of: "PLUGIN", with: plugin)
            .write(to: folder.appendingPathComponent("inbox.json"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test(arguments: ["fork", "replay"])
    func anActionThatCreatesARecordIsFollowedByTheOneThatUsesIt(strategy: String) throws {
        let folder = try Self.inbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ExploreTests.scenes(
            ["explore", "inbox.json", "--seed", "3", "--time", "60", "--out", "out", "--strategy", strategy], in: folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("Findings: none"), "\(run.out)")
        let report = try ExploreTests.report(in: folder)
        #expect(report.coverage.filter { !$0.reached }.isEmpty, "\(report.coverage.filter { !$0.reached })")
        #expect(report.coverage.contains(.init(kind: "scene", name: "Message", reached: true, why: nil)))
        #expect(
            report.commandSeconds > 0 && report.commandSeconds < report.seconds,
            "the app's time on the commands tried, part of the walk's: \(report.commandSeconds) of \(report.seconds) s")
        if strategy == "fork" {
            #expect(report.processes == 1, "one child, and branches of it")
            #expect(run.out.contains("in 1 process and "), "\(run.out)")
        } else {
            #expect(report.processes > 10, "a new child for every command tried")
        }
    }

    /// The child of `scenes explore` as the explorer drives it: `@push LINE` runs LINE in a branch
    /// with its own copy of the data directory, `@pop` ends it and the state before is back, its
    /// data included.
    @Test func branchesNeverShareChanges() throws {
        let folder = try Self.inbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let child = try ChildSession(
            arguments: ["explore", "--child", "inbox.json", "--data", folder.appendingPathComponent("data").path],
            in: folder)
        defer { child.end() }
        #expect(try child.line().hasPrefix("@explore "), "the first screen")
        try child.send("@push write hello")
        let pid = try child.line()
        #expect(pid.hasPrefix("@explore-pid "), "\(pid)")
        #expect(pid != "@explore-pid \(child.pid)", "the branch is another process")
        #expect(try child.line().contains(#""shape":"item""#), "the inbox now lists one message")
        try child.send("@push open 1")
        #expect(try child.line().hasPrefix("@explore-pid "))
        let opened = try child.line()
        #expect(opened.contains(#""stack":["Inbox","Message"]"#), "\(opened)")
        try child.send("@pop")
        #expect(try child.line() == #"@explore-back {"status":0}"#)
        try child.send("@pop")
        #expect(try child.line() == #"@explore-back {"status":0}"#)
        // Back at the start: the message written in the branch is gone with it.
        try child.send("@push open 1")
        #expect(try child.line().hasPrefix("@explore-pid "))
        let refused = try child.line()
        #expect(refused.contains(#""stack":["Inbox"]"#), "\(refused)")
        #expect(refused.contains(#""error":"#), "\(refused)")
        try child.send("@pop")
        #expect(try child.line() == #"@explore-back {"status":0}"#)
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("data/inbox.txt").path),
            "the data directory is as it was")
    }

    /// A trap in a branch ends that branch alone, and says how it ended.
    @Test func aTrapEndsOneBranch() throws {
        let folder = try ExploreTests.fixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let child = try ChildSession(
            arguments: ["explore", "--child", "faulty.json", "--data", folder.appendingPathComponent("data").path],
            in: folder)
        defer { child.end() }
        _ = try child.line()
        try child.send("@push go Crash")
        _ = try child.line()
        #expect(try child.line().contains(#""stack":["Start","Crashy"]"#))
        try child.send("@push divide 0")
        _ = try child.line()
        let back = try child.line()
        #expect(back.hasPrefix(#"@explore-back {"signal":"#), "\(back)")
        try child.send("@push divide 2")
        _ = try child.line()
        #expect(try child.line().contains(#""stack":["Start","Crashy"]"#), "the branch before the trap goes on")
    }

    /// `--setup FILE` runs first in every child: an inbox with a message written by the setup.
    @Test func aSetupScriptRunsFirst() throws {
        let folder = try Self.inbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# a message to read\nwrite welcome\n".write(
            to: folder.appendingPathComponent("setup.scenes"), atomically: true, encoding: .utf8)
        let run = try ExploreTests.scenes(
            ["explore", "inbox.json", "--setup", "setup.scenes", "--depth", "1", "--time", "30", "--out", "out"],
            in: folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        let report = try ExploreTests.report(in: folder)
        #expect(
            report.coverage.contains(.init(kind: "scene", name: "Message", reached: true, why: nil)),
            "one command from the start reaches the message the setup wrote: \(report.coverage)")
        // A setup command that fails stops the run, naming it: a walk on data not prepared would
        // mean nothing.
        try "write welcome\nnonsense here\n".write(
            to: folder.appendingPathComponent("bad.scenes"), atomically: true, encoding: .utf8)
        for strategy in ["fork", "replay"] {
            let bad = try ExploreTests.scenes(
                ["explore", "inbox.json", "--setup", "bad.scenes", "--strategy", strategy, "--out", "out"], in: folder)
            #expect(bad.status == 1, "\(strategy)")
            #expect(
                bad.err.hasPrefix("error: setup command 2, 'nonsense here', failed: no command or action 'nonsense'"),
                "\(strategy): \(bad.err)")
        }
        // So does one that ends the app, which would make every command after it a crash.
        try "write welcome\nquit\n".write(
            to: folder.appendingPathComponent("quit.scenes"), atomically: true, encoding: .utf8)
        for strategy in ["fork", "replay"] {
            let quit = try ExploreTests.scenes(
                ["explore", "inbox.json", "--setup", "quit.scenes", "--strategy", strategy, "--out", "out"], in: folder)
            #expect(quit.status == 1, "\(strategy)")
            #expect(quit.err.hasPrefix("error: setup command 2, 'quit', ended the app"), "\(strategy): \(quit.err)")
            #expect(!quit.out.contains("Findings"), "\(strategy): \(quit.out)")
        }
        let limited = try ExploreTests.scenes(["explore", "inbox.json", "--commands", "3", "--out", "out"], in: folder)
        #expect(limited.out.hasPrefix("scenes explore inbox.json: seed 1, depth 8, 3 commands in 1 process and "))
        #expect(limited.out.contains("(stopped after 3 commands)"), "\(limited.out)")
        // What was cut short by the command bound says so, not that time ran out.
        #expect(!limited.out.contains("time bound"), "\(limited.out)")
        #expect(limited.out.contains("command bound (3)"), "\(limited.out)")
        let missing = try ExploreTests.scenes(
            ["explore", "inbox.json", "--setup", "nope.scenes", "--out", "out"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.err.hasPrefix("error: "), "\(missing.err)")
        #expect(missing.err.contains("nope.scenes"), "\(missing.err)")
    }

    /// With the defaults, the demo is walked whole: every scene, segue and action, the sign-in
    /// and the checkout that only a signed-in person completes among them, and nothing found.
    @Test func theDemoIsReachedWholeWithTheDefaults() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("explore-whole-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try ExploreTests.scenes(
            ["explore", "scenes.json", "--out", out.path], in: ExploreTests.packageRoot)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("Findings: none"), "\(run.out)")
        let report = try JSONDecoder().decode(
            ExploreTests.Report.self, from: Data(contentsOf: out.appendingPathComponent("coverage.json")))
        #expect(report.coverage.filter { !$0.reached }.isEmpty, "\(run.out)")
        for row in ["OrderSuccess", "Home"] {
            #expect(report.coverage.contains(.init(kind: "scene", name: row, reached: true, why: nil)))
        }
        #expect(report.coverage.contains(.init(kind: "action", name: "Login login", reached: true, why: nil)))
        #expect(
            report.coverage.contains(
                .init(kind: "segue", name: "ShoppingCart Success -> OrderSuccess", reached: true, why: nil)))
    }
}

/// A child process of `scenes explore` spoken to line by line, on its standard input and on the
/// descriptor it answers on (3, given as `--answers-fd 3` after `arguments`); its standard output,
/// where a scene's own printing goes, is /dev/null.
final class ChildSession {
    let pid: pid_t
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []

    init(arguments: [String], in directory: URL) throws {
        var toChild: [Int32] = [-1, -1]
        var fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw POSIXError(.EMFILE) }
        for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 3)
        let words =
            ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, directory.path, ExploreTests.scenes] + arguments + [
                "--answers-fd", "3",
            ]
        var argv = words.map { strdup($0) } + [nil]
        defer { for word in argv { free(word) } }
        let environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        var envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for variable in envp { free(variable) } }
        var spawned: pid_t = 0
        let result = posix_spawn(&spawned, "/bin/sh", &actions, nil, &argv, &envp)
        close(toChild[0])
        close(fromChild[1])
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        pid = spawned
        input = toChild[1]
        output = fromChild[0]
    }

    struct Timeout: Error {}

    func send(_ line: String) throws {
        let bytes = Array((line + "\n").utf8)
        guard bytes.withUnsafeBytes({ write(input, $0.baseAddress, $0.count) }) == bytes.count else {
            throw POSIXError(.EPIPE)
        }
    }

    /// The next line the child writes that is not empty (a branch's end starts with a line
    /// feed), within 30 seconds.
    func line() throws -> String {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                defer { buffer.removeSubrange(...newline) }
                if newline == 0 { continue }
                return String(decoding: buffer[..<newline], as: UTF8.self)
            }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 30_000) > 0 else { throw Timeout() }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            guard count > 0 else { throw POSIXError(.EPIPE) }
            buffer += chunk[..<count]
        }
    }

    /// Closes its input, which ends it and its branches, and waits for it.
    func end() {
        close(input)
        close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
}
