import Foundation
import Testing

/// The Architecture article's counts of the house run as written, from the package's folder, and
/// each prints one number.
@Suite @MainActor struct ArchitectureCountsTests {
    /// The commands of the article's "Counting the house" block, each with the comment above it.
    static func counts() throws -> [(name: String, command: String)] {
        let article = try Documentation.article("Architecture")
        let section = try #require(article.range(of: "### Counting the house"))
        let block = try #require(
            DocumentationExamplesTests.blocks(String(article[section.upperBound...])).first)
        var counts: [(name: String, command: String)] = []
        var name = ""
        for line in block.lines where !line.isEmpty {
            if line.hasPrefix("# ") {
                name = String(line.dropFirst(2))
            } else {
                counts.append((name, line))
            }
        }
        return counts
    }

    @Test func everyCountOfTheArticlePrintsOneNumber() throws {
        let counts = try Self.counts()
        #expect(counts.count >= 4, "the article's counts are found")
        for (name, command) in counts {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command]
            process.currentDirectoryURL = Documentation.root
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(name): \(command)")
            let number = Int(printed.trimmingCharacters(in: .whitespacesAndNewlines))
            #expect(number != nil, "\(name) prints one number, not \(printed.debugDescription)")
            #expect((number ?? 0) > 0 || name.contains("over"), "\(name) counts something: \(printed)")
        }
    }
}
