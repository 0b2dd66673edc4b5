import Foundation
import SceneRuntime
import SceneShellTesting
import Testing

/// Every flow of the demo app, walked through the shell against the repository's `scenes.json`
/// and recorded in `Transcripts/<flow>.transcript`. Each runs on a new data directory (so the
/// samples of the articles are there) with the clock fixed.
///
/// To record a new flow, write a file with only its prompt lines (`Contacts> tab Notes`, ...) and
/// run `SCENES_RECORD=1 swift test --filter FlowTranscriptTests`; check the output, commit it.
@Suite @MainActor struct FlowTranscriptTests {
    nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let storyboard = root.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scenes.json").path
    /// The demo's scenes under a menu, in one stack (`Tests/Fixtures/MenuApp/scenes.json`): the
    /// storyboard of the tests of data files, numbers and scripts, which do not depend on the
    /// demo's tabs.
    nonisolated static let menuApp = root.deletingLastPathComponent().appendingPathComponent("Fixtures/MenuApp/scenes.json").path
    nonisolated static let fixedNow = Date(timeIntervalSince1970: 1_704_164_645)  // 2024-01-02 03:04:05 UTC

    nonisolated static let flows = ["contacts", "sign-in", "sign-up", "notes", "shop", "shop-signed-in"]

    /// The passwords the flows type, in order: a transcript shows each as `***` (or leaves it
    /// out), and they are given here, as a person would type them when asked.
    static let secrets = [
        "sign-in": ["password1", "Wr0ng-pass", "Wr0ng-pass", "password1"],
        "sign-up": ["Passwordonly", "password1", "hopper1906", "hopper1906"],
        "shop": ["N0pe-pass", "password1"],
        "shop-signed-in": ["password1"],
    ]

    @Test(arguments: flows)
    func flowMatchesItsTranscript(_ flow: String) throws {
        let file = Self.root.appendingPathComponent("Transcripts/\(flow).transcript")
        let transcript = Transcript(try String(contentsOf: file, encoding: .utf8))
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("flow-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let registry = SceneRegistry()
        for module in builtinSceneModules { try registry.register(module) }
        let result = transcript.verify(
            registry: registry, storyboard: Self.storyboard,
            environment: SceneEnvironment(
                dataDirectory: data.path, now: { Self.fixedNow }, timeZone: TimeZone(identifier: "UTC") ?? .gmt),
            secrets: Self.secrets[flow] ?? [])
        if ProcessInfo.processInfo.environment["SCENES_RECORD"] == "1" {
            try Data(result.actual.utf8).write(to: file)
            Issue.record("recorded \(flow).transcript; check it and run the tests again without SCENES_RECORD")
            return
        }
        #expect(result.matches, "\(result.difference ?? "")")
        // The demo user's password1 is on the Login screen, as a hint; no other password is shown.
        for secret in Self.secrets[flow] ?? [] where secret != "password1" {
            #expect(!result.actual.contains(secret), "a password typed in \(flow) is shown")
        }
    }
}
