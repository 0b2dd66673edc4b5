import Foundation
import SceneTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The `scenes` executable that `swift test` built, next to the test bundle, run on the demo's
/// scenes with a data directory and a home of its own.
struct ScenesProgram {
    /// What a run with standard input from a file printed, and how it ended.
    struct Outcome {
        let termination: ChildProcess.Termination?
        let output: [UInt8]
        let errors: [UInt8]

        var outputText: String { String(decoding: output, as: UTF8.self) }
        var errorText: String { String(decoding: errors, as: UTF8.self) }
    }

    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("scenes").path
    /// The demo's scenes under a menu, in one stack (`Tests/Fixtures/MenuApp/scenes.json`): these
    /// tests drive the terminal, so they keep a storyboard of their own whatever shape the demo
    /// takes (its tabs are walked on a pseudo-terminal by the container tests).
    static let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/MenuApp/scenes.json").path

    /// Where the app keeps its data and its history; removed with the last copy of the program.
    let home = TemporaryDataDirectory()

    /// `scenes --data HOME scenes.json`, with `HOME` and `XDG_DATA_HOME` in the same directory so
    /// that nothing is written to the real home, without colours, and with the tests' low cost of
    /// password hashing (`SCENES_PASSWORD_ITERATIONS`, honoured by debug builds only).
    var arguments: [String] { ["--data", home.path, Self.storyboard] }
    var environment: [String: String] {
        [
            "HOME": home.path, "XDG_DATA_HOME": home.path, "NO_COLOR": "1", "TERM": "xterm", "LANG": "C.UTF-8",
            "SCENES_PASSWORD_ITERATIONS": ProcessInfo.processInfo.environment["SCENES_PASSWORD_ITERATIONS"] ?? "100",
        ]
    }

    /// Runs the program with `input` as standard input (a file, as a pipe would give it), and waits
    /// for it to end; a program that does not end in ``ChildProcess/patience`` is killed.
    func run(input: [UInt8]) throws -> Outcome {
        try run(arguments: arguments, input: input)
    }

    /// Runs the program with `arguments` (the data directory and the storyboard not added) and
    /// `input` as standard input, and waits for it to end as ``run(input:)`` does.
    func run(arguments: [String], input: [UInt8] = []) throws -> Outcome {
        try Data(input).write(to: URL(fileURLWithPath: home.file("input")))
        let standardInput = open(home.file("input"), O_RDONLY | O_CLOEXEC)
        let standardOutput = open(home.file("output"), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let standardError = open(home.file("errors"), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            for descriptor in [standardInput, standardOutput, standardError] { close(descriptor) }
        }
        let child = try ChildProcess(
            executable: Self.executable, arguments: arguments, environment: environment,
            standardInput: standardInput, standardOutput: standardOutput, standardError: standardError)
        let termination = child.wait()
        return Outcome(
            termination: termination,
            output: Array(try Data(contentsOf: URL(fileURLWithPath: home.file("output")))),
            errors: Array(try Data(contentsOf: URL(fileURLWithPath: home.file("errors")))))
    }
}
