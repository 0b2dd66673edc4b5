import SceneRuntime
import SceneTesting
import Testing

@testable import ShoppingCart

@Suite @MainActor struct ShoppingCartViewControllerTests {
    @Test func aCheckoutWithoutAGuardAndNobodySignedInPlacesNothing() throws {
        // Given a cart whose storyboard has no guard on its checkout and nobody signed in
        let data = TemporaryDataDirectory()
        let harness = try NavigatorHarness(
            storyboard: """
                { "version": 1, "initial": "Cart", "scenes": [ { "id": "Cart", "module": "ShoppingCart", "title": "Cart" } ] }
                """,
            modules: [ShoppingCartConfigurator.module], environment: SceneEnvironment(dataDirectory: data.path))
        try harness.start()
        // When
        try harness.navigator.topScene?.perform(action: "checkout")
        // Then the cart says why, and no order was placed
        let interactor = try #require(harness.navigator.topScene).dataStore(as: ShoppingCartInteractor.self)
        #expect(interactor.placedOrder == nil)
        #expect(harness.navigator.stack.map(\.id) == ["Cart"])
    }
}
