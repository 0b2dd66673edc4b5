import Foundation
import SceneRuntime
import SceneTesting
import ShopDomain
import Testing

@testable import OrderSuccess

@Suite @MainActor struct OrderSuccessRouterTests {
    static let order = Order(
        number: 3, items: ShopWorker.sampleCart, customerName: "Demo User", customerEmail: "demo@example.com",
        date: Date(timeIntervalSince1970: 1_700_000_000))

    /// A stand-in Menu cannot perform segues, so the root is a scene whose router places an order
    /// (through a cart) and pushes the confirmation: Menu > Cart > OrderSuccess.
    static let storyboard = """
        { "version": 1, "initial": "Menu", "scenes": [
          { "id": "Menu", "module": "OrderPlacer", "title": "Menu",
            "segues": [ { "id": "Shop", "to": "Cart", "style": "push" } ] },
          { "id": "Cart", "module": "OrderPlacer", "title": "Cart",
            "segues": [ { "id": "PlaceOrder", "to": "OrderSuccess", "style": "push" } ] },
          { "id": "OrderSuccess", "module": "OrderSuccess", "title": "Order placed",
            "segues": [ { "id": "Done", "to": "Menu", "style": "unwind" } ] } ] }
        """

    let data = TemporaryDataDirectory()

    private func makeHarness(initial: String = "Menu", order: Order? = Self.order) throws -> NavigatorHarness {
        try NavigatorHarness(
            storyboard: Self.storyboard.replacingOccurrences(
                of: "\"initial\": \"Menu\"", with: "\"initial\": \"\(initial)\""),
            modules: [OrderSuccessConfigurator.module, OrderPlacerScene.module(placing: order)],
            environment: SceneEnvironment(
                dataDirectory: data.path, now: { Date(timeIntervalSince1970: 1_700_000_000) }))
    }

    /// Menu > Cart > OrderSuccess.
    private func showConfirmation(order: Order? = Self.order) throws -> NavigatorHarness {
        let harness = try makeHarness(order: order)
        try harness.start()
        try harness.navigator.performSegue("Shop")
        try harness.navigator.performSegue("PlaceOrder")
        return harness
    }

    @Test func theConfirmationShowsTheOrderPassedIn() throws {
        // Given / When
        let harness = try showConfirmation()
        // Then
        #expect(harness.stackIDs == ["Menu", "Cart", "OrderSuccess"])
        #expect(try harness.topDataStore(as: (any OrderSuccessDataStore).self).order == Self.order)
        #expect(
            harness.navigator.topScene?.screen
                == Screen([
                    .success("Thank you, Demo User! Order #3 is placed."),
                    .item(number: nil, "1 x Swift T-shirt  $19.99"), .item(number: nil, "2 x Sticker pack  $9.00"),
                    .field(label: "Total", value: "$28.99"),
                ]))
    }

    @Test func theConfirmationOfNoOrderSaysSo() throws {
        // Given / When
        let harness = try showConfirmation(order: nil)
        // Then
        #expect(
            harness.navigator.topScene?.screen
                == Screen([.success("No order"), .field(label: "Total", value: "-")]))
    }

    @Test func doneUnwindsToTheMenu() throws {
        // Given
        let harness = try showConfirmation()
        // When
        try harness.navigator.topScene?.perform(action: "done")
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
        try harness.navigator.topScene?.perform(action: "done")
        // Then
        #expect(leaks.count == 4)
        #expect(leaks.alive.isEmpty)
    }

    @Test func doneWithoutTheMenuBelowIsRefusedAndStays() throws {
        // Given the confirmation as the root
        let harness = try makeHarness(initial: "OrderSuccess")
        try harness.start()
        // When / Then
        #expect(
            throws: RoutingError.unwindDestinationNotOnStack(segue: "Done", destination: "Menu", stack: ["OrderSuccess"])
        ) {
            try harness.navigator.topScene?.perform(action: "done")
        }
        #expect(harness.stackIDs == ["OrderSuccess"])
    }

    @Test func doneTakesNoArguments() throws {
        // Given
        let harness = try showConfirmation()
        // When / Then
        #expect(throws: ActionError.tooManyArguments(action: "done", usage: "done")) {
            try harness.navigator.topScene?.perform(action: "done", arguments: ["now"])
        }
        #expect(harness.stackIDs == ["Menu", "Cart", "OrderSuccess"])
    }
}

// MARK: - Scenes that lead to the confirmation

/// A scene module for the Menu and the Cart: `Shop` passes nothing; `PlaceOrder` passes a fixed
/// order to the destination's ``OrderSuccessDataStore``, as the shopping cart does.
@MainActor private enum OrderPlacerScene {
    static func module(placing order: Order?) -> SceneModule {
        SceneModule(name: "OrderPlacer") { _ in
            (StandInViewController(), OrderPlacerRouter(dataStore: OrderPlacer(order: order)))
        }
    }
}

@MainActor private final class OrderPlacer {
    let order: Order?

    init(order: Order?) {
        self.order = order
    }
}

@MainActor private final class OrderPlacerRouter: SceneRouter {
    let dataStore: OrderPlacer

    init(dataStore: OrderPlacer) {
        self.dataStore = dataStore
    }

    static let routes: RouteTable<OrderPlacerRouter> = [
        "Shop": { _, _ in },
        "PlaceOrder": { router, segue in
            try segue.destinationDataStore(as: (any OrderSuccessDataStore).self).order = router.dataStore.order
        },
    ]
}
