import Foundation
import Testing

/// The Your own app article's steps, typed as it writes them into an app made by `scenes init`:
/// `new` of a scene, of a shared module, of a scene that uses it, of a coordinator and of a VIPER scene with a
/// required input; `remove` refused while the scene uses the module, in the article's words; then
/// the scene and the module taken out. `swift test` passes after each step; after the VIPER scene's,
/// the storyboard check prints the warning the article quotes as a note until a segue leads there.
///
/// It builds an app and the runtime from nothing (minutes), so it runs when `SCENES_INTEGRATION=1`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SCENES_INTEGRATION"] == "1"))
struct YourOwnAppWalkthroughTests {
    private func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let result = try ScenesNewIntegrationTests.run(arguments, in: directory)
        return (result.0, result.1)
    }

    @Test(.timeLimit(.minutes(20)))
    func theArticlesStepsWorkAsWritten() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("your-own-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        let scenes = ScenesNewIntegrationTests.packageRoot.appendingPathComponent(".build/debug/scenes").path
        let app = parent.appendingPathComponent("Notebook")
        let notebook = app.appendingPathComponent(".build/debug/Notebook").path

        #expect(try run([scenes, "init", "Notebook"], in: parent).status == 0)
        #expect(try run(["swift", "build"], in: app).status == 0)
        for step in [
            ["new", "Journal"], ["new", "Diary", "--domain"], ["new", "Entries", "--uses", "Diary"],
            ["new", "Journaling", "--coordinator"],
        ] {
            let made = try run([notebook] + step, in: app)
            #expect(made.status == 0, "\(step): \(made.output)")
        }
        let entry = try run([notebook, "new", "Entry", "--style", "viper", "--input", "entryID:integer"], in: app)
        #expect(entry.status == 0, "\(entry.output)")
        #expect(entry.output.contains("note: no segue leads to Entry yet"), "\(entry.output)")

        let unreachable = try run(["swift", "test"], in: app)
        #expect(unreachable.status == 0, "\(unreachable.output.suffix(3000))")
        #expect(
            unreachable.output.contains(
                "note: not wired yet: scenes[3].id: scene 'Entry' cannot be reached from the initial scene"),
            "\(unreachable.output.suffix(3000))")

        let refused = try run([notebook, "remove", "Diary"], in: app)
        #expect(refused.status == 1)
        #expect(
            refused.output
                == "error: cannot remove 'Diary': the scene module 'Entries' uses it (Package.swift); Scenes/Entries/EntriesInteractor.swift imports it; take those out first\n"
        )
        for name in ["Entries", "Diary", "Journaling", "Entry"] {
            let removed = try run([notebook, "remove", name], in: app)
            #expect(removed.status == 0, "\(name): \(removed.output)")
        }
        let tests = try run(["swift", "test"], in: app)
        #expect(tests.status == 0, "\(tests.output.suffix(3000))")
        #expect(!tests.output.contains("warning:"), "\(tests.output.suffix(3000))")
    }
}
