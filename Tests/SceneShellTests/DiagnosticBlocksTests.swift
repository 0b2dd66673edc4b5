import Testing

@testable import SceneRuntime
@testable import SceneShell

/// A storyboard's warnings reach standard error in blocks, not a write each, and the blocks
/// together are every warning, a line each, as it renders.
@Suite @MainActor struct DiagnosticBlocksTests {
    /// `count` scenes, each pushing the next two, presenting one further on, replacing the
    /// root with the one half way round and unwinding to the one before, which is not below it
    /// on every way there (`scenes-bench`'s storyboard): a warning for each scene.
    static func storyboard(of count: Int) -> [UInt8] {
        let scenes = (0..<count).map { index in
            let segues = [
                ("S0", (index + 1) % count, "push"), ("S1", (index + 2) % count, "push"),
                ("S2", (index * 7 + 3) % count, "modal"), ("S3", (index + count / 2) % count, "replace"),
                ("S4", (index - 1 + count) % count, "unwind"),
            ].map { #"{"id": "\#($0.0)", "to": "S\#($0.1)", "style": "\#($0.2)"}"# }
            return #"{"id": "S\#(index)", "module": "M", "title": "Scene \#(index)", "segues": ["#
                + segues.joined(separator: ", ") + "]}"
        }
        let text = #"{"version": 1, "initial": "S0", "scenes": [\#n"# + scenes.joined(separator: ",\n") + "]}"
        return Array(text.utf8)
    }

    @Test func manyWarningsAreWrittenInBlocksOfWholeLines() throws {
        let storyboard = try Storyboard(decoding: Self.storyboard(of: 600), file: "many.json")
        #expect(storyboard.warnings.count >= 600)
        var writes: [String] = []
        let console = Console(out: { _ in }, err: { writes.append($0) })
        console.err(storyboard.warnings)
        #expect(writes.joined() == storyboard.warnings.map { $0.description + "\n" }.joined())
        #expect(writes.count > 1 && writes.count < storyboard.warnings.count / 50)
        #expect(writes.allSatisfy { $0.hasSuffix("\n") })
    }

    @Test func noWarningsWriteNothing() {
        var writes: [String] = []
        let console = Console(out: { _ in }, err: { writes.append($0) })
        console.err([Storyboard.Diagnostic]())
        #expect(writes.isEmpty)
    }
}
