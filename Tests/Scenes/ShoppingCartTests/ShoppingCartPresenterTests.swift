import Foundation
import SceneStore
import ShopDomain
import Testing

@testable import ShoppingCart

@Suite struct ShoppingCartPresenterTests {
    final class ShoppingCartDisplayLogicSpy: ShoppingCartDisplayLogic {
        var displayCartCalled = false
        var cartViewModel: ShoppingCart.FetchCart.ViewModel?
        var displayCheckoutCalled = false
        var checkoutViewModel: ShoppingCart.Checkout.ViewModel?

        func displayCart(viewModel: ShoppingCart.FetchCart.ViewModel) {
            displayCartCalled = true
            cartViewModel = viewModel
        }

        func displayCheckout(viewModel: ShoppingCart.Checkout.ViewModel) {
            displayCheckoutCalled = true
            checkoutViewModel = viewModel
        }
    }

    let spy = ShoppingCartDisplayLogicSpy()

    private func makeSUT() -> ShoppingCartPresenter {
        let sut = ShoppingCartPresenter()
        sut.viewController = spy
        return sut
    }

    // MARK: Cart

    @Test func presentCartFormatsEachLineAndTheSummaryInDollars() {
        // Given
        let sut = makeSUT()
        // When
        sut.presentCart(response: ShoppingCart.FetchCart.Response(items: ShopWorker.sampleCart, problem: nil))
        // Then
        #expect(spy.displayCartCalled)
        #expect(
            spy.cartViewModel
                == ShoppingCart.FetchCart.ViewModel(
                    lines: ["1 × Swift T-shirt at $19.99 = $19.99", "2 × Sticker pack at $4.50 = $9.00"], summary: "3 items, total $28.99",
                    message: nil, error: nil))
    }

    @Test func presentCartCountsASingleItemInTheSingular() {
        // Given
        let sut = makeSUT()
        // When
        sut.presentCart(
            response: ShoppingCart.FetchCart.Response(
                items: [CartItem(name: "Coffee", priceCents: 5, quantity: 1)], problem: nil))
        // Then
        #expect(spy.cartViewModel?.lines == ["1 × Coffee at $0.05 = $0.05"])
        #expect(spy.cartViewModel?.summary == "1 item, total $0.05")
    }

    @Test func presentCartShowsATotalPastTheLimitWithoutComputingIt() {
        // Given a cart file edited by hand: each line within its limits, the total past them
        let sut = makeSUT()
        let gift = CartItem(name: "Gift", priceCents: 100_000_000, quantity: 9_999)
        // When
        sut.presentCart(
            response: ShoppingCart.FetchCart.Response(
                items: [gift, gift, CartItem(name: "Odd", priceCents: Int.max, quantity: Int.max)], problem: nil))
        // Then
        #expect(
            spy.cartViewModel?.lines == [
                "9999 × Gift at $1,000,000.00 = more than $1,000,000,000.00", "9999 × Gift at $1,000,000.00 = more than $1,000,000,000.00",
                "\(Int.max) × Odd at $92,233,720,368,547,758.07 = more than $1,000,000,000.00",
            ])
        #expect(spy.cartViewModel?.summary.hasSuffix("items, total more than $1,000,000,000.00") == true)
    }

    @Test func presentCartPassesTheMessageOfAChange() {
        // Given
        let sut = makeSUT()
        // When
        sut.presentCart(response: ShoppingCart.FetchCart.Response(items: [], problem: nil, message: "removed Mug"))
        // Then
        #expect(spy.cartViewModel?.message == "removed Mug")
    }

    @Test func presentCartSaysWhenTheCartIsEmpty() {
        // Given
        let sut = makeSUT()
        // When
        sut.presentCart(response: ShoppingCart.FetchCart.Response(items: [], problem: nil))
        // Then
        #expect(
            spy.cartViewModel
                == ShoppingCart.FetchCart.ViewModel(lines: [], summary: "The cart is empty.", message: nil, error: nil))
    }

    @Test func presentCartShowsTheProblemAsAnError() {
        // Given
        let sut = makeSUT()
        // When
        sut.presentCart(
            response: ShoppingCart.FetchCart.Response(
                items: [], problem: .change(.storage(.unwritable(file: "cart.json", reason: "disk full")))))
        // Then
        #expect(spy.cartViewModel?.error == "cart.json could not be saved: disk full")
    }

    @Test(arguments: [
        (ShoppingCart.FetchCart.Problem.noSuchLine(number: 4), "there is no line 4 in the cart"),
        (.change(.noSuchLine(name: "Mug")), "Mug is no longer in the cart; it may have been removed or bought meanwhile"),
        (
            .files(.unreadable(file: "users.json", reason: "permission denied")),
            "users.json could not be read (permission denied); it was left as it is, and nothing will be saved over it"
        ),
    ])
    func presentCartWordsEveryProblem(problem: ShoppingCart.FetchCart.Problem, message: String) {
        // Given
        let sut = makeSUT()
        // When
        sut.presentCart(response: ShoppingCart.FetchCart.Response(items: [], problem: problem))
        // Then
        #expect(spy.cartViewModel?.error == message)
    }

    // MARK: Checkout

    @Test func presentCheckoutOfAPlacedOrderLeadsToTheConfirmation() {
        // Given
        let sut = makeSUT()
        let order = Order(
            number: 1, items: ShopWorker.sampleCart, customerName: "Demo User", customerEmail: "demo@example.com",
            date: Date(timeIntervalSince1970: 1_700_000_000))
        // When
        sut.presentCheckout(response: ShoppingCart.Checkout.Response(outcome: .placed(order)))
        // Then
        #expect(spy.displayCheckoutCalled)
        #expect(spy.checkoutViewModel == ShoppingCart.Checkout.ViewModel(next: .orderPlaced, error: nil))
    }

    @Test func presentCheckoutWithNobodySignedInSaysToSignIn() {
        // Given
        let sut = makeSUT()
        // When
        sut.presentCheckout(response: ShoppingCart.Checkout.Response(outcome: .notSignedIn))
        // Then
        #expect(
            spy.checkoutViewModel
                == ShoppingCart.Checkout.ViewModel(next: nil, error: "sign in to check out; the order was not placed"))
    }

    @Test(arguments: [
        (
            ShoppingCart.Checkout.Outcome.cancelled,
            "checkout needs a signed-in user; the order was not placed"
        ),
        (.failed(.emptyCart), "the cart is empty; add something first"),
        (
            .failed(.totalTooLarge),
            "the total is more than $1,000,000,000.00, the most an order may be; remove something first"
        ),
        (
            .failed(.storage(.unwritable(file: "orders.json", reason: "disk full"))),
            "the order could not be saved: orders.json could not be saved: disk full"
        ),
    ])
    func presentCheckoutThatFailedStaysAndSaysWhy(outcome: ShoppingCart.Checkout.Outcome, error: String) {
        // Given
        let sut = makeSUT()
        // When
        sut.presentCheckout(response: ShoppingCart.Checkout.Response(outcome: outcome))
        // Then
        #expect(spy.checkoutViewModel == ShoppingCart.Checkout.ViewModel(next: nil, error: error))
    }

    @Test func presenterHoldsTheViewControllerWeakly() {
        // Given
        let sut = ShoppingCartPresenter()
        var viewController: ShoppingCartDisplayLogicSpy? = ShoppingCartDisplayLogicSpy()
        weak let weakViewController = viewController
        sut.viewController = viewController
        // When
        viewController = nil
        // Then
        #expect(weakViewController == nil)
        #expect(sut.viewController == nil)
        sut.presentCart(response: ShoppingCart.FetchCart.Response(items: [], problem: nil))
    }
}
