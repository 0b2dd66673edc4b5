import Foundation
import SceneRuntime
import Testing

@testable import SceneShell

/// `scenes coverage`: reports merged against a storyboard, as a table and as coverage.json; a
/// file that is not a complete report skipped with a warning; bad arguments a usage error.
@Suite @MainActor struct CoverageCommandTests {
    struct Outcome {
        var status: Int32
        var out: String
        var err: String
    }

    static let storyboardJSON = """
        { "version": 2, "initial": "First", "scenes": [
          { "id": "First", "module": "Counter", "title": "First", "segues": [
              { "id": "Next", "to": "Second" },
              { "id": "Modal", "to": "Sheet", "style": "modal",
                "guards": [ { "condition": "open", "refuse": "Shut." } ] } ] },
          { "id": "Second", "module": "Counter", "title": "Second", "segues": [
              { "id": "Done", "to": "First", "style": "unwind" } ] },
          { "id": "Sheet", "module": "Counter", "title": "Sheet" } ] }
        """

    /// One test process's report: a segue taken, a guard that refused, an action performed.
    static let first = """
        {"format": "scenes-flow-coverage", "version": 1,
         "scenes": ["First", "Second"], "segues": ["First Next"],
         "actions": ["First add"], "actionsOffered": ["First add", "First fail", "First open", "First rename"],
         "guards": ["First Modal open refused"], "refusals": {"First Modal": "Shut."}}
        """

    /// Another's: the unwind taken, an action performed and one refused.
    static let second = """
        {"format": "scenes-flow-coverage", "version": 1,
         "scenes": ["First", "Second"], "segues": ["Second Done"],
         "actions": ["Second add"], "actionsOffered": ["Second add"],
         "guards": [], "refusals": {"First fail": "it never works"}}
        """

    let storyboard: TemporaryStoryboard
    let reports: URL

    init() throws {
        storyboard = try TemporaryStoryboard(Self.storyboardJSON)
        reports = storyboard.directory.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: reports.appendingPathComponent(name))
    }

    private func run(_ arguments: [String]) -> Outcome {
        var out = ""
        var err = ""
        let open = SceneCondition("open") { _ in false }
        let status = ScenesCommand.run(
            arguments: arguments, modules: [CounterConfigurator.module.adding(conditions: [open])],
            environment: ["HOME": "/nonexistent"], console: Console(out: { out += $0 }, err: { err += $0 }),
            input: ScriptLines(""))
        return Outcome(status: status, out: out, err: err)
    }

    private var out: String { storyboard.directory.appendingPathComponent("out").path }

    @Test func mergesReportsIntoATableOfWhatWasReachedAndWhatNotAndWhy() throws {
        defer { storyboard.remove() }
        try write("flow-1.json", Self.first)
        try write("flow-2.json", Self.second)
        let outcome = run(["coverage", reports.path, "--config", storyboard.path, "--out", out])
        #expect(outcome.status == 0)
        #expect(outcome.err == "")
        #expect(
            outcome.out == """
                scenes coverage \(storyboard.path): 2 reports merged

                  kind     reached  total
                  scenes   2        3
                  segues   2        3
                  guards   1        2
                  actions  2        12

                Not reached by any test:
                  scene Sheet                           the segue Modal of First was refused: Shut.
                  segue First Modal -> Sheet            refused: Shut.
                  guard First Modal -> Sheet open held  no test tried it with open holding
                  action First fail                     always refused: it never works
                  action First open                     no test performed it
                  action First rename                   no test performed it
                  action Second fail                    no test performed it
                  action Second open                    no test performed it
                  action Second rename                  no test performed it
                  action Sheet add                      its scene Sheet was not reached
                  action Sheet fail                     its scene Sheet was not reached
                  action Sheet open                     its scene Sheet was not reached
                  action Sheet rename                   its scene Sheet was not reached

                Written: \(out)/coverage.json

                """)
    }

    @Test func writesCoverageJSONInExploresFormat() throws {
        defer { storyboard.remove() }
        try write("flow-1.json", Self.first)
        try write("flow-2.json", Self.second)
        #expect(run(["coverage", reports.path, "--config", storyboard.path, "--out", out]).status == 0)
        let json = try Data(contentsOf: URL(fileURLWithPath: out + "/coverage.json"))
        let report = try JSONDecoder().decode(CoverageReport.self, from: json)
        #expect(report.reports == 2)
        #expect(report.skipped == 0)
        #expect(
            report.coverage == [
                .init(kind: "scene", name: "First", reached: true),
                .init(kind: "scene", name: "Second", reached: true),
                .init(
                    kind: "scene", name: "Sheet", reached: false, why: "the segue Modal of First was refused: Shut."),
                .init(kind: "segue", name: "First Next -> Second", reached: true),
                .init(kind: "segue", name: "First Modal -> Sheet", reached: false, why: "refused: Shut."),
                .init(kind: "segue", name: "Second Done -> First", reached: true),
                .init(
                    kind: "guard", name: "First Modal -> Sheet open held", reached: false,
                    why: "no test tried it with open holding"),
                .init(kind: "guard", name: "First Modal -> Sheet open failed", reached: true),
                .init(kind: "action", name: "First add", reached: true),
                .init(kind: "action", name: "First fail", reached: false, why: "always refused: it never works"),
                .init(kind: "action", name: "First open", reached: false, why: "no test performed it"),
                .init(kind: "action", name: "First rename", reached: false, why: "no test performed it"),
                .init(kind: "action", name: "Second add", reached: true),
                .init(kind: "action", name: "Second fail", reached: false, why: "no test performed it"),
                .init(kind: "action", name: "Second open", reached: false, why: "no test performed it"),
                .init(kind: "action", name: "Second rename", reached: false, why: "no test performed it"),
                .init(kind: "action", name: "Sheet add", reached: false, why: "its scene Sheet was not reached"),
                .init(kind: "action", name: "Sheet fail", reached: false, why: "its scene Sheet was not reached"),
                .init(kind: "action", name: "Sheet open", reached: false, why: "its scene Sheet was not reached"),
                .init(kind: "action", name: "Sheet rename", reached: false, why: "its scene Sheet was not reached"),
            ])
    }

    /// A report or a coverage.json that gives a key twice is skipped with a warning naming the key
    /// (which of the two was meant is not guessed); the folders `--out` makes are private (0700).
    @Test func aReportThatGivesAKeyTwiceIsSkippedNamingItAndOutFoldersArePrivate() throws {
        defer { storyboard.remove() }
        try write("flow-1.json", Self.first)
        let twice = Self.second.replacingOccurrences(
            of: #""actions": ["Second add"]"#, with: #""actions": ["Second add"], "actions": []"#)
        try write("flow-2.json", twice)
        try write("coverage.json", #"{"coverage": [], "coverage": [{"kind": "scene", "name": "Sheet", "reached": true}]}"#)
        let nested = out + "/deeper"
        let outcome = run(["coverage", reports.path, "--config", storyboard.path, "--out", nested])
        #expect(outcome.status == 0)
        // The texts are ASCII: a character is a byte.
        let second = twice.distance(from: twice.startIndex, to: try #require(twice.range(of: #""actions": []"#)).lowerBound)
        let first = twice.distance(from: twice.startIndex, to: try #require(twice.range(of: #""actions""#)).lowerBound)
        #expect(
            outcome.err
                == "warning: skipping '\(reports.path)/coverage.json': at byte 17: duplicate key 'coverage'"
                + " (first given at byte 1); keep one of them\n"
                + "warning: skipping '\(reports.path)/flow-2.json': at byte \(second): duplicate key 'actions'"
                + " (first given at byte \(first)); keep one of them\n")
        #expect(outcome.out.hasPrefix("scenes coverage \(storyboard.path): 1 report merged, 2 skipped\n"))
        for folder in [out, nested] {
            var status = stat()
            #expect(lstat(folder, &status) == 0 && status.st_mode & 0o7777 == 0o700, "\(folder)")
        }
    }

    /// A report is untrusted: an action its scene's module does not declare is not counted, so a
    /// forged report cannot make the table say more was reached than the storyboard holds.
    @Test func anActionTheModuleDoesNotDeclareIsNotCounted() throws {
        defer { storyboard.remove() }
        try write(
            "flow-1.json",
            Self.first.replacingOccurrences(of: #""actions": ["First add"]"#, with: #""actions": ["First add", "First forged"]"#))
        #expect(run(["coverage", reports.path, "--config", storyboard.path, "--out", out]).status == 0)
        let report = try JSONDecoder().decode(
            CoverageReport.self, from: Data(contentsOf: URL(fileURLWithPath: out + "/coverage.json")))
        let actions = report.coverage.filter { $0.kind == "action" }
        #expect(actions.count == 12, "the four actions Counter declares, for each of the three scenes")
        #expect(!actions.contains { $0.name == "First forged" })
        #expect(actions.filter(\.reached).map(\.name) == ["First add"])
    }

    /// A coverage.json (scenes explore's, or this command's) merges like a report: what it reached
    /// counts as reached.
    @Test func readsACoverageJSONAsWellAsReports() throws {
        defer { storyboard.remove() }
        try write("flow-1.json", Self.first)
        try write(
            "coverage.json",
            #"{"coverage": [{"kind": "scene", "name": "Sheet", "reached": true},"#
                + #" {"kind": "segue", "name": "First Modal -> Sheet", "reached": true},"#
                + #" {"kind": "action", "name": "First open", "reached": true}]}"#)
        let outcome = run(["coverage", reports.path, "--config", storyboard.path, "--out", out])
        #expect(outcome.status == 0)
        #expect(outcome.out.contains("  scenes   3        3\n"), "\(outcome.out)")
        #expect(outcome.out.contains("  segues   2        3\n"), "\(outcome.out)")
        #expect(!outcome.out.contains("action First open"), "\(outcome.out)")
    }

    /// The initial scene not reached is said to be the one the app starts at, not a scene no
    /// segue leads to.
    @Test func theInitialSceneNotReachedIsSaidToBeWhereTheAppStarts() throws {
        defer { storyboard.remove() }
        try write(
            "flow-1.json",
            #"{"format": "scenes-flow-coverage", "version": 1, "scenes": ["Sheet"], "segues": [],"#
                + #" "actions": [], "actionsOffered": [], "guards": [], "refusals": {}}"#)
        let outcome = run(["coverage", reports.path, "--config", storyboard.path, "--out", out])
        #expect(outcome.status == 0)
        let row = try #require(outcome.out.split(separator: "\n").first { $0.hasPrefix("  scene First ") })
        #expect(row.hasSuffix("the initial scene: no test started the app"), "\(outcome.out)")
    }

    /// A report a killed process left half-written, or another JSON file, is skipped with a
    /// warning; the rest are merged. A report being written (hidden, `.partial`) is not read.
    @Test func aHalfWrittenReportIsSkippedWithAWarning() throws {
        defer { storyboard.remove() }
        try write("flow-1.json", Self.first)
        try write("flow-2.json", String(Self.second.prefix(60)))
        try write(".flow-3.json.partial", String(Self.second.prefix(30)))
        try write("other.json", #"{"format": "another", "version": 1}"#)
        let outcome = run(["coverage", reports.path, "--config", storyboard.path, "--out", out])
        #expect(outcome.status == 0)
        #expect(outcome.out.hasPrefix("scenes coverage \(storyboard.path): 1 report merged, 2 skipped\n"))
        #expect(
            outcome.err == """
                warning: skipping '\(reports.path)/flow-2.json': not a complete flow coverage report (another file, or one a process killed while writing it left half-written)
                warning: skipping '\(reports.path)/other.json': not a complete flow coverage report (another file, or one a process killed while writing it left half-written)

                """)
    }

    /// A FIFO, given or in a folder of reports, is skipped at once, never waited on, as every
    /// file the program does not control is read (the storyboard, a manifest).
    @Test func aFIFOIsSkippedNotWaitedOn() throws {
        defer { storyboard.remove() }
        try write("flow-1.json", Self.first)
        let fifo = reports.appendingPathComponent("flow-2.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let outcome = run(["coverage", reports.path, fifo, "--config", storyboard.path, "--out", out])
        #expect(outcome.status == 0)
        #expect(outcome.out.hasPrefix("scenes coverage \(storyboard.path): 1 report merged, 2 skipped\n"))
        let skipped = "warning: skipping '\(fifo)': it is not a regular file but a pipe, a device or a socket\n"
        #expect(outcome.err == skipped + skipped, "\(outcome.err)")
    }

    @Test func noReportReadIsAnError() throws {
        defer { storyboard.remove() }
        try write("flow-1.json", "{")
        let missing = storyboard.directory.appendingPathComponent("missing").path
        let outcome = run(["coverage", reports.path, missing, "--config", storyboard.path, "--out", out])
        #expect(outcome.status == 1)
        #expect(outcome.out == "")
        #expect(
            outcome.err == """
                warning: skipping '\(missing)': no such file
                warning: skipping '\(reports.path)/flow-1.json': not a complete flow coverage report (another file, or one a process killed while writing it left half-written)
                error: no flow coverage report could be read

                """)
        #expect(!FileManager.default.fileExists(atPath: out + "/coverage.json"))
    }

    @Test(arguments: [
        (["coverage"], "error: coverage needs at least one report FILE or directory\n"),
        (["coverage", "reports", "--depth", "3"], "error: unknown option '--depth'\n"),
        (["coverage", "reports", "--out"], "error: --out needs a value\n"),
        (["coverage", "reports", "--config="], "error: --config needs a value, not an empty string\n"),
        (["coverage", "reports", "--confg", "x"], "error: unknown option '--confg'; did you mean '--config'?\n"),
    ])
    func badArgumentsAreAUsageError(arguments: [String], error: String) {
        defer { storyboard.remove() }
        let outcome = run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.out == "")
        #expect(outcome.err == error + "usage: scenes coverage FILE... [--config CONFIG] [--out DIR]\n")
    }

    @Test func helpListsAndDescribesTheCommand() {
        defer { storyboard.remove() }
        #expect(run(["--help"]).out.contains("  coverage    merge the flow coverage reports of test runs"))
        #expect(run(["--help"]).out.contains("       scenes coverage FILE... [--config CONFIG] [--out DIR]\n"))
        let help = run(["help", "coverage"])
        #expect(help.status == 0)
        #expect(help.out.hasPrefix("usage: scenes coverage FILE... [--config CONFIG] [--out DIR]\n\nMerges flow coverage"))
        #expect(help.out.contains("\n  --config CONFIG  the storyboard to measure against (default ./scenes.json)\n"))
        #expect(help.out.hasSuffix("\nis invalid; 2 a usage error.\n"))
        #expect(run(["coverage", "--help"]).out == help.out)
    }
}
