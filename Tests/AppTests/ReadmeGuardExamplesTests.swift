import Foundation
import Testing

/// The Guards article's examples of guards and of segues only an action performs are what the app and
/// `scenes validate` really print: each block is found in the recorded shop flow or in the
/// malformed storyboard corpus's expected diagnostics, which their own tests check.
@Suite @MainActor struct ReadmeGuardExamplesTests {
    static let packageRoot = FlowTranscriptTests.root.deletingLastPathComponent().deletingLastPathComponent()

    private func readmeBlock(after marker: String) throws -> String {
        let readme = try Documentation.article("Guards")
        let start = try #require(readme.range(of: marker), "the Guards article no longer has \(marker)")
        let rest = readme[start.upperBound...]
        let open = try #require(rest.range(of: "```\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```\n"))
        return String(rest[open.upperBound..<close.lowerBound])
    }

    @Test func theExplainSessionIsTheShopTranscripts() throws {
        let block = try readmeBlock(after: "At the prompt, `explain` tells what a segue would do now")
        let transcript = try String(
            contentsOf: FlowTranscriptTests.root.appendingPathComponent("Transcripts/shop.transcript"), encoding: .utf8)
        #expect(block.hasPrefix("Shopping cart> go Success\n"))
        #expect(transcript.contains(block))
    }

    @Test func theValidationDiagnosticsAreTheCorpuss() throws {
        let block = try readmeBlock(after: "warning (manifests do not record conditions), not an error:")
        let expected = try String(
            contentsOf: Self.packageRoot.appendingPathComponent(
                "Tests/SceneRuntimeTests/Malformed/guards-and-actions.expected"),
            encoding: .utf8)
        #expect(!block.isEmpty)
        #expect(expected.hasPrefix(block))
    }

    @Test func theDemosGuardsAreTheStoryboards() throws {
        let storyboard = try String(contentsOf: Self.packageRoot.appendingPathComponent("scenes.json"), encoding: .utf8)
        #expect(storyboard.contains(#""guards": [ { "condition": "signedIn", "redirect": "Login" } ],"#))
        #expect(storyboard.contains(#""guards": [ { "condition": "signedIn", "refuse": "Sign in to see your home page." } ],"#))
    }
}
