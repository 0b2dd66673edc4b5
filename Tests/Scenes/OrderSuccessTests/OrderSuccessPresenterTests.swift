import Foundation
import ShopDomain
import Testing

@testable import OrderSuccess

@Suite struct OrderSuccessPresenterTests {
    final class OrderSuccessDisplayLogicSpy: OrderSuccessDisplayLogic {
        var displayOrderCalled = false
        var viewModel: OrderSuccess.ShowOrder.ViewModel?

        func displayOrder(viewModel: OrderSuccess.ShowOrder.ViewModel) {
            displayOrderCalled = true
            self.viewModel = viewModel
        }
    }

    let spy = OrderSuccessDisplayLogicSpy()

    private func makeSUT() -> OrderSuccessPresenter {
        let sut = OrderSuccessPresenter()
        sut.viewController = spy
        return sut
    }

    @Test func presentOrderThanksTheCustomerAndFormatsTheAmountsInDollars() {
        // Given
        let sut = makeSUT()
        let order = Order(
            number: 7, items: ShopWorker.sampleCart, customerName: "Demo User", customerEmail: "demo@example.com",
            date: Date(timeIntervalSince1970: 1_700_000_000))
        // When
        sut.presentOrder(response: OrderSuccess.ShowOrder.Response(order: order))
        // Then
        #expect(spy.displayOrderCalled)
        #expect(
            spy.viewModel
                == OrderSuccess.ShowOrder.ViewModel(
                    heading: "order #7 is placed; thank you, Demo User",
                    lines: ["1 × Swift T-shirt at $19.99 = $19.99", "2 × Sticker pack at $4.50 = $9.00"], total: "$28.99"))
    }

    @Test func presentOrderPadsCentsToTwoDigits() {
        // Given
        let sut = makeSUT()
        let order = Order(
            number: 1, items: [CartItem(name: "Gum", priceCents: 5, quantity: 21)], customerName: "Ada",
            customerEmail: "ada@example.com", date: Date(timeIntervalSince1970: 1_700_000_000))
        // When
        sut.presentOrder(response: OrderSuccess.ShowOrder.Response(order: order))
        // Then
        #expect(spy.viewModel?.lines == ["21 × Gum at $0.05 = $1.05"])
        #expect(spy.viewModel?.total == "$1.05")
    }

    @Test func presentOrderWithoutAnOrderSaysThereIsNone() {
        // Given
        let sut = makeSUT()
        // When
        sut.presentOrder(response: OrderSuccess.ShowOrder.Response(order: nil))
        // Then
        #expect(spy.viewModel == OrderSuccess.ShowOrder.ViewModel(heading: "No order", lines: [], total: "-"))
    }

    @Test func presenterHoldsTheViewControllerWeakly() {
        // Given
        let sut = OrderSuccessPresenter()
        var viewController: OrderSuccessDisplayLogicSpy? = OrderSuccessDisplayLogicSpy()
        weak let weakViewController = viewController
        sut.viewController = viewController
        // When
        viewController = nil
        // Then
        #expect(weakViewController == nil)
        #expect(sut.viewController == nil)
        sut.presentOrder(response: OrderSuccess.ShowOrder.Response(order: nil))
    }
}
