import Foundation
import Testing

@testable import SceneShell

/// A new app is not blank (issue 45 item 10), through the built `scenes`: `help` in an app without
/// containers leaves out `tabs`, `tab` and `focus`, which have nothing to act on there; the README
/// `scenes init` writes lines up its commands' comments and its table's columns.
@Suite struct NewAppNotBlankTests {
    @Test func helpLeavesOutTheContainerCommandsWhereThereAreNone() throws {
        let withoutContainers = try OfferedMovesTests.run("help\n", storyboard: ConcurrentProcessesTests.menuApp)
        let help = withoutContainers.out.components(separatedBy: "> help\n").last ?? ""
        #expect(help.hasPrefix("Commands:\n"), "\(help)")
        for command in ["  tabs ", "  tab TAB ", "  focus "] {
            #expect(!help.contains(command), "\(command): \(help)")
        }
        #expect(help.contains("  popto SCENE "))
        let demo = try OfferedMovesTests.run("help\n", storyboard: ConcurrentProcessesTests.storyboard)
        for command in ["  tabs ", "  tab TAB ", "  focus "] {
            #expect(demo.out.contains(command), "\(command)")
        }
    }

    /// The runtime's own tool's first line on an app's storyboard is the one the Shell article shows.
    @Test func theShellArticleShowsTheToolsNote() throws {
        #expect(try Documentation.article("Shell").contains("`\(ShellMessages.runtimeToolHasNoModules)`"))
    }

    @Test func theGeneratedReadmeLinesUpItsColumns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ExploreTests.scenes(
            ["init", "Notebook", "--runtime", ExploreTests.packageRoot.path], in: folder)
        #expect(outcome.status == 0, "\(outcome.err)")
        let readme = try String(
            contentsOf: folder.appendingPathComponent("Notebook/README.md"), encoding: .utf8)
        let commands = readme.components(separatedBy: "\n").filter { $0.hasPrefix("    swift ") }
        #expect(commands.count == 2, "\(readme)")
        #expect(Set(commands.map { $0.distance(from: $0.startIndex, to: $0.firstIndex(of: "#") ?? $0.endIndex) }).count == 1)
        let rows = readme.components(separatedBy: "\n").filter { $0.hasPrefix("|") }
        #expect(rows.count == 9, "\(rows)")
        let second = rows.map { row in
            row.dropFirst().firstIndex(of: "|").map { row.distance(from: row.startIndex, to: $0) } ?? 0
        }
        #expect(Set(second).count == 1, "the first column's bar lines up: \(rows)")
    }
}
