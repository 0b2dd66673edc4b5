import Foundation
import SceneRuntime
import SceneTesting
import Testing

/// The corpus of malformed storyboards in `Malformed/` (see its README): each file is loaded
/// through the real loader, from disk, and must produce exactly its expected diagnostics.
@Suite @MainActor struct MalformedStoryboardTests {
    nonisolated static let corpus = StoryboardCorpus(
        directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Malformed").path)

    /// The modules the corpus is checked against: `Page` routes every segue, `Leaf` none, `Form`
    /// declares inputs and outputs.
    static func registry() throws -> SceneRegistry {
        let registry = SceneRegistry()
        try registry.register(StandInScene.moduleRoutingEverySegue(named: "Page").adding(conditions: [SceneCondition("signedIn") { _ in true }]))
        try registry.register(StandInScene.module(named: "Leaf") { LeafData() })
        try registry.register(StandInScene.module(named: "Form", interface: formInterface))
        return registry
    }

    /// The contract of the corpus's `Form` scenes: a required integer `id`, an optional text
    /// `note`; outputs an integer `result` and a text `label`.
    nonisolated static let formInterface = SceneInterface(
        inputs: [
            .init(name: "id", type: .integer, isRequired: true),
            .init(name: "note", type: .text, isRequired: false),
        ],
        outputs: [.init(name: "result", type: .integer), .init(name: "label", type: .text)])

    @Test func theCorpusHasAtLeastFortyMalformedStoryboards() throws {
        let malformed = try Self.corpus.names.filter { try !Self.corpus.expectedDiagnostics(of: $0).isEmpty }
        #expect(malformed.count >= 40)
    }

    @Test(arguments: corpus.names)
    func reportsEveryProblemWithItsLineAndColumn(name: String) throws {
        let expected = try Self.corpus.expectedDiagnostics(of: name)
        let registry = try Self.registry()
        let rendered: [String]
        do {
            let storyboard = try registry.loadStoryboard(contentsOf: Self.corpus.path(of: name))
            rendered = Self.corpus.relative(storyboard.warnings.map(\.description).joined(separator: "\n"))
            #expect(!expected.contains { $0.contains(": error: ") }, "\(name) loaded")
        } catch {
            rendered = Self.corpus.relative(error.description)
            #expect(!error.errors.isEmpty)
        }
        #expect(rendered == expected)
    }
}

/// The DataStore of the corpus's `Leaf` scenes.
@MainActor private final class LeafData {}
