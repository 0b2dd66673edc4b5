import Foundation
import SceneTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The real `scenes` writing where writes fail: standard output on `/dev/full` (every command
/// that prints), standard error on it. It never ends with 0 as if all was shown: it says why on
/// standard error when that still works, and exits 74.
@Suite struct OutputFailureTests {
    static let fullDisk = "error: cannot write to standard output: no space left on device\n"

    /// The manifest and storyboard of a package `scenes new` can add a scene to.
    private static func makePackage(in home: TemporaryDataDirectory) throws -> String {
        try home.write(
            """
            let sceneModules: [(name: String, domains: [String])] = [
                ("Menu", []),
            ]
            """, to: "Package.swift")
        try home.write(
            #"{ "version": 1, "initial": "Menu", "scenes": [ { "id": "Menu", "module": "Menu", "title": "Menu" } ] }"#,
            to: "scenes.json")
        return home.path
    }

    @Test(arguments: [
        ["--help"], ["--version"], ["help"], ["help", "graph"], ["run", "--help"],
        ["validate", ScenesProgram.storyboard], ["list", ScenesProgram.storyboard],
        ["graph", ScenesProgram.storyboard], ["graph", ScenesProgram.storyboard, "--format", "mermaid"],
    ])
    func everyCommandThatPrintsFailsOnAFullDisk(arguments: [String]) throws {
        let outcome = try ScenesProgram().run(arguments, output: "/dev/full")
        #expect(outcome.termination == .exited(74), "\(arguments)")
        #expect(outcome.errorText == Self.fullDisk, "\(arguments)")
    }

    @Test func newFailsOnAFullDiskAfterCreatingTheScene() throws {
        let program = ScenesProgram()
        let package = try Self.makePackage(in: program.home)
        let outcome = try program.run(["new", "Orders", "--package", package], output: "/dev/full")
        #expect(outcome.termination == .exited(74))
        #expect(outcome.errorText == Self.fullDisk)
        #expect(program.home.contains("Scenes/Orders/OrdersViewController.swift"))
    }

    @Test func scriptModeFailsOnAFullDisk() throws {
        let program = ScenesProgram()
        try program.home.write("stack\ngo Contacts\nstack\n", to: "script")
        let fromFile = try program.run(program.arguments + ["--script", program.home.file("script")], output: "/dev/full")
        #expect(fromFile.termination == .exited(74))
        #expect(fromFile.errorText == Self.fullDisk)
        let fromInput = try program.run(program.arguments, input: program.home.file("script"), output: "/dev/full")
        #expect(fromInput.termination == .exited(74))
        #expect(fromInput.errorText == Self.fullDisk)
    }

    /// A script that fills the buffer many times over stops at the first failed write: the
    /// commands after it are not run, as with a program SIGPIPE ends.
    @Test func aLongScriptStopsAtTheFirstFailedWrite() throws {
        let program = ScenesProgram()
        try program.home.write(String(repeating: "help\n", count: 5000) + "go Notes\nadd Late\n", to: "script")
        let outcome = try program.run(program.arguments + ["--script", program.home.file("script")], output: "/dev/full")
        #expect(outcome.termination == .exited(74))
        #expect(outcome.errorText == Self.fullDisk)
        #expect(!((try? program.home.contents(of: "notes.json")) ?? "").contains("Late"))
    }

    @Test func interactiveModeFailsOnAFullDiskWithTheTerminalRestored() throws {
        let terminal = try PseudoTerminal()
        let before = terminal.settings()
        let program = ScenesProgram()
        let output = open("/dev/full", O_WRONLY | O_CLOEXEC)
        defer { close(output) }
        let child = try ChildProcess(
            executable: ScenesProgram.executable, arguments: program.arguments, environment: program.environment,
            standardInput: terminal.slave, standardOutput: output, standardError: terminal.slave,
            ownProcessGroup: true)
        #expect(child.wait() == .exited(74))
        #expect(terminal.readScreen() == Self.fullDisk.dropLast() + "\r\n")
        #expect(terminal.settings().c_lflag == before.c_lflag)
    }

    @Test func aFailedWriteOnStandardErrorIsNotIgnoredEither() throws {
        let program = ScenesProgram()
        let outcome = try program.run(
            ["validate", program.home.file("missing.json")], output: program.home.file("output"), errors: "/dev/full")
        #expect(outcome.termination == .exited(74))
        #expect(outcome.outputText == "")
    }
}

extension ScenesProgram {
    /// Runs `scenes ARGUMENTS` with standard input from the file `input`, standard output to the
    /// file `output` and standard error to `errors` (files of the home by default), and waits.
    func run(
        _ arguments: [String], input: String = "/dev/null", output: String? = nil, errors: String? = nil,
        environment: [String: String]? = nil
    ) throws -> Outcome {
        let outputPath = output ?? home.file("output")
        let errorsPath = errors ?? home.file("errors")
        let standardInput = open(input, O_RDONLY | O_CLOEXEC)
        let standardOutput = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let standardError = open(errorsPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            for descriptor in [standardInput, standardOutput, standardError] { close(descriptor) }
        }
        let child = try ChildProcess(
            executable: Self.executable, arguments: arguments, environment: environment ?? self.environment,
            standardInput: standardInput, standardOutput: standardOutput, standardError: standardError)
        let termination = child.wait()
        func contents(_ path: String) -> [UInt8] {
            path.hasPrefix("/dev/") ? [] : Array((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())
        }
        return Outcome(termination: termination, output: contents(outputPath), errors: contents(errorsPath))
    }
}
