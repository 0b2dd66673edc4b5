import Foundation
import SceneRuntime
import Testing

/// With `SCENES_FLOW_COVERAGE=DIR`, every process records its flows and writes a report of its own
/// into DIR when it exits: a `scenes --script` run (the real executable), and a test process (this
/// test bundle, run on one suite as `swift test` runs it). Many at once write as many files.
@Suite struct FlowCoverageProcessTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flow-\(UUID().uuidString)")

    private var reportsDirectory: String { directory.appendingPathComponent("reports").path }

    /// Starts `executable` with `arguments` and the variable set; the process, running.
    private func start(_ executable: URL, _ arguments: [String], inherit: Bool = true) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // A test bundle run from a test gets none of what `swift test` told this one (where its
        // events go, which tests to run): only a path and a home.
        var environment =
            inherit
            ? ProcessInfo.processInfo.environment
            : ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": directory.path]
        environment["SCENES_FLOW_COVERAGE"] = reportsDirectory
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        try process.run()
        return process
    }

    private func reports() throws -> [FlowCoverage] {
        try FileManager.default.contentsOfDirectory(atPath: reportsDirectory).sorted().map { name in
            #expect(name.hasPrefix("flow-") && name.hasSuffix(".json"), "\(name)")
            return try JSONDecoder().decode(
                FlowCoverage.self, from: Data(contentsOf: URL(fileURLWithPath: reportsDirectory + "/" + name)))
        }
    }

    @Test func scriptRunsAtOnceEachWriteTheirOwnReport() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("script.scenes").path
        try Data("go Notes\nopen 1\nroot\ngo Shop\ncheckout\n".utf8).write(to: URL(fileURLWithPath: script))
        let processes = try (0..<3).map { number in
            try start(
                ConcurrentProcessesTests.scenes,
                [
                    "--data", directory.appendingPathComponent("data-\(number)").path, "--script", script,
                    ConcurrentProcessesTests.menuApp,
                ])
        }
        for process in processes { process.waitUntilExit() }
        let reports = try reports()
        #expect(reports.count == 3)
        for report in reports {
            #expect(report.scenes.isSuperset(of: ["Menu", "NotesList", "NoteDetail", "ShoppingCart", "Login"]))
            #expect(report.segues.isSuperset(of: ["Menu Notes", "NotesList OpenNote", "Menu Shop"]))
            #expect(report.actions.isSuperset(of: ["NotesList open"]))
            #expect(report.guards.contains("ShoppingCart Success signedIn redirected"), "\(report.guards)")
        }
    }

    @Test func aTestProcessWritesWhatItsHarnessesRecorded() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // The package's test bundle, built beside the scenes executable.
        let bundle = ConcurrentProcessesTests.scenes.deletingLastPathComponent()
            .appendingPathComponent("ScenesPackageTests.xctest")
        let process = try start(
            bundle, ["--filter", "FlowCoverageTests/theHarnessRecords", "--testing-library", "swift-testing"],
            inherit: false)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let reports = try reports()
        #expect(reports.count == 1)
        #expect(reports.first?.segues == ["Hall Visit"])
        #expect(reports.first?.actions == ["Hall ring"])
    }
}
