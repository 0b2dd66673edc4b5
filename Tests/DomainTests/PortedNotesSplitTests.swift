import Foundation
import SceneRuntime
import SceneStore
import SceneTesting
import Testing

/// The port case of issue 43: seed 003's notes as a new app writes them, a list and a detail side
/// by side, each module with a store of its own (its own `DataFile` of the same notes file, as two
/// independently compiled modules would have). Deleting in one pane is seen in the other in the
/// same screen, with no store shared by hand.
@Suite @MainActor final class PortedNotesSplitTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ported-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    struct Memo: NumberedRecord, Hashable {
        static let recordNumbers: ClosedRange<Int> = 1...1_000
        var recordNumber: Int
        var title: String
    }

    /// How each module opens the notes: a `DataFile` of its own.
    static func notes(in directory: String) -> DataFile<NumberedRecords<Memo>> {
        DataFile(
            directory: directory, name: "memos.json",
            seed: { NumberedRecords([Memo(recordNumber: 1, title: "Milk"), Memo(recordNumber: 2, title: "Eggs")]) },
            empty: { NumberedRecords([]) })
    }

    /// The list: every memo; `delete` deletes the first.
    final class MemoList: SceneViewController {
        let notes: DataFile<NumberedRecords<Memo>>
        private(set) var memos: [Memo] = []

        init(directory: String) { notes = PortedNotesSplitTests.notes(in: directory) }

        static let actions: ActionTable<MemoList> = [
            SceneAction("delete", summary: "delete the first memo") { list, _ in
                guard let number = list.memos.first?.recordNumber else { return }
                try list.notes.update { (all: inout NumberedRecords<Memo>) throws(DataFileError) in
                    _ = all.remove(numbered: number)
                }
                list.viewWillAppear()
            }
        ]

        func viewWillAppear() { memos = notes.read().value.records }
        var screen: Screen { Screen(memos.map { .item(number: nil, $0.title) }) }
    }

    /// The detail: memo 1, or that it is gone; `delete` deletes it.
    final class MemoDetail: SceneViewController {
        let notes: DataFile<NumberedRecords<Memo>>
        private(set) var memo: Memo?

        init(directory: String) { notes = PortedNotesSplitTests.notes(in: directory) }

        static let actions: ActionTable<MemoDetail> = [
            SceneAction("delete", summary: "delete this memo") { detail, _ in
                try detail.notes.update { (all: inout NumberedRecords<Memo>) throws(DataFileError) in
                    _ = all.remove(numbered: 1)
                }
                detail.viewWillAppear()
            }
        ]

        func viewWillAppear() { memo = notes.read().value.record(numbered: 1) }
        var screen: Screen { Screen([memo.map { .heading($0.title) } ?? .placeholder("(deleted)")]) }
    }

    static let storyboard = """
        { "version": 2, "initial": "Split", "scenes": [
          { "id": "Split", "title": "Memos", "container": { "kind": "split", "minimumWidth": 100, "panes": [
              { "id": "List", "root": "List" }, { "id": "Detail", "root": "Detail" } ] } },
          { "id": "List", "module": "MemoList", "title": "Memos" },
          { "id": "Detail", "module": "MemoDetail", "title": "Memo" } ] }
        """

    private func started() throws -> (NavigatorHarness, MemoList, MemoDetail) {
        let list = MemoList(directory: directory.path)
        let detail = MemoDetail(directory: directory.path)
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                SceneModule(name: "MemoList") { _ in (list, StandInPassThroughRouter()) },
                SceneModule(name: "MemoDetail") { _ in (detail, StandInPassThroughRouter()) },
            ])
        harness.navigator.resize(toWidth: 120)
        try harness.start()
        #expect(harness.navigator.visibleScenes.map(\.id) == ["List", "Detail"])
        return (harness, list, detail)
    }

    @Test func deletingInTheDetailIsSeenInTheListBesideIt() throws {
        let (harness, list, _) = try started()
        #expect(list.screen == Screen([.item(number: nil, "Milk"), .item(number: nil, "Eggs")]))
        try harness.navigator.selectTab("Detail")
        try harness.perform("delete")
        #expect(list.screen == Screen([.item(number: nil, "Eggs")]), "the pane beside, in the same screen")
    }

    @Test func deletingInTheListIsSeenInTheDetailBesideIt() throws {
        let (harness, _, detail) = try started()
        #expect(detail.screen == Screen([.heading("Milk")]))
        try harness.perform("delete")
        #expect(detail.screen == Screen([.placeholder("(deleted)")]))
    }
}
