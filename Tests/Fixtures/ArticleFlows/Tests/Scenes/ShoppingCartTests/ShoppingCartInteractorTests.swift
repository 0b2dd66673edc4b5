import Testing

@testable import ShoppingCart

@Suite struct ShoppingCartInteractorTests {
    final class ShoppingCartPresentationLogicSpy: ShoppingCartPresentationLogic {
        var presentCartCalled = false
        var cart: [ShoppingCartWorker.Item] = []
        var orderNumbers: [Int?] = []

        func presentCart(response: ShoppingCart.FetchCart.Response) {
            presentCartCalled = true
            cart = response.items
        }

        func presentCheckout(response: ShoppingCart.Checkout.Response) {
            orderNumbers.append(response.orderNumber)
        }
    }

    @Test func fetchCartPresentsTheWorkersItems() {
        // Given
        let sut = ShoppingCartInteractor()
        let spy = ShoppingCartPresentationLogicSpy()
        sut.presenter = spy
        // When
        sut.fetchCart(request: ShoppingCart.FetchCart.Request())
        // Then
        #expect(spy.presentCartCalled)
        #expect(spy.cart.map(\.name) == ["Tea", "Biscuits"])
    }

    @Test func checkoutPlacesOneOrderAndOffersItsNumber() {
        // Given
        let sut = ShoppingCartInteractor()
        let spy = ShoppingCartPresentationLogicSpy()
        sut.presenter = spy
        // When: a second checkout (back from the sign-in) keeps the order placed
        sut.checkout(request: ShoppingCart.Checkout.Request())
        sut.checkout(request: ShoppingCart.Checkout.Request())
        // Then
        #expect(spy.orderNumbers == [1, 1])
        #expect(sut.orderNumber == 1)
        #expect(sut.worker.items.isEmpty)
    }
}
