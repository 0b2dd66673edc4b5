import Foundation
import Testing

@testable import SceneScaffolding
@testable import SceneShell

/// Every `scenes new` and `scenes remove` command of the README and of the DocC articles runs, in
/// the order each document gives them: `swift run scenes …` in a copy of this package's manifest and
/// storyboard, `swift run Notebook …` (and a bare `scenes …`) in an app as `scenes init Notebook`
/// writes it. A command followed by an `error:` line gives exactly that error; the others succeed;
/// every `note:` line a document shows is one its commands printed. (`swift build` and `scenes init`
/// lines are run by `ScenesNewIntegrationTests` and `ScenesInitIntegrationTests`.)
@Suite @MainActor struct ScaffoldingExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let catalog = "Sources/Runtime/Sources/SceneRuntime/SceneRuntime.docc"

    /// The README and every article, with their paths.
    static func documents() throws -> [(path: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
            .filter { $0.hasSuffix(".md") }.sorted()
        return try (["README.md"] + names.map { "\(catalog)/\($0)" }).map {
            ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
        }
    }

    /// The lines of a document's fenced blocks, each block on its own.
    static func blocks(_ text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let block = current { blocks.append(block) }
                current = current == nil ? [] : nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// A command line's words, as a shell splits them (single quotes only), without its comment.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quoted = false
        for character in line {
            if quoted {
                if character == "'" { quoted = false } else { word = (word ?? "") + String(character) }
            } else if character == "'" {
                quoted = true
                word = word ?? ""
            } else if character == "#" && word == nil {
                break
            } else if character == " " {
                if let done = word { words.append(done) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let done = word { words.append(done) }
        return words
    }

    /// The arguments of `scenes` in a line, and whether it runs in the app (`Notebook`); `nil` for a
    /// line that is not a `new` or `remove` example (or is a synopsis with placeholders).
    static func command(_ line: String) -> (arguments: [String], inApp: Bool)? {
        let all = words(line)
        let prefixes: [([String], Bool)] = [
            (["swift", "run", "scenes"], false), (["swift", "run", "Notebook"], true), (["scenes"], true),
        ]
        for (prefix, inApp) in prefixes where all.starts(with: prefix) {
            let arguments = Array(all.dropFirst(prefix.count))
            guard let first = arguments.first, first == "new" || first == "remove",
                !arguments.contains(where: { $0.contains("[") || $0 == "NAME" || $0 == "SCENE" })
            else { return nil }
            return (arguments, inApp)
        }
        return nil
    }

    /// A package folder with `manifest` and `storyboard`.
    static func package(manifest: String, storyboard: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data(storyboard.utf8).write(to: folder.appendingPathComponent("scenes.json"))
        return folder
    }

    @Test func everyNewAndRemoveExampleRunsAsWritten() throws {
        var examples = 0
        var refusals = 0
        for document in try Self.documents() {
            let demo = try Self.package(
                manifest: String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8),
                storyboard: String(contentsOf: Self.root.appendingPathComponent("scenes.json"), encoding: .utf8))
            let app = try Self.package(
                manifest: AppTemplates.manifest(name: "Notebook", runtime: "/runtime"), storyboard: AppTemplates.storyboard)
            defer {
                try? FileManager.default.removeItem(at: demo)
                try? FileManager.default.removeItem(at: app)
            }
            var printed = ""
            for block in Self.blocks(document.text) {
                for (index, line) in block.enumerated() {
                    guard let (arguments, inApp) = Self.command(line) else { continue }
                    examples += 1
                    var out = ""
                    var err = ""
                    let status = ScenesCommand.run(
                        arguments: arguments + ["--package", (inApp ? app : demo).path], modules: [], environment: [:],
                        console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
                    printed += out
                    let next = index + 1 < block.count ? block[index + 1] : ""
                    if next.hasPrefix("error: ") {
                        refusals += 1
                        #expect(status == 1, "\(document.path): \(line)")
                        #expect(err == next + "\n", "\(document.path): \(line)")
                    } else {
                        #expect(status == 0, "\(document.path): \(line): \(err)")
                    }
                }
            }
            // A session that starts with the `$ scenes …` line running it is checked by
            // `WaitingLinkTests.everySessionWithItsOwnCommandRunsAsWritten`, notes included.
            let sessions = Self.blocks(document.text).filter { $0.first?.hasPrefix("$ scenes ") != true }
            for line in sessions.joined() where line.hasPrefix("note: ") {
                #expect(printed.contains(line + "\n"), "\(document.path): a note no command printed: \(line)")
            }
        }
        #expect(examples >= 15, "the documents' examples are found")
        #expect(refusals >= 2)
    }

    @Test func linesAreReadAsAShellReadsThem() {
        #expect(
            Self.command("swift run scenes new OrderDetail --input 'note:text?' --output total:decimal   # a comment")?
                .arguments == ["new", "OrderDetail", "--input", "note:text?", "--output", "total:decimal"])
        #expect(Self.command("swift run Notebook remove Diary  # refused")?.inApp == true)
        #expect(Self.command("scenes new NAME [--style vip|viper]") == nil, "a synopsis")
        #expect(Self.command("swift run scenes validate") == nil)
    }
}
