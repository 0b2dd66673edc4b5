import SceneTesting
import Testing

@testable import SceneRuntime
@testable import SceneShell

/// The lifecycle check of `scenes explore`: the navigator's own order passes; calls out of order,
/// a scene left shown under the top, and a scene that left the stack shown are reported.
@Suite @MainActor struct LifecycleOrderTests {
    func makeHarness() throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: """
                { "version": 1, "initial": "A", "scenes": [
                  { "id": "A", "module": "A", "title": "A", "segues": [
                      { "id": "Push", "to": "B", "style": "push" },
                      { "id": "Show", "to": "C", "style": "modal" } ] },
                  { "id": "B", "module": "B", "title": "B", "segues": [
                      { "id": "Root", "to": "C", "style": "replace" } ] },
                  { "id": "C", "module": "C", "title": "C" } ] }
                """,
            modules: ["A", "B", "C"].map { StandInScene.moduleRoutingEverySegue(named: $0) })
        try harness.start()
        return harness
    }

    @Test func theNavigatorsOwnOrderPasses() throws {
        // Given
        let harness = try makeHarness()
        let order = LifecycleOrder(harness.navigator)
        // When / Then: every kind of move, checked after each as the probe does
        try harness.navigator.performSegue("Push")
        #expect(order.check(harness.navigator) == [])
        try harness.navigator.back()
        #expect(order.check(harness.navigator) == [])
        try harness.navigator.performSegue("Show")
        #expect(order.check(harness.navigator) == [])
        try harness.navigator.dismiss()
        #expect(order.check(harness.navigator) == [])
        try harness.navigator.performSegue("Push")
        try harness.navigator.performSegue("Root")
        #expect(order.check(harness.navigator) == [])
        try harness.navigator.restore([
            NavigationState.Entry(sceneID: "A", presentation: .root, inputs: [:]),
            NavigationState.Entry(sceneID: "B", presentation: .push, inputs: [:]),
        ])
        #expect(order.check(harness.navigator) == [])
        try harness.navigator.popToRoot()
        #expect(order.check(harness.navigator) == [])
    }

    @Test func aCallOutOfOrderIsReported() throws {
        // Given a shown top scene
        let harness = try makeHarness()
        let order = LifecycleOrder(harness.navigator)
        let top = try #require(harness.navigator.topScene)
        // When it is told it appears again, and loads again
        harness.navigator.lifecycleWitness?(top, .viewDidAppear)
        harness.navigator.lifecycleWitness?(top, .viewDidLoad)
        // Then
        #expect(
            order.check(harness.navigator) == [
                "lifecycle order: viewDidAppear on scene 'A' when it was shown",
                "lifecycle order: viewDidLoad on scene 'A' when it was shown",
                "lifecycle order: scene 'A' is visible but loaded, not shown",
            ])
    }

    @Test func aSceneLeftShownUnderTheTopOrOffTheStackIsReported() throws {
        // Given A under B
        let harness = try makeHarness()
        try harness.navigator.performSegue("Push")
        let order = LifecycleOrder(harness.navigator)
        let bottom = harness.navigator.stack[0]
        // When A is told it appears without B disappearing
        harness.navigator.lifecycleWitness?(bottom, .viewWillAppear)
        // Then
        #expect(order.check(harness.navigator) == ["lifecycle order: scene 'A' is under the top but appearing"])
        // When B is made to leave the stack while still shown (its disappearance skipped)
        harness.navigator.lifecycleWitness = nil
        try harness.navigator.back()
        // Then: B left shown; A was never told it appeared again
        let problems = order.check(harness.navigator)
        #expect(problems.contains("lifecycle order: scene 'B' left the stack shown"))
        #expect(problems.contains("lifecycle order: scene 'A' is visible but appearing, not shown"))
    }
}
