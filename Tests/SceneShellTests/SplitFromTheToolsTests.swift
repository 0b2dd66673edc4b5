import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import SceneScaffolding
@testable import SceneShell

/// A split from the tools: `scenes init NAME --split A,B` starts an app with a split whose panes'
/// roots are new scenes A and B; the storyboard it writes loads (against stand-ins of its modules),
/// and the Containers article shows what it writes.
@Suite @MainActor struct SplitFromTheToolsTests {
    let scaffolded: ScaffoldedApp
    private var parent: URL { scaffolded.parent }
    private var app: URL { scaffolded.folder }

    init() throws {
        scaffolded = try ScaffoldedApp(named: "Mail", folderPrefix: "split")
    }

    @Test func initWithSplitStartsWithASplitAndANewSceneIsReachedFromThePrimaryPane() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let created = try AppGenerator(parentDirectory: parent.path, runtime: "/opt/SceneRuntime")
            .generate(name: "Mail", tabs: ["Mailboxes", "Message"], split: true)
        #expect(created.created.contains("Mail/Scenes/Message/MessageViewController.swift"))
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Scenes/Welcome").path))
        var storyboard = try scaffolded.load()
        #expect(storyboard.initialSceneID == "Main")
        #expect(storyboard.warnings.isEmpty, "\(storyboard.warnings)")
        let container = try #require(storyboard.scenes.first { $0.id == "Main" }?.container)
        #expect(container.kind == .split)
        #expect(container.stacks.map(\.id) == ["Mailboxes", "Message"])
        #expect(container.stacks.map(\.root) == ["Mailboxes", "Message"])

        let outcome = scaffolded.run(["new", "Compose"], in: app.path)

        #expect(outcome.status == 0, "\(outcome.err)")
        storyboard = try scaffolded.load()
        #expect(storyboard.warnings.isEmpty, "\(storyboard.warnings)")
        #expect(storyboard.scene(withID: "Mailboxes")?.segue("Compose")?.destination == "Compose")
        let refused = scaffolded.run(["new", "Folder", "--tab", "Main"], in: app.path)
        #expect(refused.status != 0)
        #expect(refused.err.contains("--tab 'Main': it is not a tabs container"), "\(refused.err)")
    }

    /// The Containers article shows the split `init --split` writes, line for line (without the
    /// storyboard's indentation and the comma that a following scene needs).
    @Test func theContainersArticleShowsWhatInitWrites() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        _ = try AppGenerator(parentDirectory: parent.path, runtime: "/opt/SceneRuntime")
            .generate(name: "Mail", tabs: ["Mailboxes", "Message"], split: true)
        let written = try scaffolded.read("scenes.json").components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(written.firstIndex { $0.hasPrefix(#"{ "id": "Main""#) })
        let end = try #require(written[start...].firstIndex(of: "] } },"))
        let container = written[start..<end] + ["] } }"]

        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Sources/Runtime/Sources/SceneRuntime/SceneRuntime.docc/Containers.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let section = try #require(text.range(of: "`scenes init Mail --split"))
        let block = try #require(text[section.upperBound...].range(of: "```json\n"))
        let close = try #require(text[block.upperBound...].range(of: "\n```"))
        let shown = text[block.upperBound..<close.lowerBound].components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(shown == Array(container))
    }

    @Test(arguments: [
        (["init", "Mail", "--split", "Mailboxes"], "--split takes two scene names"),
        (["init", "Mail", "--split", "A,B,C"], "--split takes two scene names"),
        (["init", "Mail", "--split", "Inbox,Inbox"], "--split names 'Inbox' twice"),
        (["init", "Mail", "--split", "Inbox,"], "--split takes scene names separated by commas"),
        (["init", "Mail", "--tabs", "A,B", "--split", "C,D"], "--tabs and --split each choose the container"),
    ])
    func initSplitUsageErrors(arguments: [String], message: String) {
        defer { try? FileManager.default.removeItem(at: parent) }
        let outcome = scaffolded.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.err.contains(message), "\(outcome.err)")
        #expect(!FileManager.default.fileExists(atPath: app.path))
    }

    @Test func aPaneNamedAsTheSplitIsRefused() {
        defer { try? FileManager.default.removeItem(at: parent) }
        #expect(throws: InitError.self) {
            try AppGenerator(parentDirectory: parent.path, runtime: "/opt/SceneRuntime")
                .generate(name: "Mail", tabs: ["Main", "Message"], split: true)
        }
        do {
            try AppGenerator.check(tabs: ["Main", "Message"], app: "Mail", option: "--split")
        } catch {
            #expect("\(error)".contains("--split: the app, its split or one of its targets has that name"), "\(error)")
        }
    }
}
