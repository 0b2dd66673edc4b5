import AccountsDomain
import Foundation
import SceneRuntime
import SceneTesting
import ShopDomain
import Testing

@testable import OrderSuccess

@Suite struct OrderSuccessRouterTests {
    /// The root and the cart are stand-ins that offer an order number, as the shopping cart does:
    /// Menu > Cart > OrderSuccess, the storyboard passing the number to OrderSuccess.
    static let storyboard = """
        { "version": 2, "initial": "Menu", "scenes": [
          { "id": "Menu", "module": "OrderPlacer", "title": "Menu",
            "segues": [ { "id": "Shop", "to": "Cart", "style": "push" } ] },
          { "id": "Cart", "module": "OrderPlacer", "title": "Cart",
            "segues": [ { "id": "PlaceOrder", "to": "OrderSuccess", "style": "push",
                          "pass": { "orderID": { "from": "orderNumber" } } } ] },
          { "id": "OrderSuccess", "module": "OrderSuccess", "title": "Order placed",
            "segues": [ { "id": "Done", "to": "Menu", "style": "unwind" } ] } ] }
        """

    static let orderPlacer = StandInScene.module(
        named: "OrderPlacer",
        interface: SceneInterface(inputs: [], outputs: [.init(name: "orderNumber", type: .integer)]))

    let data = TemporaryDataDirectory()

    private func makeHarness() throws -> NavigatorHarness {
        try NavigatorHarness(
            storyboard: Self.storyboard, modules: [OrderSuccessConfigurator.module, Self.orderPlacer],
            environment: SceneEnvironment(
                dataDirectory: data.path, now: { Date(timeIntervalSince1970: 1_700_000_000) }))
    }

    /// Places an order in the data directory, then Menu > Cart > OrderSuccess with `number` (the
    /// order's, unless given).
    private func showConfirmation(number: Int? = nil) throws -> NavigatorHarness {
        // The confirmation shows only the signed-in customer's orders.
        _ = try AccountsWorker(dataDirectory: data.path).signIn(email: "demo@example.com", password: "password1")
        let order = try ShopWorker(dataDirectory: data.path, now: { Date(timeIntervalSince1970: 1_700_000_000) })
            .placeOrder(customerName: "Demo User", customerEmail: "demo@example.com")
        let harness = try makeHarness()
        try harness.start()
        try harness.navigator.performSegue("Shop")
        try harness.topDataStore(as: StandInValues.self).outputs["orderNumber"] = .integer(number ?? order.number)
        try harness.navigator.performSegue("PlaceOrder")
        return harness
    }

    @Test func theConfirmationShowsTheOrderWhoseNumberItIsGiven() throws {
        // Given / When
        let harness = try showConfirmation()
        // Then
        #expect(harness.stackIDs == ["Menu", "Cart", "OrderSuccess"])
        #expect(harness.topInputs == ["orderID": .integer(1)])
        #expect(
            harness.navigator.topScene?.screen
                == Screen([
                    .success("order #1 is placed; thank you, Demo User"),
                    .item(number: nil, "1 × Swift T-shirt at $19.99 = $19.99"), .item(number: nil, "2 × Sticker pack at $4.50 = $9.00"),
                    .field(label: "Total", value: "$28.99"),
                ]))
    }

    @Test func theConfirmationOfNoOrderSaysSo() throws {
        // Given / When
        let harness = try showConfirmation(number: 42)
        // Then
        #expect(
            harness.navigator.topScene?.screen
                == Screen([.success("No order"), .field(label: "Total", value: "-")]))
    }

    @Test func doneUnwindsToTheMenu() throws {
        // Given
        let harness = try showConfirmation()
        // When
        try harness.perform("done")
        // Then
        #expect(harness.stackIDs == ["Menu"])
        #expect(harness.navigator.topScene?.presentation == .root)
    }

    @Test func doneReleasesTheConfirmation() throws {
        // Given
        let harness = try showConfirmation()
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        // When
        try harness.perform("done")
        // Then
        #expect(leaks.count == 4)
        #expect(leaks.alive.isEmpty)
    }

    @Test func doneWithoutTheMenuBelowIsRefusedAndStays() throws {
        // Given the confirmation as the root
        let harness = try makeHarness()
        try harness.show("OrderSuccess", inputs: ["orderID": 1])
        // When / Then
        #expect(
            throws: RoutingError.unwindDestinationNotOnStack(segue: "Done", destination: "Menu", stack: ["OrderSuccess"])
        ) {
            try harness.perform("done")
        }
        #expect(harness.stackIDs == ["OrderSuccess"])
    }

    @Test func doneTakesNoArguments() throws {
        // Given
        let harness = try showConfirmation()
        // When / Then
        #expect(throws: ActionError.tooManyArguments(action: "done", usage: "done")) {
            try harness.perform("done", "now")
        }
        #expect(harness.stackIDs == ["Menu", "Cart", "OrderSuccess"])
    }
}
