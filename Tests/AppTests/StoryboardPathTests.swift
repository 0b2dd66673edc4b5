import Foundation
import Testing

/// An error inside a nested object of the storyboard keeps the whole JSON path: an unknown key
/// in a segue's `pass` entry is `scenes[0].segues[5].pass.contactID.valeu`, not
/// `scenes[0].segues[5].valeu` (issue 29, item 7). Run through the built `scenes validate`.
@Suite struct StoryboardPathTests {
    @Test func anUnknownKeyInsideAPassEntryKeepsItsPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try OfferedMovesTests.storyboard(in: folder)
        let text = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: #"{ "contactID": { "value": 3 } }"#, with: #"{ "contactID": { "valeu": 3 } }"#)
        try Data(text.utf8).write(to: file)
        let outcome = try ExploreTests.scenes(["validate", "scenes.json"], in: folder)
        #expect(outcome.status == 1)
        #expect(
            outcome.err.contains(
                ": error: scenes[0].segues[5].pass.contactID.valeu: unknown key 'valeu'; did you mean 'value'?;"
                    + " allowed keys: from, value\n"), "\(outcome.err)")
    }
}
