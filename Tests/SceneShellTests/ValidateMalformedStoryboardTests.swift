import Foundation
import SceneRuntime
import SceneShell
import SceneTesting
import Testing

/// `scenes validate FILE` on every storyboard of the malformed corpus (`Tests/SceneRuntimeTests/Malformed`):
/// exit status 1, nothing on standard output, and on standard error exactly the diagnostics the
/// corpus expects, with the modules the runtime tests register.
@Suite @MainActor struct ValidateMalformedStoryboardTests {
    nonisolated static let corpus = StoryboardCorpus(
        directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SceneRuntimeTests/Malformed").path)

    @Test func findsTheCorpus() {
        #expect(Self.corpus.names.count >= 40)
    }

    /// The modules the corpus's storyboards name (the runtime tests register the same).
    static var modules: [SceneModule] {
        [
            StandInScene.moduleRoutingEverySegue(named: "Page").adding(conditions: [SceneCondition("signedIn") { _ in true }]),
            StandInScene.module(named: "Leaf") { LeafData() },
            StandInScene.module(
                named: "Form",
                interface: SceneInterface(
                    inputs: [
                        .init(name: "id", type: .integer, isRequired: true),
                        .init(name: "note", type: .text, isRequired: false),
                    ],
                    outputs: [.init(name: "result", type: .integer), .init(name: "label", type: .text)])),
        ]
    }

    @Test(arguments: corpus.names)
    func validatePrintsTheExpectedDiagnostics(name: String) throws {
        let expected = try Self.corpus.expectedDiagnostics(of: name)
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: ["validate", Self.corpus.path(of: name)], modules: Self.modules,
            environment: [:], console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
        #expect(Self.corpus.relative(err) == expected)
        #expect(err.hasSuffix("\n") || err.isEmpty)
        if expected.contains(where: { $0.contains(": error: ") }) {
            #expect(status == 1)
            #expect(out == "")
        } else {
            #expect(status == 0)
            #expect(Self.corpus.relative(out).first?.hasPrefix("\(name): valid,") == true)
        }
    }
}

/// The DataStore of the corpus's `Leaf` scenes.
@MainActor private final class LeafData {}
