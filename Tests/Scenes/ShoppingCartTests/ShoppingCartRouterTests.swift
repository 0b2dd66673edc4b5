import AccountsDomain
import Foundation
import SceneRuntime
import SceneTesting
import ShopDomain
import Testing

@testable import ShoppingCart

@Suite struct ShoppingCartRouterTests {
    /// A stand-in OrderSuccess with its contract: it takes the number of the order placed.
    static let orderSuccess = StandInScene.module(
        named: "OrderSuccess",
        interface: SceneInterface(inputs: [.init(name: "orderID", type: .integer, isRequired: true)], outputs: []))

    /// What the stand-in Login exposes; the cart passes it nothing.
    final class LoginDataStoreSpy {}

    /// `signedIn`, as the Login module registers it.
    static let signedIn = SceneCondition("signedIn") { environment in
        AccountsWorker(dataDirectory: environment.dataDirectory).signedInUser != nil
    }

    /// The app's checkout: performed by the `checkout` action, guarded by a sign-in.
    static let storyboard = """
        { "version": 2, "initial": "ShoppingCart", "scenes": [
          { "id": "ShoppingCart", "module": "ShoppingCart", "title": "Shopping cart", "segues": [
              { "id": "Success", "to": "OrderSuccess", "style": "push", "action": "checkout",
                "guards": [ { "condition": "signedIn", "redirect": "Login" } ],
                "pass": { "orderID": { "from": "orderNumber" } } } ] },
          { "id": "Login", "module": "Login", "title": "Sign in" },
          { "id": "OrderSuccess", "module": "OrderSuccess", "title": "Order placed" } ] }
        """

    nonisolated static let now = Date(timeIntervalSince1970: 1_700_000_000)

    let data = TemporaryDataDirectory()

    private var environment: SceneEnvironment {
        SceneEnvironment(dataDirectory: data.path, now: { ShoppingCartRouterTests.now })
    }

    private func makeHarness() throws -> NavigatorHarness {
        let harness = try NavigatorHarness(
            storyboard: Self.storyboard,
            modules: [
                ShoppingCartConfigurator.module,
                StandInScene.module(named: "Login") { LoginDataStoreSpy() }.adding(conditions: [Self.signedIn]),
                Self.orderSuccess,
            ],
            environment: environment)
        try harness.start()
        return harness
    }

    /// The order whose number the cart passed to the stand-in OrderSuccess on top.
    private func placedOrder(in harness: NavigatorHarness) throws -> Order? {
        guard case .integer(let number) = try harness.topDataStore(as: StandInValues.self).inputs["orderID"] else {
            return nil
        }
        return ShopWorker(dataDirectory: data.path, now: { Self.now }).fetchOrders().first { $0.number == number }
    }

    private func signInDemoUser() throws {
        _ = try AccountsWorker(dataDirectory: data.path).signIn(email: "demo@example.com", password: "password1")
    }

    private func errors(in harness: NavigatorHarness) -> [Screen.Line] {
        harness.navigator.topScene?.screen.lines.filter { if case .error = $0 { true } else { false } } ?? []
    }

    @Test func theCartShowsItsLinesAndSummary() throws {
        // Given / When
        let harness = try makeHarness()
        // Then
        #expect(
            harness.navigator.topScene?.screen
                == Screen([
                    .item(number: 1, "1 × Swift T-shirt at $19.99 = $19.99"), .item(number: 2, "2 × Sticker pack at $4.50 = $9.00"),
                    .text("3 items, total $28.99"),
                ]))
    }

    // MARK: Checkout with nobody signed in

    @Test func checkoutWithNobodySignedInPresentsTheSignInModally() throws {
        // Given
        let harness = try makeHarness()
        // When
        try harness.perform("checkout")
        // Then
        #expect(harness.stackIDs == ["ShoppingCart", "Login"])
        #expect(harness.navigator.topScene?.presentation == .modal)
        #expect(ShopWorker(dataDirectory: data.path, now: { Date() }).fetchCart() == ShopWorker.sampleCart)
    }

    @Test func dismissingTheSignInCancelsTheCheckout() throws {
        // Given
        let harness = try makeHarness()
        try harness.perform("checkout")
        // When
        try harness.navigator.dismiss()
        // Then the stack and the cart are as before
        #expect(harness.stackIDs == ["ShoppingCart"])
        #expect(errors(in: harness).isEmpty)
        #expect(harness.navigator.topScene?.screen.lines.first == .item(number: 1, "1 × Swift T-shirt at $19.99 = $19.99"))
        #expect(ShopWorker(dataDirectory: data.path, now: { Date() }).fetchCart() == ShopWorker.sampleCart)
    }

    @Test func signingInFromTheModalFinishesTheCheckout() throws {
        // Given the sign-in presented by the guard
        let harness = try makeHarness()
        try harness.perform("checkout")
        #expect(harness.stackIDs == ["ShoppingCart", "Login"])
        // When the user signs in and the sign-in goes away
        try signInDemoUser()
        try harness.navigator.dismiss()
        // Then the checkout goes on: the order of the cart's lines is placed and shown
        #expect(harness.stackIDs == ["ShoppingCart", "OrderSuccess"])
        let order = try #require(try placedOrder(in: harness))
        #expect(order.customerName == "Demo User")
        #expect(order.customerEmail == "demo@example.com")
        #expect(order.totalCents == 2899)
    }

    // MARK: Checkout with a user signed in

    @Test func checkoutWithAUserSignedInPushesTheConfirmationWithTheOrder() throws {
        // Given
        try signInDemoUser()
        let harness = try makeHarness()
        // When
        try harness.perform("checkout")
        // Then
        #expect(harness.stackIDs == ["ShoppingCart", "OrderSuccess"])
        #expect(harness.navigator.topScene?.presentation == .push)
        let order = try #require(try placedOrder(in: harness))
        #expect(
            order
                == Order(
                    number: 1, items: ShopWorker.sampleCart, customerName: "Demo User",
                    customerEmail: "demo@example.com", date: Self.now))
        #expect(order.totalCents == 2899)
        #expect(order.totalCents.map(Money.dollars) == "$28.99")
    }

    @Test func theOrderIncludesWhatWasAddedToTheCart() throws {
        // Given
        try signInDemoUser()
        let harness = try makeHarness()
        try harness.perform("add", "Coffee", "4.5", "2")
        #expect(harness.navigator.topScene?.screen.lines.suffix(2) == [.text("5 items, total $37.99"), .success("added 2 × Coffee")])
        // When
        try harness.perform("checkout")
        // Then
        let order = try #require(try placedOrder(in: harness))
        #expect(order.items.last == CartItem(name: "Coffee", priceCents: 450, quantity: 2))
        #expect(order.totalCents == 3799)
    }

    @Test func backFromTheConfirmationShowsTheEmptyCart() throws {
        // Given
        try signInDemoUser()
        let harness = try makeHarness()
        try harness.perform("checkout")
        // When
        try harness.navigator.back()
        // Then
        #expect(harness.stackIDs == ["ShoppingCart"])
        #expect(harness.navigator.topScene?.screen == Screen([.text("The cart is empty.")]))
    }

    @Test func checkoutOfAnEmptyCartStaysAndSaysWhy() throws {
        // Given
        try signInDemoUser()
        _ = try ShopWorker(dataDirectory: data.path, now: { Date() }).placeOrder(
            customerName: "Someone", customerEmail: "someone@example.com")
        let harness = try makeHarness()
        // When
        try harness.perform("checkout")
        // Then
        #expect(harness.stackIDs == ["ShoppingCart"])
        #expect(errors(in: harness) == [.error("the cart is empty; add something first")])
    }

    // MARK: Actions

    @Test func addSaysAPriceMustBeAboveZero() throws {
        let harness = try makeHarness()
        #expect(
            throws: ActionError.invalidArgument(action: "add", name: "PRICE", value: "0", expected: "above zero")
        ) {
            try harness.perform("add", "Mug", "0")
        }
        #expect(
            throws: ActionError.invalidArgument(
                action: "add", name: "PRICE", value: "1000000.01", expected: "at most $1,000,000.00")
        ) {
            try harness.perform("add", "Mug", "1000000.01")
        }
    }

    @Test(arguments: ["abc", "0.0.0", "4.567", "-1", "1.2.3"])
    func addRefusesAPriceThatIsNotOne(price: String) throws {
        // Given
        let harness = try makeHarness()
        // When / Then
        #expect(
            throws: ActionError.invalidArgument(
                action: "add", name: "PRICE", value: price, expected: "a price from $0.01 to $1,000,000.00, like 4.50")
        ) {
            try harness.perform("add", "Coffee", price)
        }
        #expect(ShopWorker(dataDirectory: data.path, now: { Date() }).fetchCart() == ShopWorker.sampleCart)
    }

    @Test(arguments: ["0", "-1", "10000", "9223372036854775807", "-9223372036854775808", "99999999999999999999"])
    func addRefusesAQuantityOutsideItsLimits(quantity: String) throws {
        // Given
        let harness = try makeHarness()
        // When / Then
        #expect(
            throws: ActionError.outOfRange(action: "add", name: "QUANTITY", value: quantity, range: 1...9_999)
        ) {
            try harness.perform("add", "Coffee", "4.50", quantity)
        }
        #expect(ShopWorker(dataDirectory: data.path, now: { Date() }).fetchCart() == ShopWorker.sampleCart)
    }

    @Test func removeTakesOutTheLineTheUserSawOrSaysItIsGone() throws {
        // Given a cart shown as 1. T-shirt, 2. Sticker pack, changed meanwhile by another process
        let harness = try makeHarness()
        let other = ShopWorker(dataDirectory: data.path, now: { Date() })
        try other.remove(ShopWorker.sampleCart[0])
        try other.add(CartItem(name: "Mug", priceCents: 1250, quantity: 1))
        // When the user removes line 1, the T-shirt they saw
        try harness.perform("remove", "1")
        // Then nothing else is removed, and the list shown is the cart as it is now
        #expect(
            errors(in: harness) == [
                .error("Swift T-shirt is no longer in the cart; it may have been removed or bought meanwhile")
            ])
        #expect(other.fetchCart().map(\.name) == ["Sticker pack", "Mug"])
        #expect(
            harness.navigator.topScene?.screen.lines.prefix(2) == [
                .item(number: 1, "2 × Sticker pack at $4.50 = $9.00"), .item(number: 2, "1 × Mug at $12.50 = $12.50"),
            ])
        // When the user removes line 2 of the list now shown
        try harness.perform("remove", "2")
        // Then the Mug is removed and saved
        #expect(other.fetchCart().map(\.name) == ["Sticker pack"])
        #expect(harness.navigator.topScene?.screen.lines.contains(.success("removed Mug")) == true)
    }

    @Test func emptyTakesOutEverythingAndIsSaved() throws {
        // Given
        let harness = try makeHarness()
        // When
        try harness.perform("empty")
        // Then
        #expect(
            harness.navigator.topScene?.screen
                == Screen([.text("The cart is empty."), .success("the cart was emptied")]))
        #expect(ShopWorker(dataDirectory: data.path, now: { Date() }).fetchCart() == [])
        #expect(throws: ActionError.tooManyArguments(action: "empty", usage: "empty")) {
            try harness.perform("empty", "1")
        }
    }

    @Test func addingPastTheLimitOfATotalSaysSoAndSavesNothing() throws {
        // Given
        let harness = try makeHarness()
        // When
        try harness.perform("add", "Gift", "1000000", "9999")
        try harness.perform("add", "Sticker pack", "4.50", "9998")
        // Then
        #expect(
            errors(in: harness) == [
                .error(
                    "a line holds from 1 to 9999 of an item; 10000 of Sticker pack is not possible,"
                        + " and the cart was not changed")
            ])
        #expect(ShopWorker(dataDirectory: data.path, now: { Date() }).fetchCart() == ShopWorker.sampleCart)
    }

    @Test func theCartIsReleasedWhenItLeavesTheStack() throws {
        // Given
        let harness = try makeHarness()
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        // When
        try harness.navigator.replaceRoot(with: "OrderSuccess", inputs: ["orderID": .integer(1)])
        // Then
        #expect(leaks.alive.isEmpty)
    }
}
