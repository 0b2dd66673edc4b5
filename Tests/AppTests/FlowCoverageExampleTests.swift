import Foundation
import SceneShell
import SceneTesting
import Testing

/// The flow coverage examples of the documentation run: the `scenes coverage` line of Testing scenes
/// prints what the article shows, on the fixture reports; the `swift run scenes coverage` line runs
/// (on those reports, as CI runs it on the tests' own); the README's paragraph names the command.
@Suite @MainActor struct FlowCoverageExampleTests {
    let root = Documentation.root.path + "/"

    /// Runs `line` (`scenes coverage ...`, paths relative to the package) in process; what it
    /// printed, the package's path taken out.
    private func run(_ line: String) -> (status: Int32, out: String, err: String) {
        let output = TemporaryDataDirectory()
        let arguments = line.split(separator: " ").dropFirst().map { word in
            word.hasPrefix("Tests/") ? root + word : word.hasPrefix(".build/") ? output.path + "/" + word : String(word)
        }
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: arguments, modules: builtinSceneModules, environment: [:],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
        return (
            status, out.replacingOccurrences(of: root, with: "").replacingOccurrences(of: output.path + "/", with: ""),
            err.replacingOccurrences(of: root, with: "")
        )
    }

    @Test func theTestingArticlesExamplePrintsWhatItShows() throws {
        let blocks = DocumentationExamplesTests.blocks(try Documentation.article("Testing"))
        let index = try #require(blocks.firstIndex { $0.lines.first?.hasPrefix("scenes coverage ") == true })
        let command = blocks[index].lines[0]
        let outcome = run(command)
        #expect(outcome.status == 0)
        #expect(outcome.out == blocks[index + 1].lines.joined(separator: "\n") + "\n", "\(outcome.out)")
        #expect(
            outcome.err
                == "warning: skipping 'Tests/Fixtures/FlowCoverage/reports/flow-103-c.json': not a complete flow"
                + " coverage report (another file, or one a process killed while writing it left half-written)\n")
    }

    @Test func everySwiftRunScenesCoverageLineRuns() throws {
        var lines = 0
        for document in try Documentation.all() {
            for line in document.text.components(separatedBy: "\n") where line.hasPrefix("swift run scenes coverage ") {
                lines += 1
                let command = (line.components(separatedBy: "  #").first ?? line)
                    .replacingOccurrences(of: "swift run scenes", with: "scenes")
                    .replacingOccurrences(of: " .build/flow-coverage ", with: " Tests/Fixtures/FlowCoverage/reports ")
                    .trimmingCharacters(in: .whitespaces)
                let outcome = run(command + " --config Tests/Fixtures/FlowCoverage/scenes.json")
                #expect(outcome.status == 0, "\(document.path): \(line): \(outcome.err)")
            }
        }
        #expect(lines >= 2, "the README's and the article's")
        let ci = try String(contentsOf: Documentation.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(ci.contains(#"SCENES_FLOW_COVERAGE="$flow" swift test"#))
        #expect(ci.contains(#""$scenes" coverage "$flow""#))
    }
}
