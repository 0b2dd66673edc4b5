import Foundation
import Testing

/// Every Swift block of the articles has a plan in ``ArticleBlocks``: compiled in the app
/// `ScenesInitIntegrationTests` builds, or skipped for a reason given here. These run without the
/// app: a block added to an article without a plan fails here first.
@Suite struct ArticleBlocksTests {
    @Test func everyBlockHasAPlanAndEveryPlanABlock() throws {
        let blocks = try ArticleBlocks.all()
        #expect(blocks.count >= 26)
        for block in blocks {
            #expect(
                ArticleBlocks.plan(for: block) != nil,
                "\(block.article).md:\(block.line): no plan in ArticleBlocks for the block '\(block.firstLine)'")
        }
        for plan in ArticleBlocks.plans {
            let matching = blocks.filter { $0.article == plan.article && $0.firstLine == plan.firstLine }
            #expect(matching.count == 1, "\(plan.article): '\(plan.firstLine)' names \(matching.count) blocks")
        }
    }

    /// The blocks not compiled, each with its reason: a quote of a file the demo compiles, a line of a
    /// manifest, a file shown for the errors it gives.
    @Test func theBlocksNotCompiledAreFewAndSayWhy() throws {
        var skipped: [String] = []
        for block in try ArticleBlocks.all() {
            guard case .skipped(let reason) = ArticleBlocks.plan(for: block)?.place else { continue }
            #expect(reason.count > 40, "\(block.article): \(block.firstLine)")
            skipped.append("\(block.article): \(block.firstLine)")
        }
        #expect(
            skipped == [
                "ComingFromIOS: swiftSettings: [.defaultIsolation(MainActor.self)]",
                "ComingFromIOS: @MainActor public final class NotesWorker {",
                "ComingFromIOS: protocol HomePresentationLogic: class {",
                "GettingStarted: import Foundation",
                "Testing: @Suite @MainActor struct SavedDataTests {",
                "WritingAScene: public enum EntryConfigurator {",
            ])
    }

    /// The Guards coordinator sample and every block of the articles that teach a scene's shape
    /// (WritingAScene, GettingStarted) are written into the app, as the article has them; the one
    /// that is the generator's output is checked against it instead (SceneGeneratorTests).
    @Test func theCoordinatorAndTheScenesShapesAreCompiledAsWritten() throws {
        let blocks = try ArticleBlocks.all()
        let files = ArticleBlocks.files(blocks).map(\.contents).joined(separator: "\n")
        let shapes = blocks.filter {
            (["WritingAScene", "Guards"].contains($0.article) && $0.firstLine != "public enum EntryConfigurator {")
                || ($0.article == "GettingStarted" && $0.firstLine != "import Foundation")
        }
        #expect(shapes.count == 18)
        for block in shapes {
            let plan = try #require(ArticleBlocks.plan(for: block))
            #expect(plan.place != .skipped(reason: ""))
            if case .skipped = plan.place { Issue.record("\(block.article): \(block.firstLine) is skipped") }
            // each line of the block, outside a fill, is in the files (its imports at the top)
            for line in block.lines where !line.isEmpty && !plan.fills.contains(where: { line.contains($0.0) }) {
                let code = line.hasPrefix("import ") ? line : line.trimmingCharacters(in: .whitespaces)
                #expect(files.contains(code), "\(block.article): '\(line)'")
            }
        }
        let coordinator = try #require(blocks.first { $0.article == "Guards" && $0.text.contains("class CheckoutCoordinator") })
        #expect(ArticleBlocks.plan(for: coordinator)?.place == .module)
        #expect(ArticleBlocks.plan(for: coordinator)?.fills.isEmpty == true)
    }

    @Test func aNamespaceIsAFileWithItsImportsFirstAndTestsInTheTestTarget() throws {
        let files = ArticleBlocks.files(try ArticleBlocks.all())
        let paths = files.map(\.path)
        #expect(paths.contains("Sources/Domain/Articles/GuardsCoordinator.swift"))
        #expect(paths.contains("Tests/Domain/ArticlesTests/WritingASceneRecorderTests.swift"))
        let tests = try #require(files.first { $0.path.hasSuffix("/ComingFromIOSPastedTests.swift") }).contents
        #expect(tests.hasPrefix("import Testing\n@testable import Articles\n\n"), "\(tests)")
        #expect(tests.contains("@Suite struct ComingFromIOSPastedTests {"))
        #expect(!tests.contains("@testable import Home"))
    }
}
