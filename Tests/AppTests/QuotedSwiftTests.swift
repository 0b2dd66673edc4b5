import Foundation
import Testing

/// The Swift blocks that the articles quote from the project's own files are those files' code, so
/// that they compile and pass as shown: each line of the block (comment and blank lines aside) is a
/// line of the file, in the same order, indented the same.
@Suite @MainActor struct QuotedSwiftTests {
    /// Each quote: the article, the first line of its block, the file it is quoted from.
    nonisolated static let quotes: [(article: String, firstLine: String, file: String)] = [
        (
            "ComingFromIOS", "@MainActor public final class NotesWorker {",
            "Sources/Domain/NotesDomain/NotesWorker.swift"
        ),
        ("Testing", "@Suite @MainActor struct SavedDataTests {", "Tests/DomainTests/SavedDataTests.swift"),
    ]

    @Test(arguments: quotes.indices)
    func aQuotedBlockIsTheFilesCode(index: Int) throws {
        let quote = Self.quotes[index]
        let blocks = DocumentationExamplesTests.blocks(try Documentation.article(quote.article))
        let block = try #require(blocks.first { $0.lines.first == quote.firstLine }, "\(quote.article)")
        let source = try String(contentsOf: Documentation.root.appendingPathComponent(quote.file), encoding: .utf8)
        var rest = source.components(separatedBy: "\n")[...]
        var checked = 0
        for line in block.lines
        where !line.trimmingCharacters(in: .whitespaces).isEmpty
            && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        {
            guard let found = rest.firstIndex(of: line) else {
                Issue.record("\(quote.article): '\(line)' is not in \(quote.file) after the lines before it")
                return
            }
            rest = rest[(found + 1)...]
            checked += 1
        }
        #expect(checked >= 10, "\(quote.article)")
    }
}
