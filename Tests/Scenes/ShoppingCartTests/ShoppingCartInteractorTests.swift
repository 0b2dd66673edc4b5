import AccountsDomain
import Foundation
import SceneStore
import SceneTesting
import ShopDomain
import Testing

@testable import ShoppingCart

@Suite struct ShoppingCartInteractorTests {
    final class ShoppingCartPresentationLogicSpy: ShoppingCartPresentationLogic {
        var cartResponses: [ShoppingCart.FetchCart.Response] = []
        var checkoutOutcomes: [ShoppingCart.Checkout.Outcome] = []

        func presentCart(response: ShoppingCart.FetchCart.Response) {
            cartResponses.append(response)
        }

        func presentCheckout(response: ShoppingCart.Checkout.Response) {
            checkoutOutcomes.append(response.outcome)
        }
    }

    nonisolated static let now = Date(timeIntervalSince1970: 1_700_000_000)

    let data = TemporaryDataDirectory()

    private func makeShop() -> ShopWorker {
        ShopWorker(dataDirectory: data.path, now: { ShoppingCartInteractorTests.now })
    }

    private func makeSUT() -> (sut: ShoppingCartInteractor, spy: ShoppingCartPresentationLogicSpy) {
        let sut = ShoppingCartInteractor(shop: makeShop(), accounts: AccountsWorker(dataDirectory: data.path))
        let spy = ShoppingCartPresentationLogicSpy()
        sut.presenter = spy
        return (sut, spy)
    }

    private func signInDemoUser() throws {
        _ = try AccountsWorker(dataDirectory: data.path).signIn(email: "demo@example.com", password: "password1")
    }

    private func demoOrder(number: Int, items: [CartItem] = ShopWorker.sampleCart) -> Order {
        Order(
            number: number, items: items, customerName: "Demo User", customerEmail: "demo@example.com",
            date: Self.now)
    }

    // MARK: Cart

    @Test func fetchCartPresentsTheSampleCartOfANewDataDirectory() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.fetchCart(request: ShoppingCart.FetchCart.Request())
        // Then
        #expect(spy.cartResponses.map(\.items) == [ShopWorker.sampleCart])
        #expect(spy.cartResponses.first?.problem == nil)
    }

    @Test func fetchCartReportsAnUnreadableCartAndGoesOnWithAnEmptyOne() throws {
        // Given
        try Data("[{\"name\": 1}]".utf8).write(to: URL(fileURLWithPath: data.file("cart.json")))
        let (sut, spy) = makeSUT()
        // When
        sut.fetchCart(request: ShoppingCart.FetchCart.Request())
        // Then
        let response = try #require(spy.cartResponses.first)
        #expect(response.items == [])
        #expect(
            response.problem
                == .files(
                    .corrupt(file: "cart.json", reason: "expected String at [0].name", keptAs: "cart.json.corrupt-1")))
    }

    @Test func addItemAddsALineAndPresentsTheCart() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.addItem(request: ShoppingCart.AddItem.Request(name: "Coffee", priceCents: 450, quantity: 2))
        // Then
        let expected = ShopWorker.sampleCart + [CartItem(name: "Coffee", priceCents: 450, quantity: 2)]
        #expect(spy.cartResponses.map(\.items) == [expected])
        #expect(spy.cartResponses.first?.problem == nil)
        #expect(spy.cartResponses.first?.message == "added 2 × Coffee", "says what it did, as contacts and notes do")
        #expect(makeShop().fetchCart() == expected)
    }

    @Test func addItemAlreadyInTheCartAddsToItsQuantity() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.addItem(request: ShoppingCart.AddItem.Request(name: "Sticker pack", priceCents: 450, quantity: 3))
        // Then
        #expect(
            spy.cartResponses.first?.items == [
                CartItem(name: "Swift T-shirt", priceCents: 1999, quantity: 1),
                CartItem(name: "Sticker pack", priceCents: 450, quantity: 5),
            ])
    }

    // MARK: Checkout

    @Test func checkoutWithNobodySignedInPlacesNothing() throws {
        // Given (the storyboard's guard has the user sign in first; without it, nothing happens)
        let (sut, spy) = makeSUT()
        // When
        sut.checkout(request: ShoppingCart.Checkout.Request())
        // Then
        #expect(spy.checkoutOutcomes == [.notSignedIn])
        #expect(sut.placedOrder == nil)
        #expect(makeShop().fetchCart() == ShopWorker.sampleCart)
    }

    @Test func checkoutForTheSessionsUserPlacesTheOrderAndEmptiesTheCart() throws {
        // Given
        try signInDemoUser()
        let (sut, spy) = makeSUT()
        // When
        sut.checkout(request: ShoppingCart.Checkout.Request())
        // Then
        let order = demoOrder(number: 1)
        #expect(spy.checkoutOutcomes == [.placed(order)])
        #expect(sut.placedOrder == order)
        #expect(sut.placedOrder?.totalCents == 2899)
        #expect(makeShop().fetchCart() == [])
    }

    @Test func checkoutNumbersTheOrders() throws {
        // Given a first order
        try signInDemoUser()
        let (sut, spy) = makeSUT()
        sut.checkout(request: ShoppingCart.Checkout.Request())
        sut.addItem(request: ShoppingCart.AddItem.Request(name: "Coffee", priceCents: 450, quantity: 1))
        // When
        sut.checkout(request: ShoppingCart.Checkout.Request())
        // Then
        let coffee = [CartItem(name: "Coffee", priceCents: 450, quantity: 1)]
        #expect(spy.checkoutOutcomes == [.placed(demoOrder(number: 1)), .placed(demoOrder(number: 2, items: coffee))])
        #expect(sut.placedOrder?.number == 2)
    }

    @Test func checkoutOfAnEmptyCartFails() throws {
        // Given
        try signInDemoUser()
        _ = try makeShop().placeOrder(customerName: "Someone", customerEmail: "someone@example.com")
        let (sut, spy) = makeSUT()
        // When
        sut.checkout(request: ShoppingCart.Checkout.Request())
        // Then
        #expect(spy.checkoutOutcomes == [.failed(.emptyCart)])
        #expect(sut.placedOrder == nil)
    }
}
