import SceneRuntime
import SceneTesting
import Shop
import Testing

@testable import Login

@Suite struct LoginSceneTests {
    /// The context the cart's stand-in was built with.
    final class CartContext {
        var context: SceneContext?
    }

    @Test func signingInDismissesItAndTheCheckoutItInterruptedGoesOn() throws {
        // Given: a cart whose checkout the coordinator started, which presented the sign-in
        let cart = CartContext()
        let harness = try NavigatorHarness(
            storyboard: """
                { "version": 2, "initial": "Cart", "scenes": [
                  { "id": "Cart", "module": "Cart", "title": "Cart", "segues": [
                    { "id": "Login", "to": "Login", "style": "modal" },
                    { "id": "Success", "to": "Success" } ] },
                  { "id": "Login", "module": "Login", "title": "Sign in" },
                  { "id": "Success", "module": "Success", "title": "Order placed" } ] }
                """,
            modules: [
                LoginConfigurator.module, StandInScene.moduleRoutingEverySegue(named: "Success"),
                SceneModule(name: "Cart") { context in
                    cart.context = context
                    return (StandInViewController(), StandInPassThroughRouter())
                },
            ])
        try harness.start()
        let context = try #require(cart.context)
        try ShopCoordinator.shared(in: context).checkout(from: context)
        #expect(harness.stackIDs == ["Cart", "Login"])
        // When: a refused name, then one that signs in
        try harness.perform("signin", "R2D2")
        #expect(harness.navigator.topScene?.screen.lines.contains(.error("a name is letters only")) == true)
        try harness.perform("signin", "Ada")
        // Then
        #expect(harness.stackIDs == ["Cart", "Success"])
        #expect(ShopCoordinator.shared(in: context).isSignedIn)
    }
}
