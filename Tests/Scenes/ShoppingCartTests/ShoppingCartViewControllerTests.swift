import SceneRuntime
import SceneTesting
import Testing

@testable import ShoppingCart

@Suite @MainActor struct ShoppingCartViewControllerTests {
    @Test(arguments: [
        ("4", 400), ("4.5", 450), ("4.50", 450), ("0.05", 5), ("12.34", 1234), ("999999.99", 99_999_999),
    ])
    func readsPrices(text: String, cents: Int) {
        #expect(ShoppingCartViewController.cents(text) == cents)
    }

    @Test(arguments: ["+4", "4.+5", "-1", "4.", ".5", "4.555", "1e3", "4,50", "", "1234567", "٤", "4.5.6", " 4"])
    func refusesWhatIsNotAPrice(text: String) {
        #expect(ShoppingCartViewController.cents(text) == nil)
    }

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
