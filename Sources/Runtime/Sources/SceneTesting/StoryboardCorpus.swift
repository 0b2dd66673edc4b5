import Foundation

/// A folder of storyboard files, each beside the diagnostics that loading it must produce: a
/// golden test of the loader's messages.
///
/// `NAME.json` goes with `NAME.expected`, which holds one diagnostic a line exactly as
/// `scenes validate` prints them, the file named relative to the folder
/// (`NAME.json:3:14: error: version: expected an integer, found null`). An empty `.expected`
/// marks a storyboard that must load.
public struct StoryboardCorpus: Sendable {
    /// The folder.
    public let directory: String

    /// The corpus in `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// The storyboard files (`NAME.json`), sorted; empty if the folder cannot be read.
    public var names: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The full path of a file of the corpus.
    public func path(of name: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent(name).path
    }

    /// The diagnostics expected from the storyboard `name`, one a line.
    /// - Throws: If its `.expected` file cannot be read.
    public func expectedDiagnostics(of name: String) throws -> [String] {
        let expected = path(
            of: URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent + ".expected")
        let text = try String(contentsOfFile: expected, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Diagnostics as the loader renders them, with the folder removed from the paths they name,
    /// as the `.expected` files write them.
    public func relative(_ diagnostics: String) -> [String] {
        diagnostics.replacingOccurrences(of: directory + "/", with: "")
            .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}
