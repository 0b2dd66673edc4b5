import SceneTesting
import Testing

@testable import SceneRuntime

/// The navigator's state is its tree's value, kept in step: states a navigation apart share the
/// stacks it did not change, a state kept by an event or by history never changes after, and
/// `undo` of a tab switch reaches the state it left.
@Suite @MainActor struct NavigationStateSharingTests {
    private func harness() throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: ContainerTests.storyboard(),
            modules: [StandInScene.moduleRoutingEverySegue(named: "Leaf")])
        try harness.start()
        return harness
    }

    private func tabs(_ state: NavigationState) throws -> NavigationState.Container {
        try #require(state.root.last?.container)
    }

    @Test func aPushInOneTabSharesTheOtherTabsStackAndEveryEntryBelow() throws {
        let harness = try harness()
        let navigator = harness.navigator
        try navigator.selectTab("Notes")
        try navigator.performSegue("Write")
        try navigator.selectTab("Contacts")
        let before = navigator.state
        try navigator.performSegue("Show")
        let after = navigator.state
        #expect(try tabs(after).tabs[1].top === tabs(before).tabs[1].top, "the Notes tab is shared, not copied")
        #expect(try tabs(after).tabs[0].prefix(1).top === tabs(before).tabs[0].top, "List's entry is shared")
        #expect(try tabs(after).tabs[0].ids == ["List", "Detail"])
        #expect(before.path.map(\.sceneID) == ["Main", "List"], "a state kept is not changed by what follows")
    }

    @Test func aTabSwitchChangesTheSelectionAndSharesEveryTab() throws {
        let harness = try harness()
        let navigator = harness.navigator
        try navigator.selectTab("Notes")
        let before = navigator.state
        try navigator.selectTab("Contacts")
        let after = navigator.state
        #expect(try tabs(before).selected == 1)
        #expect(try tabs(after).selected == 0)
        #expect(try tabs(after).tabs[0].top === tabs(before).tabs[0].top)
        #expect(try tabs(after).tabs[1].top === tabs(before).tabs[1].top)
        #expect(after.top?.sceneID == "List" && before.top?.sceneID == "Notes")
    }

    @Test func eventsCarryTheStateAfterThemAndKeepIt() throws {
        let harness = try harness()
        let recorder = NavigationRecorder(harness)
        try harness.navigator.performSegue("Show")
        try harness.navigator.back()
        let events = recorder.events
        #expect(events.map { $0.state.path.map(\.sceneID) } == [["Main", "List", "Detail"], ["Main", "List"]])
        #expect(events.last?.state == harness.navigator.state)
        #expect(events.first?.location == [NavigationState.TabLocation(container: "Main", tab: "Contacts")])
    }

    @Test func undoOfATabSwitchSelectsTheTabAgainAndBuildsNothing() throws {
        let harness = try harness()
        let navigator = harness.navigator
        try navigator.performSegue("Show")
        let detail = try #require(navigator.topScene)
        let before = navigator.state
        try navigator.selectTab("Notes")
        let recorder = NavigationRecorder(harness)
        try navigator.restore(returningTo: before)
        #expect(navigator.topScene === detail, "the scene it left is shown again, not built again")
        #expect(navigator.state.path.map(\.sceneID) == before.path.map(\.sceneID))
        #expect(try tabs(navigator.state).tabs[1].ids == ["Notes"], "the tab left keeps its root, built when shown")
        #expect(recorder.events.map(\.kind) == [.selectTab])
        // Anything else that differs builds the stack again.
        try navigator.back()
        try navigator.restore(returningTo: before)
        #expect(navigator.topScene !== detail)
        #expect(harness.stackIDs == ["Main", "List", "Detail"])
    }
}
