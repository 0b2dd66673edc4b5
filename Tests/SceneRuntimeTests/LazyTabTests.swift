import Foundation
import SceneTesting
import Testing

@testable import SceneRuntime

/// A container of tabs builds a tab's root when the tab is first shown, as a tab bar controller
/// loads it: at start only the selected tab's; the others on first selection, when a segue pushes
/// onto them, when `back` goes to the first tab, when a state selects them. A tab never shown is
/// named by its root and recorded as empty; its guards are those the storyboard declares.
@Suite @MainActor struct LazyTabTests {
    static let storyboard = """
        { "version": 2, "initial": "Main", "scenes": [
          { "id": "Main", "title": "App", "container": { "kind": "tabs", "selected": "Notes", "back": "firstTab",
              "tabs": [ { "id": "Contacts", "root": "List" }, { "id": "Notes", "root": "Notes" },
                        { "id": "Vault", "root": "Safe" } ] } },
          { "id": "List", "module": "Leaf", "title": "List" },
          { "id": "Notes", "module": "Leaf", "title": "Notes", "segues": [
              { "id": "Jot", "to": "Note", "tab": "Contacts" } ] },
          { "id": "Note", "module": "Leaf", "title": "Note" },
          { "id": "Safe", "module": "Leaf", "title": "Safe",
            "guards": [ { "condition": "open", "refuse": "Shut." } ] } ] }
        """

    /// The scenes built, by id, in order.
    @MainActor final class BuildLog {
        var built: [String] = []
    }

    private func harness(_ log: BuildLog) throws -> NavigatorHarness {
        try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                SceneModule(name: "Leaf") { context in
                    log.built.append(context.sceneID)
                    return (StandInViewController(), StandInPassThroughRouter())
                }.adding(conditions: [SceneCondition("open") { _ in false }])
            ])
    }

    @Test func onlyTheSelectedTabIsBuiltAtStartAndAnotherWhenFirstSelected() throws {
        let log = BuildLog()
        let harness = try harness(log)
        var loaded: [String] = []
        harness.navigator.lifecycleWitness = { scene, call in
            if call == .viewDidLoad { loaded.append(scene.id) }
        }
        try harness.start()
        #expect(log.built == ["Notes"])
        #expect(harness.navigator.stack.first?.tabs.map { $0.map(\.id) } == [[], ["Notes"], []])
        let state = harness.navigator.state
        #expect(
            state.stack.first?.container?.stacks.map { $0.map(\.sceneID) } == [[], ["Notes"], []],
            "tabs never shown are recorded empty")
        try harness.navigator.selectTab("Contacts")
        #expect(log.built == ["Notes", "List"])
        #expect(loaded == ["Main", "Notes", "List"])
        #expect(harness.stackIDs == ["Main", "List"])
        try harness.navigator.selectTab("Notes")
        try harness.navigator.selectTab("Contacts")
        #expect(log.built == ["Notes", "List"], "built once")
    }

    @Test func aSegueIntoATabNeverShownPushesOnItsRoot() throws {
        let log = BuildLog()
        let harness = try harness(log)
        try harness.start()
        try harness.navigator.performSegue("Jot")
        #expect(harness.stackIDs == ["Main", "List", "Note"])
        #expect(log.built == ["Notes", "List", "Note"])
    }

    @Test func backToTheFirstTabBuildsIt() throws {
        let log = BuildLog()
        let harness = try harness(log)
        try harness.start()
        try harness.navigator.back()
        #expect(harness.stackIDs == ["Main", "List"])
    }

    @Test func aTabNeverShownIsGuardedAsDeclared() throws {
        let log = BuildLog()
        let harness = try harness(log)
        try harness.start()
        #expect(throws: NavigationError.guardRefused(condition: "open", message: "Shut.")) {
            try harness.navigator.selectTab("Vault")
        }
        #expect(!log.built.contains("Safe"), "not built for a tab that is refused")
        #expect(harness.stackIDs == ["Main", "Notes"])
    }

    @Test func aStateSelectingATabNeverShownBuildsItsRoot() throws {
        let log = BuildLog()
        let harness = try harness(log)
        try harness.start()
        var state = harness.navigator.state
        state.stack[0].container?.selected = 0
        try harness.navigator.restore(state: state)
        #expect(harness.stackIDs == ["Main", "List"])
        try harness.navigator.selectTab("Notes")
        #expect(harness.stackIDs == ["Main", "Notes"])
    }
}
