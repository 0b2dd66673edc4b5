import Foundation
import SceneRuntime
import Testing

@testable import SceneScaffolding
@testable import SceneShell

/// `scenes remove Welcome` in an app made by `scenes init`: once another scene is the initial one,
/// the first scene goes, and the README's files table no longer names its folders.
@Suite @MainActor struct RemoveFirstSceneTests {
    @Test func removingTheFirstSceneTakesItsRowsOutOfTheReadme() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("remove-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        _ = try AppGenerator(parentDirectory: parent.path, runtime: "/opt/SceneRuntime").generate(name: "Notebook")
        let app = parent.appendingPathComponent("Notebook")
        func read(_ path: String) throws -> String {
            try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
        }
        func run(_ arguments: String...) -> (status: Int32, out: String, err: String) {
            var out = ""
            var err = ""
            let status = ScenesCommand.run(
                arguments: arguments + ["--package", app.path], modules: [], environment: [:],
                console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
            return (status, out, err)
        }
        #expect(try read("README.md").contains("| `Scenes/Welcome/`"))
        #expect(run("new", "Journal").status == 0)
        let storyboard = try read("scenes.json").replacingOccurrences(
            of: #""initial": "Welcome""#, with: #""initial": "Journal""#)
        try Data(storyboard.utf8).write(to: app.appendingPathComponent("scenes.json"))

        let outcome = run("remove", "Welcome")

        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.contains("edited README.md\n"), "\(outcome.out)")
        let readme = try read("README.md")
        #expect(!readme.contains("Welcome"), "\(readme)")
        #expect(readme.contains("| `Tests/AppTests/`"), "the other rows stay")
        // a scene the README does not name leaves it as it is
        #expect(run("new", "Diary").status == 0)
        let again = run("remove", "Diary")
        #expect(again.status == 0, "\(again.err)")
        #expect(!again.out.contains("README.md"), "\(again.out)")
        #expect(try read("README.md") == readme)
    }
}
