import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime

/// What is visible is a function of the stack and the window, and the lifecycle follows it: for
/// each cause of a change (a navigation, a tab or focus switch, a resize across a split's minimum
/// width, a modal, a guard that comes to hold, a reload), the scenes that appear and disappear get
/// their calls in UIKit's order, and nothing else does.
@Suite @MainActor struct VisibilityLifecycleTests {
    static let open = SceneCondition("open") { environment in
        FileManager.default.fileExists(atPath: environment.dataDirectory + "/open")
    }

    /// Tabs whose first tab is a split (a list beside its detail), as the demo's Contacts tab.
    nonisolated static func storyboard(minimumWidth: Int = 100, guardedDetail: Bool = false) -> String {
        let guards = guardedDetail ? #", "guards": [ { "condition": "open", "refuse": "Shut." } ]"# : ""
        return """
            { "version": 2, "initial": "Main", "scenes": [
              { "id": "Main", "title": "App", "container": { "kind": "tabs", "tabs": [
                  { "id": "People", "root": "Desk" }, { "id": "Notes", "root": "Notes" } ] } },
              { "id": "Desk", "title": "Desk", "container": { "kind": "split", "minimumWidth": \(minimumWidth),
                  "panes": [ { "id": "List", "root": "List" }, { "id": "Show", "root": "Show"\(guards) } ] } },
              { "id": "List", "module": "Leaf", "title": "List", "segues": [
                  { "id": "Open", "to": "Detail" }, { "id": "Ask", "to": "Question", "style": "modal" },
                  { "id": "Peek", "to": "Question", "style": "modal", "covers": "tab" } ] },
              { "id": "Show", "module": "Leaf", "title": "Show" },
              { "id": "Detail", "module": "Leaf", "title": "Detail" },
              { "id": "Question", "module": "Leaf", "title": "Question" },
              { "id": "Notes", "module": "Leaf", "title": "Notes" } ] }
            """
    }

    /// One cause of a change of what is visible.
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        /// The window's width from the start.
        let width: Int?
        /// What brings the app to the state before the change, then the change.
        let before: @MainActor @Sendable (Navigator) throws -> Void
        let change: @MainActor @Sendable (Navigator, TemporaryDataDirectory) throws -> Void
        /// The appear and disappear calls the change makes, `Scene.call`.
        let expected: [String]
        var guardedDetail = false
        var testDescription: String { name }
    }

    nonisolated static let rows: [Row] = [
        Row(
            name: "start, wide: both panes appear", width: 120, before: { _ in }, change: { n, _ in try n.start() },
            expected: ["List.willAppear", "Show.willAppear", "List.didAppear", "Show.didAppear"]),
        Row(
            name: "start, narrow: the focused pane appears", width: 80, before: { _ in },
            change: { n, _ in try n.start() }, expected: ["List.willAppear", "List.didAppear"]),
        Row(
            name: "start without a window: as narrow", width: nil, before: { _ in },
            change: { n, _ in try n.start() }, expected: ["List.willAppear", "List.didAppear"]),
        Row(
            name: "focus, wide: input, not visibility", width: 120, before: { try $0.start() },
            change: { n, _ in try n.selectTab("Show") }, expected: []),
        Row(
            name: "focus, narrow: as a tab switch", width: 80, before: { try $0.start() },
            change: { n, _ in try n.selectTab("Show") },
            expected: ["List.willDisappear", "Show.willAppear", "List.didDisappear", "Show.didAppear"]),
        Row(
            name: "widening across the minimum width", width: 80, before: { try $0.start() },
            change: { n, _ in n.resize(toWidth: 100) }, expected: ["Show.willAppear", "Show.didAppear"]),
        Row(
            name: "narrowing across the minimum width", width: 120, before: { try $0.start() },
            change: { n, _ in n.resize(toWidth: 99) }, expected: ["Show.willDisappear", "Show.didDisappear"]),
        Row(
            name: "resizing on the same side does nothing", width: 120, before: { try $0.start() },
            change: { n, _ in n.resize(toWidth: 200) }, expected: []),
        Row(
            name: "push in the focused pane, wide: the pane beside stays", width: 120, before: { try $0.start() },
            change: { n, _ in try n.performSegue("Open") },
            expected: ["List.willDisappear", "Detail.willAppear", "List.didDisappear", "Detail.didAppear"]),
        Row(
            name: "back in the focused pane, wide", width: 120,
            before: {
                try $0.start()
                try $0.performSegue("Open")
            },
            change: { n, _ in try n.back() },
            expected: ["Detail.willDisappear", "List.willAppear", "Detail.didDisappear", "List.didAppear"]),
        Row(
            name: "tab switch away from a wide split: both panes disappear", width: 120, before: { try $0.start() },
            change: { n, _ in try n.selectTab("Notes") },
            expected: [
                "Show.willDisappear", "List.willDisappear", "Notes.willAppear", "Show.didDisappear",
                "List.didDisappear", "Notes.didAppear",
            ]),
        Row(
            name: "tab switch back to a wide split: both panes appear", width: 120,
            before: {
                try $0.start()
                try $0.selectTab("Notes")
            },
            change: { n, _ in try n.selectTab("People") },
            expected: [
                "Notes.willDisappear", "List.willAppear", "Show.willAppear", "Notes.didDisappear",
                "List.didAppear", "Show.didAppear",
            ]),
        Row(
            name: "a modal covering the container hides both panes", width: 120, before: { try $0.start() },
            change: { n, _ in try n.performSegue("Ask") },
            expected: [
                "Show.willDisappear", "List.willDisappear", "Question.willAppear", "Show.didDisappear",
                "List.didDisappear", "Question.didAppear",
            ]),
        Row(
            name: "dismissing it shows both panes again", width: 120,
            before: {
                try $0.start()
                try $0.performSegue("Ask")
            },
            change: { n, _ in try n.dismiss() },
            expected: [
                "Question.willDisappear", "List.willAppear", "Show.willAppear", "Question.didDisappear",
                "List.didAppear", "Show.didAppear",
            ]),
        Row(
            name: "a modal covering its pane only leaves the pane beside", width: 120, before: { try $0.start() },
            change: { n, _ in try n.performSegue("Peek") },
            expected: ["List.willDisappear", "Question.willAppear", "List.didDisappear", "Question.didAppear"]),
        Row(
            name: "a guard of the pane beside comes to hold", width: 120, before: { try $0.start() },
            change: { n, data in
                _ = FileManager.default.createFile(atPath: data.path + "/open", contents: Data())
                n.refreshVisibility()
            },
            expected: ["Show.willAppear", "Show.didAppear"], guardedDetail: true),
        Row(
            name: "a reload raising the minimum width hides the pane beside", width: 120, before: { try $0.start() },
            change: { n, _ in
                let wider = VisibilityLifecycleTests.storyboard(minimumWidth: 150)
                _ = try n.replaceStoryboard(Storyboard(decoding: Array(wider.utf8), file: "scenes.json"))
            },
            expected: ["Show.willDisappear", "Show.didDisappear"]),
        Row(
            name: "restoring the state, wide: the new instances appear", width: 120, before: { try $0.start() },
            change: { n, _ in try n.restore(state: n.state) },
            expected: [
                "Show.willDisappear", "List.willDisappear", "List.willAppear", "Show.willAppear",
                "Show.didDisappear", "List.didDisappear", "List.didAppear", "Show.didAppear",
            ]),
    ]

    @Test(arguments: rows) func theLifecycleFollowsWhatIsVisible(_ row: Row) throws {
        let data = TemporaryDataDirectory()
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard(guardedDetail: row.guardedDetail),
            modules: [StandInScene.moduleRoutingEverySegue(named: "Leaf").adding(conditions: [Self.open])],
            environment: SceneEnvironment(dataDirectory: data.path))
        let navigator = harness.navigator
        navigator.resize(toWidth: row.width)
        try row.before(navigator)
        var calls: [String] = []
        var loaded: Set<ObjectIdentifier> = []
        var loadedBeforeAppearing = true
        navigator.lifecycleWitness = { scene, call in
            switch call {
            case .viewDidLoad: loaded.insert(ObjectIdentifier(scene))
            case .viewWillAppear:
                loadedBeforeAppearing = loadedBeforeAppearing && loaded.contains(ObjectIdentifier(scene))
                calls.append("\(scene.id).willAppear")
            case .viewDidAppear: calls.append("\(scene.id).didAppear")
            case .viewWillDisappear: calls.append("\(scene.id).willDisappear")
            case .viewDidDisappear: calls.append("\(scene.id).didDisappear")
            }
        }
        loaded.formUnion(navigator.scenesInEveryTab.map(ObjectIdentifier.init))
        try row.change(navigator, data)
        #expect(calls == row.expected)
        #expect(loadedBeforeAppearing, "a scene appeared before its viewDidLoad")
        // What is visible now is what appeared and did not disappear since.
        #expect(navigator.visibleScenes.allSatisfy { !navigator.shown.isWaiting($0) })
    }

    /// The renderer and the lifecycle agree: what is drawn side by side is what appeared.
    @Test func visibleScenesAreThePanesOfAWideSplitInDrawingOrder() throws {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard(),
            modules: [StandInScene.moduleRoutingEverySegue(named: "Leaf")])
        harness.navigator.resize(toWidth: 120)
        try harness.start()
        #expect(harness.navigator.visibleScenes.map(\.id) == ["List", "Show"])
        try harness.navigator.selectTab("Show")
        #expect(harness.navigator.visibleScenes.map(\.id) == ["List", "Show"], "focus changes no order")
        #expect(harness.navigator.topScene?.id == "Show")
        harness.navigator.resize(toWidth: 99)
        #expect(harness.navigator.visibleScenes.map(\.id) == ["Show"])
        harness.navigator.resize(toWidth: nil)
        #expect(harness.navigator.width == nil)
        #expect(harness.navigator.visibleScenes.map(\.id) == ["Show"])
    }

    /// A navigation made as the first pane is told it appeared (as its `viewDidAppear` may make
    /// one) takes the pane beside away before it was told: it is not told it appeared after it
    /// disappeared.
    @Test func aNavigationFromViewDidAppearLeavesNoCallOutOfOrder() throws {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard(),
            modules: [StandInScene.moduleRoutingEverySegue(named: "Leaf")])
        let navigator = harness.navigator
        navigator.resize(toWidth: 120)
        var calls: [String] = []
        var navigated = false
        navigator.lifecycleWitness = { [unowned navigator] scene, call in
            calls.append("\(scene.id).\(call.rawValue)")
            if call == .viewDidAppear, scene.id == "List", !navigated {
                navigated = true
                try? navigator.performSegue("Ask")
            }
        }
        try harness.start()
        #expect(navigated)
        #expect(navigator.visibleScenes.map(\.id) == ["Question"])
        #expect(
            calls.drop { $0 != "List.viewDidAppear" } == [
                "List.viewDidAppear", "Question.viewDidLoad", "Show.viewWillDisappear",
                "List.viewWillDisappear", "Question.viewWillAppear", "Show.viewDidDisappear",
                "List.viewDidDisappear", "Question.viewDidAppear",
            ])
    }
}
