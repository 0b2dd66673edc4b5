import SceneTesting
import Testing

@testable import SceneRuntime

/// Shared data a scene read as it appeared is followed while the scene is visible: a change made by
/// the pane beside, or from outside, has the scene fetch it again (`dataDidChange`) and its screen
/// drawn again; the scene whose action made the change, and a scene not visible, are not told.
@Suite @MainActor struct ObservedDataTests {
    /// A value that scenes share, with a count of its changes as its version.
    final class Ledger: ObservedData {
        private(set) var value = "first"
        private(set) var version = 0

        func change(to value: String) {
            self.value = value
            version += 1
        }
    }

    /// Reads the ledger as it appears, shows what it read, and writes it with its action `write`.
    final class Reader: SceneViewController {
        let ledger: Ledger
        private(set) var shown = ""
        private(set) var toldOfChanges = 0

        init(ledger: Ledger) {
            self.ledger = ledger
        }

        static let actions: ActionTable<Reader> = [
            SceneAction("write", arguments: "TEXT", summary: "change the ledger") { reader, arguments in
                reader.ledger.change(to: try arguments.string(0, name: "TEXT"))
                reader.shown = reader.ledger.value
            }
        ]

        func viewWillAppear() {
            ledger.noteRead()
            shown = ledger.value
        }

        func dataDidChange() {
            toldOfChanges += 1
            viewWillAppear()
        }

        var screen: Screen { Screen([.text(shown)]) }
    }

    let ledger = Ledger()

    /// The tabs and split of the visibility tests, every scene a reader of one ledger, in a window
    /// `width` columns wide (the split's minimum width is 100).
    private func started(width: Int) throws -> NavigatorHarness {
        let ledger = self.ledger
        let harness = try NavigatorHarness(
            storyboard: VisibilityLifecycleTests.storyboard(),
            modules: [SceneModule(name: "Leaf") { _ in (Reader(ledger: ledger), StandInPassThroughRouter()) }])
        harness.navigator.resize(toWidth: width)
        try harness.start()
        return harness
    }

    private func reader(_ id: String, in harness: NavigatorHarness) throws -> Reader {
        let scene = try #require(harness.navigator.scenesInEveryTab.first { $0.id == id })
        return try #require(scene.viewController as? Reader)
    }

    @Test func theWidePaneBesideFetchesAChangeTheOtherMadeAndNotTheOneThatMadeIt() throws {
        let harness = try started(width: 120)
        var redrawn: [String] = []
        let observation = harness.navigator.addScreenObserver { redrawn.append($0.id) }
        defer { harness.navigator.removeScreenObserver(observation) }
        let list = try reader("List", in: harness)
        let show = try reader("Show", in: harness)
        #expect(list.shown == "first" && show.shown == "first")

        try harness.navigator.selectTab("Show")
        try harness.perform("write", "second")
        #expect(list.shown == "second", "the pane beside shows the change in the same screen")
        #expect(list.toldOfChanges == 1 && show.toldOfChanges == 0)
        #expect(redrawn == ["List"])
        #expect(harness.navigator.scenesInEveryTab.first { $0.id == "List" }?.screen == Screen([.text("second")]))
    }

    @Test func aChangeFromOutsideIsFetchedOnceWhenTheShellAsks() throws {
        let harness = try started(width: 120)
        let list = try reader("List", in: harness)
        let show = try reader("Show", in: harness)
        ledger.change(to: "from another process")
        harness.navigator.refreshObservedData()
        harness.navigator.refreshObservedData()
        #expect(list.toldOfChanges == 1 && show.toldOfChanges == 1, "told once, whatever the number of asks")
        #expect(list.shown == "from another process" && show.shown == "from another process")
    }

    @Test func aSceneNotVisibleIsNotToldAndReadsTheDataAgainWhenItAppears() throws {
        let harness = try started(width: 80)
        let list = try reader("List", in: harness)
        let show = try reader("Show", in: harness)
        #expect(show.shown == "", "the pane not shown in a narrow window has not appeared")
        ledger.change(to: "second")
        harness.navigator.refreshObservedData()
        #expect(list.toldOfChanges == 1 && show.toldOfChanges == 0)

        // Pushed over, the list is hidden: a change is not told to it, and it reads it on its way back.
        try harness.navigator.performSegue("Open")
        ledger.change(to: "third")
        harness.navigator.refreshObservedData()
        #expect(list.toldOfChanges == 1 && list.shown == "second")
        try harness.navigator.back()
        #expect(list.shown == "third" && list.toldOfChanges == 1, "it appeared, reading the data then")
    }
}
