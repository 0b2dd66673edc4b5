import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import SceneShell
@testable import SceneShellTesting

/// Every command example of the README and of the DocC articles runs: each session written as
/// prompt lines (`Contacts> select 1`, a prompt naming the scene by its title) is run in the demo
/// app, from the scene its first prompt names, and reaches every prompt line it shows, in order,
/// with the errors it shows; a session shown from the first screen is the app's output byte for
/// byte; each `printf '...' | swift run scenes` runs its commands; each `scenes --goto` line
/// starts. The sessions with the Quiz plugin are run by `QuizWalkthroughTests`.
@Suite @MainActor struct DocumentationExamplesTests {
    /// The scene the demo app shows at start (its Contacts tab's list) and the first line of its
    /// first screen (the tab bar).
    static let firstScene = "ContactList"
    static let firstScreen = "[Contacts]  Notes  Shop  Account"

    /// Whether a session starts with the `$ scenes …` line that runs it, with a storyboard of its
    /// own: `WaitingLinkTests.everySessionWithItsOwnCommandRunsAsWritten` runs those.
    static func runsItsOwnCommand(_ lines: [String]) -> Bool {
        lines.first?.hasPrefix("$ scenes ") == true
    }

    /// The titles of the scenes of the plugin walkthrough, not in the demo app.
    static let pluginTitles: Set<String> = ["Quiz", "Quiz result"]

    /// The demo's scenes by the title their prompt shows (`Contacts` for ContactList), and by id,
    /// as the prompt showed them before 0.4.0 (for the check that no session is written so).
    static func scenesByTitle() throws -> (byTitle: [String: String], ids: Set<String>) {
        let storyboard = try demoRegistry().loadStoryboard(contentsOf: FlowTranscriptTests.storyboard)
        var byTitle: [String: String] = [:]
        for scene in storyboard.scenes { byTitle[scene.title] = scene.id }
        return (byTitle, Set(storyboard.scenes.map(\.id)))
    }

    /// The title or id before `> ` that starts `line`, if it is one of `names`.
    static func promptName(_ line: String, among names: some Sequence<String>) -> String? {
        names.filter { line.hasPrefix($0 + "> ") }.max { $0.count < $1.count }
    }

    /// The fenced blocks of a document, each as its lines with the line number of its first.
    static func blocks(_ text: String) -> [(line: Int, lines: [String])] {
        var blocks: [(line: Int, lines: [String])] = []
        var current: (line: Int, lines: [String])?
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = (number + 2, [])
                }
            } else {
                current?.lines.append(line)
            }
        }
        return blocks
    }

    private func run(_ arguments: [String], script: String) -> (status: Int32, out: String, err: String) {
        let data = TemporaryDataDirectory()
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: ["--data", data.path] + arguments + [FlowTranscriptTests.storyboard],
            modules: builtinSceneModules, environment: [:],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(script))
        return (status, out, err)
    }

    /// The README is a front page, not the reference: at most 300 lines, the rest in the articles
    /// it links to, and every link to an article names one that exists.
    @Test func theReadmeIsShortAndItsArticleLinksResolve() throws {
        let readme = try Documentation.readme()
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 301)
        let prefix = Documentation.catalog + "/"
        var rest = readme[...]
        var linked = 0
        while let start = rest.range(of: "(" + prefix) {
            let tail = rest[start.upperBound...]
            let name = tail.prefix { $0 != ")" && $0 != "#" }
            #expect(
                FileManager.default.fileExists(
                    atPath: Documentation.root.appendingPathComponent(prefix + name).path), "\(name)")
            linked += 1
            rest = tail
        }
        #expect(linked >= 10, "the README links to the reference")
    }

    @Test func everySessionOfPromptLinesRunsAsWritten() throws {
        var sessions = 0
        for document in try Documentation.all() {
            try check(sessionsOf: document, counting: &sessions)
        }
        #expect(sessions >= 5, "the documentation's sessions are found")
    }

    private func check(sessionsOf document: (path: String, text: String), counting sessions: inout Int) throws {
        let (byTitle, ids) = try Self.scenesByTitle()
        for block in Self.blocks(document.text) {
            let named = block.lines.compactMap { Self.promptName($0, among: Array(byTitle.keys) + Self.pluginTitles) }
            guard let first = named.first, !named.contains(where: Self.pluginTitles.contains),
                !Self.runsItsOwnCommand(block.lines)
            else { continue }
            sessions += 1
            let place = "\(document.path):\(block.line)"
            for line in block.lines {
                if let id = Self.promptName(line, among: ids), byTitle[id] == nil {
                    Issue.record("\(place): '\(line)' names the scene by its id; the prompt shows its title")
                }
            }
            let start = byTitle[first].map { $0 == Self.firstScene ? StartPoint.initial : .link($0) } ?? .initial
            let lines = TranscriptLines(block.lines.joined(separator: "\n"))
            let data = TemporaryDataDirectory()
            var out = ""
            var err = ""
            ScriptSession.record(
                lines: lines, registry: try Self.demoRegistry(), storyboard: FlowTranscriptTests.storyboard,
                environment: SceneEnvironment(dataDirectory: data.path),
                console: Console(out: { out += $0 }, err: { err += $0 }), start: start
            ) { _, shell in lines.command(shownBy: shell) }
            // Every line that starts with a scene's title and `> ` was reached as a command line.
            for (index, line) in block.lines.enumerated()
            where Self.promptName(line, among: byTitle.keys) != nil && !lines.commandLines.contains(index) {
                Issue.record("\(place): '\(line)' not reached:\n\(out)\(err)")
            }
            #expect(!lines.commands.isEmpty, "\(place): no command ran:\n\(out)\(err)")
            // The errors it shows are the ones the session gives, word for word.
            for line in block.lines where line.hasPrefix("error: ") {
                #expect(err.contains(line + "\n"), "\(place): '\(line)' not given:\n\(err)")
            }
            // A session shown from the first screen on is what the app prints, byte for byte.
            if block.lines.first == Self.firstScreen {
                #expect(
                    out == block.lines.joined(separator: "\n") + "\n",
                    "\(place): the session differs from what the app prints:\n\(out)")
            }
        }
    }

    private static func demoRegistry() throws -> SceneRegistry {
        let registry = SceneRegistry()
        for module in builtinSceneModules { try registry.register(module) }
        return registry
    }

    @Test func everyPrintfExampleRunsItsCommands() throws {
        var examples = 0
        for line in try Documentation.all().flatMap({ $0.text.components(separatedBy: "\n") })
        where line.hasPrefix("printf '") {
            guard line.hasSuffix("' | swift run scenes"), let end = line.range(of: "' | swift run scenes") else {
                Issue.record("an example the test does not read: \(line)")
                continue
            }
            examples += 1
            let script = line[line.index(line.startIndex, offsetBy: 8)..<end.lowerBound]
                .replacingOccurrences(of: "\\n", with: "\n")
            let outcome = run([], script: script)
            let commands = script.components(separatedBy: "\n").filter {
                !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("#")
            }
            #expect(outcome.out.components(separatedBy: "\n").filter { $0.contains("> ") }.count >= commands.count)
            for command in commands {
                #expect(outcome.out.contains("> \(command)\n"), "\(line): '\(command)' was not run")
            }
            #expect(!outcome.err.contains("no command or action"), "\(line): \(outcome.err)")
        }
        #expect(examples >= 3, "the documentation's printf examples are found")
    }

    @Test func everyScenesGotoLineStarts() throws {
        var examples = 0
        for line in try Documentation.all().flatMap({ $0.text.components(separatedBy: "\n") })
        where line.hasPrefix("scenes --goto ") {
            examples += 1
            let typed = (line.components(separatedBy: "  #").first ?? line).dropFirst("scenes --goto ".count)
            var link = typed.trimmingCharacters(in: .whitespaces)
            if link.hasPrefix("'"), link.hasSuffix("'") { link = String(link.dropFirst().dropLast()) }
            let outcome = run(["--goto", link], script: "")
            #expect(outcome.status == 0, "\(line): \(outcome.err)")
        }
        #expect(examples >= 2)
    }

    /// The README's container is the app's, and the links it shows for tabs go there in a new
    /// session and are what `link` prints there.
    @Test func theReadmesContainerIsTheStoryboardsAndItsLinksGoThere() throws {
        let readme = try Documentation.readme()
        let storyboard = try String(contentsOfFile: FlowTranscriptTests.storyboard, encoding: .utf8)
        let json = try #require(Self.blocks(readme).first { $0.lines.first?.contains(#""id": "Main""#) == true })
        #expect(storyboard.contains(json.lines.joined(separator: "\n")), "README line \(json.line) is in scenes.json")
        for link in ["Main@Notes", "NoteDetail:noteID=2%Main@Contacts/AddressBook@Contact/ShowContact:contactID=3"] {
            #expect(readme.contains("`\(link)`"))
            let outcome = run(["--goto", link], script: "link")
            #expect(outcome.status == 0, "\(link): \(outcome.err)")
            let printed = link == "Main@Notes" ? "NotesList" : link
            #expect(outcome.out.hasSuffix("> link\n\(printed)\n"), "\(outcome.out)")
        }
    }

    /// The README's flow example is an excerpt of the app's storyboard, and the typo it describes
    /// gives the error it shows.
    @Test func theReadmesFlowExampleIsTheStoryboardsAndItsTypoTheErrorShown() throws {
        let readme = try Documentation.readme()
        let storyboard = try String(contentsOfFile: FlowTranscriptTests.storyboard, encoding: .utf8)
        let json = try #require(Self.blocks(readme).first { $0.lines.first?.contains(#""id": "ContactList""#) == true })
        #expect(storyboard.contains(json.lines.joined(separator: "\n")), "README line \(json.line) is in scenes.json")
        let shown = try #require(
            Self.blocks(readme).first { $0.lines.first?.contains("unknown scene 'ShowContat'") == true }?.lines.first)
        let data = TemporaryDataDirectory()
        let file = data.path + "/scenes.json"
        try Data(
            storyboard.replacingOccurrences(
                of: #""to": "ShowContact", "style": "replace", "tab""#, with: #""to": "ShowContat", "style": "replace", "tab""#
            )
            .utf8
        ).write(to: URL(fileURLWithPath: file))
        var err = ""
        let status = ScenesCommand.run(
            arguments: ["validate", file], modules: builtinSceneModules, environment: [:],
            console: Console(out: { _ in }, err: { err += $0 }), input: ScriptLines(""))
        #expect(status == 1)
        #expect(err.hasPrefix(file + shown.dropFirst("scenes.json".count) + "\n"), "\(err)")
        // The runtime's own tool, without the demo's modules, gives the same line first.
        var toolErr = ""
        let toolStatus = ScenesCommand.runTool(
            arguments: ["validate", file], environment: [:], console: Console(out: { _ in }, err: { toolErr += $0 }),
            input: ScriptLines(""))
        #expect(toolStatus == 1)
        #expect(toolErr.hasPrefix(file + shown.dropFirst("scenes.json".count) + "\n"), "\(toolErr)")
    }

    /// Two programs are called `scenes`: every command line of the README that runs one says which
    /// (a `printf … | swift run scenes` line, which cannot carry a comment, is the demo app's), and
    /// the runtime's tool is where the Install paragraph builds it.
    @Test func everyReadmeCommandSaysWhichScenesItRuns() throws {
        let readme = try Documentation.readme()
        var commands = 0
        for block in Self.blocks(readme) {
            for line in block.lines
            where line.hasPrefix("swift run") || line.hasPrefix("swift build") || line.hasPrefix("scenes ") {
                commands += 1
                #expect(
                    line.contains("# the demo app's scenes") || line.contains("# the runtime's tool"),
                    "README line \(block.line): \(line) does not say which scenes it runs")
            }
        }
        #expect(commands >= 6)
        let tool = try String(
            contentsOf: Documentation.root.appendingPathComponent("Sources/Runtime/Tool/Package.swift"), encoding: .utf8)
        #expect(tool.contains(#".executable(name: "scenes", targets: ["scenes"])"#))
        #expect(readme.contains("swift build -c release --package-path Sources/Runtime/Tool"))
        #expect(readme.contains("swift run --package-path Sources/Runtime/Tool scenes"))
    }
}
