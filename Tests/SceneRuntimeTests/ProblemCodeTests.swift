import Foundation
import SceneRuntime
import Testing

/// What an app sees of a problem through the public API alone (this file does not import the
/// runtime `@testable`): a message for a person, a code for a script, and where.
@MainActor struct ProblemCodeTests {
    @Test func aStoryboardsDiagnosticsSayTheirCodeMessageAndPlace() throws {
        let json = """
            { "version": 2, "initial": "A", "scenes": [
              { "id": "A", "module": "M", "title": "", "segues": [ { "id": "Go", "to": "Nowhere" } ] } ] }
            """
        let registry = SceneRegistry()
        let error = #expect(throws: Storyboard.LoadError.self) {
            try registry.loadStoryboard(from: Array(json.utf8), file: "codes.json")
        }
        let diagnostics = try #require(error).errors
        #expect(diagnostics.map(\.code).sorted() == ["emptyTitle", "unknownDestination", "unknownModule"])
        let destination = try #require(diagnostics.first { $0.code == "unknownDestination" })
        #expect(destination.message.contains("'Nowhere'"))
        #expect(destination.file == "codes.json")
        #expect(destination.line == 2)
        #expect(destination.path == "scenes[0].segues[0].to")
        #expect(destination.severity == .error)
    }

    @Test(arguments: [
        ("", "empty"),
        ("Menu/", "expectedScene"),
        ("Main@2", "expectedTab"),
        ("Main@", "expectedTab"),
        ("Item:x", "expectedEquals"),
    ])
    func aLinksErrorSaysItsCode(link: String, code: String) {
        let error = #expect(throws: Link.Refusal.self) { try Link(parsing: link) }
        #expect(error?.code == code)
        #expect(error.map { $0.description.hasSuffix($0.message) } == true)
    }

    /// After `@` a link names a tab: what stands there instead is said not to be a tab id, in words
    /// that do not contradict it (a digit may be in an id, not first).
    @Test func aLinksTabThatIsNoIdentifierIsCalledATab() {
        let error = #expect(throws: Link.Refusal.self) { try Link(parsing: "Main@2") }
        #expect(
            error?.message
                == "expected a tab id after '@' (a letter or '_', then letters, digits and '_'), found '2'")
        #expect(error?.column == 6)
    }

    /// A scene id that starts with a digit is refused in words that say why.
    @Test func aLinksSceneThatStartsWithADigitIsRefusedInWordsThatSayWhy() {
        let error = #expect(throws: Link.Refusal.self) { try Link(parsing: "Main/2Detail") }
        #expect(
            error?.message == "expected a scene id (a letter or '_', then letters, digits and '_'), found '2'")
        #expect(error?.column == 6)
    }

    @Test func aPluginErrorSaysItsCodeAndFile() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID()).so").path
        let error = #expect(throws: ScenePlugin.LoadError.self) { try SceneRegistry().loadPlugin(at: missing) }
        #expect(error?.code == "missingFile")
        #expect(error?.file == missing)
        #expect(error?.description == "\(missing): no such file")
    }
}
