import Foundation
import SceneRuntime
import SceneStore
import SceneTesting
import Testing

/// A data file is shared data: a visible scene that read it as it appeared fetches it again when
/// another scene of the process saves it, or another process replaces it, and only then.
@Suite @MainActor final class StoreObservationTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("observed-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Shows the items of `items.json` as it read them when it last appeared.
    final class ItemsReader: SceneViewController {
        let file: DataFile<[String]>
        private(set) var shown: [String] = []
        private(set) var fetches = 0

        init(directory: String) {
            file = DataFile(directory: directory, name: "items.json", seed: { ["seeded"] }, empty: { [] })
        }

        func viewWillAppear() {
            fetches += 1
            shown = file.read().value
        }
    }

    /// One scene reading the items, shown.
    private func shownReader() throws -> (NavigatorHarness, ItemsReader) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let reader = ItemsReader(directory: directory.path)
        let harness = try NavigatorHarness(showing: reader)
        #expect(reader.shown == ["seeded"] && reader.fetches == 1)
        return (harness, reader)
    }

    @Test func aSaveByAnotherPartOfTheProcessIsFetchedOnce() throws {
        let (harness, reader) = try shownReader()
        let writer = DataFile<[String]>(directory: directory.path, name: "items.json", seed: { [] }, empty: { [] })
        try writer.save(["seeded", "added"])
        harness.navigator.refreshObservedData()
        harness.navigator.refreshObservedData()
        #expect(reader.shown == ["seeded", "added"] && reader.fetches == 2)
    }

    @Test func aFileAnotherProcessReplacedIsFetchedAndAnUnchangedOneIsNot() throws {
        let (harness, reader) = try shownReader()
        harness.navigator.refreshObservedData()
        #expect(reader.fetches == 1, "nothing changed")
        // As another process writes: a new file renamed over the old one.
        let path = directory.appendingPathComponent("items.json")
        try Data(#"["from elsewhere"]"#.utf8).write(to: path, options: .atomic)
        harness.navigator.refreshObservedData()
        #expect(reader.shown == ["from elsewhere"] && reader.fetches == 2)
    }

    @Test func aRemovedFileIsAChangeToo() throws {
        let (harness, reader) = try shownReader()
        try FileManager.default.removeItem(at: directory.appendingPathComponent("items.json"))
        harness.navigator.refreshObservedData()
        #expect(reader.fetches == 2 && reader.shown == ["seeded"], "read again: a new file is seeded")
    }
}
