import SceneRuntime
import SceneTesting
import Testing

@testable import ShoppingCart

@Suite @MainActor struct ShoppingCartViewControllerTests {
    @Test func aCheckoutWhoseSignInCannotBeShownIsForgotten() throws {
        // Given a cart whose storyboard has no Login segue and nobody signed in
        let data = TemporaryDataDirectory()
        let harness = try NavigatorHarness(
            storyboard: """
                { "version": 1, "initial": "Cart", "scenes": [ { "id": "Cart", "module": "ShoppingCart", "title": "Cart" } ] }
                """,
            modules: [ShoppingCartConfigurator.module], environment: SceneEnvironment(dataDirectory: data.path))
        try harness.start()
        // When checkout cannot present the sign-in
        #expect(throws: RoutingError.self) { try harness.navigator.topScene?.perform(action: "checkout") }
        // Then no checkout is left waiting for one
        let interactor = try #require(harness.navigator.topScene?.router as? ShoppingCartRouter).dataStore
        #expect(interactor?.awaitingSignIn == false)
    }
}
