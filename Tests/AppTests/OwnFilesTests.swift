import Dispatch
import Foundation
import Testing

/// Every file the real `scenes` writes, or reads back, is opened one way: never through a symbolic
/// link, never waiting on a FIFO, only a file of the user's own (a character device such as
/// `/dev/null` may take a trace), created 0600 and tightened to 0600; `scenes explore` writes its
/// report the same way, ends its children with a failed write instead of a trap, and removes its
/// temporary folder on every way out, an interrupt included.
@Suite struct OwnFilesTests {
    typealias Workspace = ConcurrentProcessesTests.Workspace

    static func run(_ arguments: [String], script: [String] = ["tab Notes", "tab Contacts"], in workspace: Workspace)
        throws -> LinkRoundTripTests.Run
    {
        try LinkRoundTripTests.run(arguments, script: script, in: workspace)
    }

    static func mode(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    /// A file holding `text`, with `mode`.
    static func file(_ path: String, _ text: String, mode: mode_t = 0o644) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, mode)
    }

    // MARK: --trace

    @Test func aTraceOnAFIFOIsRefusedAtOnceWithoutWaiting() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let fifo = workspace.root.appendingPathComponent("fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        // Were the start to wait for a reader, this one would come after 10 s and let it go on:
        // the test then fails on the status instead of hanging.
        let watchdog = DispatchWorkItem {
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            if reader >= 0 { close(reader) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 10, execute: watchdog)
        defer { watchdog.cancel() }
        let outcome = try Self.run(["--trace", fifo], in: workspace)
        #expect(outcome.status == 1)
        #expect(
            outcome.err == "error: --trace: cannot open '\(fifo)' for writing: it is a FIFO, not a regular file\n",
            "\(outcome.err)")
    }

    @Test func aTraceThroughASymbolicLinkIsRefusedAndItsTargetUntouched() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let target = workspace.root.appendingPathComponent("their-file").path
        try Self.file(target, "someone else's words\n")
        let link = workspace.root.appendingPathComponent("trace.jsonl").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let outcome = try Self.run(["--trace", link], in: workspace)
        #expect(outcome.status == 1)
        #expect(
            outcome.err
                == "error: --trace: cannot open '\(link)' for writing: it is a symbolic link, which is not followed\n")
        #expect(!outcome.err.contains("their-file"), "the target is not named")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "someone else's words\n")
        #expect(Self.mode(target) == 0o644)
    }

    @Test func aTraceFileOfAnotherUserIsRefusedAndLeftAsItWas() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let theirs = workspace.root.appendingPathComponent("trace.jsonl").path
        try Self.file(theirs, "theirs\n", mode: 0o666)
        try #require(chown(theirs, 4242, 4242) == 0, "the tests must run as root to give a file away")
        let outcome = try Self.run(["--trace", theirs], in: workspace)
        #expect(outcome.status == 1)
        #expect(
            outcome.err
                == "error: --trace: cannot open '\(theirs)' for writing: it belongs to user 4242, not to the user"
                + " running this (\(geteuid()))\n")
        #expect(try String(contentsOfFile: theirs, encoding: .utf8) == "theirs\n")
        #expect(Self.mode(theirs) == 0o666, "not the app's to change")
    }

    @Test func aTraceFileOfTheUsersOwnIsAppendedToAndMadePrivate() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let mine = workspace.root.appendingPathComponent("trace.jsonl").path
        try Self.file(mine, "earlier\n", mode: 0o666)
        let outcome = try Self.run(["--trace", mine], in: workspace)
        #expect(outcome.status == 0, "\(outcome.err)")
        let lines = try String(contentsOfFile: mine, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == "earlier")
        #expect(lines.count > 2 && lines.dropFirst().allSatisfy { $0.hasPrefix(#"{"seq":"#) }, "events appended")
        #expect(Self.mode(mine) == 0o600)
        let created = workspace.root.appendingPathComponent("new.jsonl").path
        #expect(try Self.run(["--trace", created], in: workspace).status == 0)
        #expect(Self.mode(created) == 0o600)
        #expect(try Self.run(["--trace", "/dev/null"], in: workspace).status == 0, "a device takes a trace")
    }

    // MARK: stack.json

    /// A `stack.json` that is a link to another file is not read: the warning says so and shows
    /// nothing of the target, the session starts at the initial scene, and the stack it records
    /// replaces the link, never writing through it.
    @Test func aStackFileThatIsALinkIsNeitherReadNorWrittenThrough() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(atPath: workspace.data, withIntermediateDirectories: true)
        let target = workspace.root.appendingPathComponent("secret").path
        try Self.file(target, "hunter2 is the password\n")
        let stack = workspace.data + "/stack.json"
        try FileManager.default.createSymbolicLink(atPath: stack, withDestinationPath: target)
        let outcome = try Self.run(["--resume"], script: ["tab Notes"], in: workspace)
        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(
            outcome.err
                == "warning: cannot resume: cannot read '\(stack)': it is a symbolic link, which is not followed;"
                + " starting at the initial scene 'Main'\n")
        #expect(!outcome.out.contains("hunter2") && !outcome.err.contains("hunter2"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "hunter2 is the password\n")
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: stack)) == nil, "the link was replaced")
        #expect(Self.mode(stack) == 0o600)
    }

    @Test func aStackFileThatIsAFIFOIsRefusedWithoutWaiting() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(atPath: workspace.data, withIntermediateDirectories: true)
        let stack = workspace.data + "/stack.json"
        try #require(mkfifo(stack, 0o600) == 0)
        let outcome = try Self.run(["--resume"], script: [], in: workspace)
        #expect(
            outcome.err
                == "warning: cannot resume: cannot read '\(stack)': it is a FIFO, not a regular file;"
                + " starting at the initial scene 'Main'\n")
    }

    /// A `stack.json` that gives a key twice is refused, naming the key, as a storyboard is: which of
    /// the two stacks was meant is not guessed.
    @Test func aStackFileThatGivesAKeyTwiceIsRefusedNamingIt() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(atPath: workspace.data, withIntermediateDirectories: true)
        let stack = workspace.data + "/stack.json"
        let entry = #"{"scene": "Main", "module": "Menu", "presentation": "root", "inputs": {}}"#
        let record = #"{"version": 1, "stack": ["# + entry + #"], "stack": ["# + entry + "]}"
        try Self.file(stack, record, mode: 0o600)
        let outcome = try Self.run(["--resume"], script: [], in: workspace)
        #expect(outcome.status == 0, "\(outcome.err)")
        // The text is ASCII: a character is a byte.
        let first = record.distance(from: record.startIndex, to: try #require(record.range(of: #""stack""#)).lowerBound)
        let second = try #require(record.range(of: #""stack""#, options: .backwards)).lowerBound
        #expect(
            outcome.err
                == "warning: cannot resume: '\(stack)': it is not a recorded stack: invalid JSON at byte"
                + " \(record.utf8.distance(from: record.startIndex, to: second)): duplicate key 'stack'"
                + " (first given at byte \(first)); keep one of them; starting at the initial scene 'Main'\n")
    }

    // MARK: session.json

    /// `session.json` says who is signed in: one that another user could have written (writable
    /// by others, or in a data directory others may write) is not believed, is reported, and is
    /// not written over; made private again, it is believed.
    @Test func aSessionFileOthersCouldHaveWrittenIsNotBelieved() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let signIn = ["tab Account", "go SignIn", "login demo@example.com password1"]
        let first = try Self.run([], script: signIn, in: workspace)
        #expect(first.out.contains("== Home =="), "\(first.out)")
        let session = workspace.data + "/session.json"
        let signedIn = try String(contentsOfFile: session, encoding: .utf8)
        for (file, folder, reason) in [
            (0o666 as mode_t, 0o700 as mode_t, "it is writable by every user"),
            (0o620, 0o700, "it is writable by its group"),
            (0o600, 0o777, "the data directory is writable by every user"),
            (0o600, 0o1777, "the data directory is writable by every user"),
        ] {
            chmod(session, file)
            chmod(workspace.data, folder)
            let run = try Self.run([], script: signIn, in: workspace)
            let problem =
                "session.json was not believed, as \(reason), so another user could have written it; it was left"
                + " as it is, and nothing will be saved over it: make it and its folder writable by you alone (chmod go-w)"
            #expect(run.reply(to: "go SignIn").contains("  ! " + problem), "\(run.out)")
            #expect(run.out.contains("  ! could not sign you in: " + problem), "\(run.out)")
            #expect(!run.out.contains("== Home ==") && !run.out.contains("Signed in as"), "nobody is signed in")
            #expect(try String(contentsOfFile: session, encoding: .utf8) == signedIn, "not written over")
            #expect(Self.mode(session) == file)
        }
        chmod(session, 0o600)
        chmod(workspace.data, 0o700)
        let believed = try Self.run([], script: ["tab Account"], in: workspace)
        #expect(believed.out.contains("Signed in as demo@example.com"), "\(believed.out)")
    }

    // MARK: scenes explore

    /// The folders `explore --out` makes are private (0700), as the data directory is, whatever the
    /// umask: the findings it writes there are the person's.
    @Test func theFoldersExploreOutMakesArePrivate() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let outer = workspace.root.appendingPathComponent("reports").path
        let out = outer + "/explore"
        let run = try ExploreTests.scenes(
            ["explore", "scenes.json", "--seed", "1", "--depth", "1", "--time", "20", "--out", out],
            in: ExploreTests.packageRoot)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(Self.mode(outer) == 0o700)
        #expect(Self.mode(out) == 0o700)
        #expect(Self.mode(out + "/coverage.json") == 0o600)
    }

    /// The explorer's child answers on the descriptor `--answers-fd` names (standard output here);
    /// a failed write (here, a full disk) ends it with status 74 instead of a trap.
    @Test func anExploreChildWhoseAnswerCannotBeWrittenExits74() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let process = Process()
        process.executableURL = ConcurrentProcessesTests.scenes
        process.arguments = [
            "explore", "--child", ConcurrentProcessesTests.storyboard, "--data", workspace.data, "--answers-fd", "1",
        ]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "no trap")
        #expect(process.terminationStatus == 74)
    }

    /// `scenes explore` keeps its children's data in one temporary folder; interrupted mid-walk
    /// (SIGINT, SIGTERM, SIGHUP), it kills them, removes the folder and ends by that signal.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func anInterruptedExploreLeavesNoTemporaryFolder(_ signalNumber: Int32) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let temporary = workspace.root.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = ConcurrentProcessesTests.scenes
        process.arguments = [
            "explore", ConcurrentProcessesTests.storyboard, "--seed", "3", "--time", "60", "--out",
            workspace.root.appendingPathComponent("out").path,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Once a child has its data directory, the walk is under way.
        let started = Date()
        func childData() -> Bool {
            let folders = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
            return folders.contains { folder in
                let children = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path + "/" + folder)) ?? []
                return !children.isEmpty
            }
        }
        while !childData() && Date().timeIntervalSince(started) < 30 { usleep(20_000) }
        try #require(childData(), "the explorer started a child within 30 s")
        kill(process.processIdentifier, signalNumber)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signalNumber)
        let left = FileManager.default.enumerator(atPath: temporary.path)?.allObjects ?? []
        #expect(left.isEmpty, "\(left)")
    }
}
