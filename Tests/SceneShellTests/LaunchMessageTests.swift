import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import SceneShell

#if canImport(Glibc)
    import Glibc
#endif

/// Where the app's data goes when the command line does not say (never the current directory),
/// empty option values, and scripts from pipes, FIFOs and files that cannot be read: each case
/// works or has its own exact message.
@Suite @MainActor struct LaunchMessageTests {
    struct Outcome: Equatable {
        var status: Int32
        var out: String
        var err: String
    }

    let storyboard: TemporaryStoryboard
    let data = TemporaryDataDirectory()

    init() throws {
        storyboard = try TemporaryStoryboard()
    }

    private func run(_ arguments: [String], environment: [String: String], input: String = "stack\n") -> Outcome {
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: arguments, modules: [CounterConfigurator.module], environment: environment,
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(input))
        return Outcome(status: status, out: out, err: err)
    }

    static let advice = "; set HOME or XDG_DATA_HOME to an absolute path, or pass --data DIR\n"

    @Test(
        arguments: [
            ([:], "XDG_DATA_HOME is not set and HOME is not set"),
            (["XDG_DATA_HOME": "data"], "XDG_DATA_HOME 'data' is not an absolute path and HOME is not set"),
            (["XDG_DATA_HOME": "", "HOME": ""], "XDG_DATA_HOME is empty and HOME is empty"),
            (["XDG_DATA_HOME": "./x", "HOME": "home"], "XDG_DATA_HOME './x' is not an absolute path and HOME 'home' is not an absolute path"),
            (["HOME": "~"], "XDG_DATA_HOME is not set and HOME '~' is not an absolute path"),
        ] as [([String: String], String)])
    func withoutAnAbsoluteHomeOrDataHomeTheSessionDoesNotStart(environment: [String: String], reason: String) {
        let outcome = run([storyboard.path], environment: environment)
        #expect(outcome == Outcome(status: 1, out: "", err: "error: no data directory: " + reason + Self.advice))
        #expect(UserDirectories.dataDirectory(environment: environment) == nil)
        #expect(HistoryFile.standard(environment: environment) == nil, "no history in the current directory either")
        storyboard.remove()
    }

    @Test func whatIsValidIsUsed() {
        #expect(
            UserDirectories.dataDirectory(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/ada"])
                == "/home/ada/.local/share/scenes")
        #expect(
            UserDirectories.dataDirectory(environment: ["XDG_DATA_HOME": "/data", "HOME": "rel"]) == "/data/scenes")
        #expect(HistoryFile.standard(environment: ["XDG_DATA_HOME": "/data"])?.path == "/data/scenes/history")
        #expect(run([storyboard.path], environment: ["XDG_DATA_HOME": "rel", "HOME": "/nonexistent"]).status == 0)
        storyboard.remove()
    }

    @Test func dataGivenOnTheCommandLineNeedsNoHome() {
        let outcome = run([storyboard.path, "--data", data.path], environment: [:])
        #expect(outcome.status == 0)
        #expect(outcome.err == "")
        storyboard.remove()
    }

    @Test(arguments: [["--data", ""], ["--data="], ["--script", ""], ["--plugins", ""]])
    func anEmptyOptionValueIsAUsageErrorNamingTheOption(arguments: [String]) {
        let outcome = run([storyboard.path] + arguments, environment: ["HOME": "/nonexistent"])
        #expect(outcome.status == 2)
        #expect(outcome.out == "")
        #expect(outcome.err.hasPrefix("error: \(arguments[0].prefix { $0 != "=" }) needs a value, not an empty string\nusage: "))
        storyboard.remove()
    }

    @Test func anEmptyValueOfNewsOptionsToo() {
        let outcome = run(["new", "Orders", "--package", ""], environment: [:])
        #expect(outcome.status == 2)
        #expect(outcome.err.hasPrefix("error: --package needs a value, not an empty string\nusage: "))
        storyboard.remove()
    }

    @Test func aScriptFromAPipe() throws {
        let pipe = try Pipes.make()
        defer { close(pipe.read) }
        let script = Array("stack\ngo Next\nstack\n".utf8)
        #expect(write(pipe.write, script, script.count) == script.count)
        close(pipe.write)
        let outcome = run(
            ["--script", "/dev/fd/\(pipe.read)", "--data", data.path, storyboard.path], environment: [:], input: "")
        #expect(outcome.status == 0)
        #expect(outcome.err == "")
        #expect(outcome.out.hasSuffix("Second counter> stack\n1. First \"First counter\" (root)\n2. Second \"Second counter\" (push)\n"))
        storyboard.remove()
    }

    @Test func aScriptFromAFIFO() throws {
        let fifo = data.file("commands")
        #expect(mkfifo(fifo, 0o600) == 0)
        // The writer opens the FIFO once the program opens it to read, as `<(cmd)` would.
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY | O_CLOEXEC)
            let script = Array("go Next\nstack\n".utf8)
            _ = write(descriptor, script, script.count)
            close(descriptor)
        }
        writer.start()
        let outcome = run(["--script", fifo, "--data", data.path, storyboard.path], environment: [:], input: "")
        #expect(outcome.status == 0)
        #expect(outcome.err == "")
        #expect(outcome.out.hasSuffix("Second counter> stack\n1. First \"First counter\" (root)\n2. Second \"Second counter\" (push)\n"))
        storyboard.remove()
    }

    @Test func aScriptThatCannotBeReadSaysWhy() throws {
        let cases = [
            (data.file("missing"), "no such file"),
            (data.file("missing/script"), "no such file"),
            (data.path, "it is a directory, not a file"),
            // Opens, but reading it fails (a write-only file of the kernel): root cannot either.
            ("/proc/self/clear_refs", "invalid argument"),
        ]
        for (path, reason) in cases {
            let outcome = run(["--script", path, "--data", data.path, storyboard.path], environment: [:])
            #expect(outcome == Outcome(status: 1, out: "", err: "error: cannot read the script '\(path)': \(reason)\n"))
        }
        if geteuid() != 0 {
            try data.write("stack\n", to: "locked")
            chmod(data.file("locked"), 0o200)
            let outcome = run(["--script", data.file("locked"), "--data", data.path, storyboard.path], environment: [:])
            #expect(
                outcome.err == "error: cannot read the script '\(data.file("locked"))': permission denied\n")
        }
        storyboard.remove()
    }
}
