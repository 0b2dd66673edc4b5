import Foundation
import SceneTesting
import ShopDomain
import Testing

@testable import OrderSuccess

@Suite @MainActor struct OrderSuccessInteractorTests {
    final class OrderSuccessPresentationLogicSpy: OrderSuccessPresentationLogic {
        var presentOrderCalled = false
        var response: OrderSuccess.ShowOrder.Response?

        func presentOrder(response: OrderSuccess.ShowOrder.Response) {
            presentOrderCalled = true
            self.response = response
        }
    }

    let data = TemporaryDataDirectory()

    @Test func showOrderPresentsTheOrderWhoseNumberItWasGiven() throws {
        // Given an order placed by the shop, and its number as the scene's input
        let shop = ShopWorker(dataDirectory: data.path, now: { Date(timeIntervalSince1970: 1_700_000_000) })
        let order = try shop.placeOrder(customerName: "Demo User", customerEmail: "demo@example.com")
        let sut = OrderSuccessInteractor(worker: shop)
        let spy = OrderSuccessPresentationLogicSpy()
        sut.presenter = spy
        sut.orderID = order.number
        // When
        sut.showOrder(request: OrderSuccess.ShowOrder.Request())
        // Then
        #expect(spy.presentOrderCalled)
        #expect(spy.response?.order == order)
        #expect(spy.response?.order?.items == ShopWorker.sampleCart)
        #expect(spy.response?.order?.totalCents == 2899)
    }

    @Test func showOrderOfANumberWithNoOrderPresentsNone() {
        // Given
        let sut = OrderSuccessInteractor(
            worker: ShopWorker(dataDirectory: data.path, now: { Date(timeIntervalSince1970: 1_700_000_000) }))
        let spy = OrderSuccessPresentationLogicSpy()
        sut.presenter = spy
        sut.orderID = 42
        // When
        sut.showOrder(request: OrderSuccess.ShowOrder.Request())
        // Then
        #expect(spy.presentOrderCalled)
        #expect(spy.response?.order == nil)
    }
}
