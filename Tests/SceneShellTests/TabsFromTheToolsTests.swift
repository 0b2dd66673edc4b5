import Foundation
import SceneRuntime
import SceneTesting
import Testing

@testable import SceneScaffolding
@testable import SceneShell

/// Containers from the tools: `scenes init NAME --tabs A,B` starts an app with a tabs container, and
/// `scenes new NAME --tab CONTAINER` adds a tab whose root is the new scene; the storyboards they
/// write load (checked here against stand-in modules; `ScenesInitIntegrationTests` builds such an
/// app and runs its tests).
@Suite @MainActor struct TabsFromTheToolsTests {
    let scaffolded: ScaffoldedApp
    private var parent: URL { scaffolded.parent }
    private var app: URL { scaffolded.folder }

    init() throws {
        scaffolded = try ScaffoldedApp(named: "Shop", folderPrefix: "tabs")
    }

    @Test func initWithTabsStartsWithATabsContainerAndNewTabAddsOne() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        _ = try AppGenerator(parentDirectory: parent.path, runtime: "/opt/SceneRuntime")
            .generate(name: "Shop", tabs: ["Catalog", "Cart"])
        #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("Scenes/Catalog").path))
        #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("Tests/Scenes/CartTests").path))
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Scenes/Welcome").path))
        #expect(try scaffolded.read("Package.swift").contains("    (\"Catalog\", []),\n    (\"Cart\", []),\n]"))
        #expect(!(try scaffolded.read("README.md")).contains("Welcome"))
        var storyboard = try scaffolded.load()
        #expect(storyboard.initialSceneID == "Main")
        #expect(storyboard.warnings.isEmpty, "\(storyboard.warnings)")
        let container = try #require(storyboard.scenes.first { $0.id == "Main" }?.container)
        #expect(container.stacks.map(\.id) == ["Catalog", "Cart"])
        #expect(container.stacks.map(\.root) == ["Catalog", "Cart"])

        let outcome = scaffolded.run(["new", "Account", "--tab", "Main"], in: app.path)

        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.hasSuffix("Next: swift build, then at the app's prompt: tab Account\n"), "\(outcome.out)")
        storyboard = try scaffolded.load()
        #expect(storyboard.warnings.isEmpty, "\(storyboard.warnings)")
        let tabs = try #require(storyboard.scenes.first { $0.id == "Main" }?.container).stacks
        #expect(tabs.map(\.id) == ["Catalog", "Cart", "Account"])
        #expect(tabs.last?.root == "Account")
        #expect(storyboard.scenes.allSatisfy { $0.segues.isEmpty }, "a tab is reached by 'tab', not a segue")
    }

    /// The Containers article shows the container these two commands write, line for line (without
    /// the storyboard's indentation and the comma that a following scene needs).
    @Test func theContainersArticleShowsWhatTheToolsWrite() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        _ = try AppGenerator(parentDirectory: parent.path, runtime: "/opt/SceneRuntime")
            .generate(name: "Shop", tabs: ["Catalog", "Cart"])
        #expect(scaffolded.run(["new", "Account", "--tab", "Main"], in: app.path).status == 0)
        let written = try scaffolded.read("scenes.json").components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(written.firstIndex { $0.hasPrefix(#"{ "id": "Main""#) })
        let end = try #require(written[start...].firstIndex(of: "] } },"))
        let container = written[start..<end] + ["] } }"]

        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Sources/Runtime/Sources/SceneRuntime/SceneRuntime.docc/Containers.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let section = try #require(text.range(of: "## From the tools"))
        let block = try #require(text[section.upperBound...].range(of: "```json\n"))
        let close = try #require(text[block.upperBound...].range(of: "\n```"))
        let shown = text[block.upperBound..<close.lowerBound].components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(shown == Array(container))
    }

    @Test(arguments: [
        (["new", "Account", "--tab", "Mian"], "--tab 'Mian': no scene of that name; did you mean 'Main'?"),
        (["new", "Account", "--tab", "Cart"], "--tab 'Cart': it is not a tabs container"),
        (["new", "Account", "--tab", "Main", "--input", "id:integer"], "a tab's root gets no input from a segue"),
        (["new", "Account", "--tab", "Main", "--domain"], "--tab is for a scene"),
    ])
    func newTabRefusals(arguments: [String], message: String) throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        _ = try AppGenerator(parentDirectory: parent.path, runtime: "/opt/SceneRuntime")
            .generate(name: "Shop", tabs: ["Catalog", "Cart"])
        let storyboard = try scaffolded.read("scenes.json")
        let outcome = scaffolded.run(arguments, in: app.path)
        #expect(outcome.status != 0)
        #expect(outcome.err.contains(message), "\(outcome.err)")
        #expect(try scaffolded.read("scenes.json") == storyboard, "nothing written")
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Scenes/Account").path))
    }

    @Test(arguments: [
        (["init", "Shop", "--tabs", "Catalog,,Cart"], "--tabs takes scene names separated by commas, none empty"),
        (["init", "Shop", "--tabs", "Cart,Cart"], "--tabs names 'Cart' twice"),
    ])
    func initTabsUsageErrors(arguments: [String], message: String) {
        defer { try? FileManager.default.removeItem(at: parent) }
        let outcome = scaffolded.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.err.contains(message), "\(outcome.err)")
    }

    @Test(arguments: [
        (["Main", "Cart"], "--tabs: the app, its tabs container or one of its targets has that name"),
        (["Shop"], "--tabs: the app, its tabs container or one of its targets has that name"),
        (["CartTests", "Cart"], "--tabs: the app, its tabs container or one of its targets has that name"),
        (["cart"], "--tabs: a module is named like a type, starting with a capital letter"),
    ])
    func initTabsRefusals(tabs: [String], reason: String) throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let generator = AppGenerator(parentDirectory: parent.path, runtime: "/opt/SceneRuntime")
        #expect {
            _ = try generator.generate(name: "Shop", tabs: tabs)
        } throws: { error in
            guard case .invalidName(_, let found) = error as? InitError else { return false }
            return found == reason
        }
        #expect(!FileManager.default.fileExists(atPath: app.path), "nothing written")
    }

}
