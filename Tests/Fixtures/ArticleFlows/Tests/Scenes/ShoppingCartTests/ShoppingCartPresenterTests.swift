import Testing

@testable import ShoppingCart

@Suite struct ShoppingCartPresenterTests {
    final class ShoppingCartDisplayLogicSpy: ShoppingCartDisplayLogic {
        var carts: [ShoppingCart.FetchCart.ViewModel] = []
        var checkouts: [ShoppingCart.Checkout.ViewModel] = []

        func displayCart(viewModel: ShoppingCart.FetchCart.ViewModel) { carts.append(viewModel) }
        func displayCheckout(viewModel: ShoppingCart.Checkout.ViewModel) { checkouts.append(viewModel) }
    }

    @Test func theCartIsALinePerItemWithItsPriceThenTheTotal() {
        // Given
        let sut = ShoppingCartPresenter()
        let spy = ShoppingCartDisplayLogicSpy()
        sut.viewController = spy
        // When
        let items = [ShoppingCartWorker.Item(name: "Tea", cents: 350), .init(name: "Jam", cents: 5)]
        sut.presentCart(response: ShoppingCart.FetchCart.Response(items: items))
        // Then
        #expect(spy.carts == [.init(lines: ["Tea  3.50", "Jam  0.05"], total: "Total 3.55")])
    }

    @Test func anEmptyCartCannotBeCheckedOut() {
        let sut = ShoppingCartPresenter()
        let spy = ShoppingCartDisplayLogicSpy()
        sut.viewController = spy
        sut.presentCheckout(response: ShoppingCart.Checkout.Response(orderNumber: nil))
        sut.presentCheckout(response: ShoppingCart.Checkout.Response(orderNumber: 1))
        #expect(spy.checkouts == [.init(error: "the cart is empty"), .init(error: nil)])
    }
}
