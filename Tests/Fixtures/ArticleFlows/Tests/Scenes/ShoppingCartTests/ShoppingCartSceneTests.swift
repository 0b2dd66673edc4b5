import SceneRuntime
import SceneTesting
import Testing

@testable import ShoppingCart

@Suite struct ShoppingCartSceneTests {
    /// The cart, a sign-in presented over it, and the order placed, as the app's storyboard has them.
    static let storyboard = """
        { "version": 2, "initial": "ShoppingCart", "scenes": [
          { "id": "ShoppingCart", "module": "ShoppingCart", "title": "Cart", "segues": [
            { "id": "Login", "to": "Login", "style": "modal" },
            { "id": "Success", "to": "OrderSuccess", "pass": { "order": { "from": "orderNumber" } } } ] },
          { "id": "Login", "module": "Login", "title": "Sign in" },
          { "id": "OrderSuccess", "module": "OrderSuccess", "title": "Order placed" } ] }
        """

    @Test func checkingOutSignsInFirstThenPassesTheOrderNumberOn() throws {
        let success = StandInScene.module(
            named: "OrderSuccess",
            interface: SceneInterface(inputs: [.init(name: "order", type: .integer, isRequired: true)], outputs: []))
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [ShoppingCartConfigurator.module, StandInScene.module(named: "Login", interface: .empty), success])
        try harness.start()
        #expect(
            harness.navigator.topScene?.screen
                == Screen([.text("Tea  3.50"), .text("Biscuits  2.25"), .text("Total 5.75"), .text("Type 'checkout' to place the order.")]))
        try harness.perform("checkout")
        #expect(harness.stackIDs == ["ShoppingCart", "Login"])
    }
}
