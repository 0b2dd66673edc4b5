import AccountsDomain
import Foundation
import SceneTesting
import ShopDomain
import Testing

@testable import OrderSuccess

@Suite struct OrderSuccessInteractorTests {
    final class OrderSuccessPresentationLogicSpy: OrderSuccessPresentationLogic {
        var presentOrderCalled = false
        var response: OrderSuccess.ShowOrder.Response?

        func presentOrder(response: OrderSuccess.ShowOrder.Response) {
            presentOrderCalled = true
            self.response = response
        }
    }

    let data = TemporaryDataDirectory()

    private func shop() -> ShopWorker {
        ShopWorker(dataDirectory: data.path, now: { Date(timeIntervalSince1970: 1_700_000_000) })
    }

    private func interactor(showing number: Int) -> (OrderSuccessInteractor, OrderSuccessPresentationLogicSpy) {
        let sut = OrderSuccessInteractor(worker: shop(), accounts: AccountsWorker(dataDirectory: data.path))
        let spy = OrderSuccessPresentationLogicSpy()
        sut.presenter = spy
        sut.orderID = number
        return (sut, spy)
    }

    @Test func showOrderPresentsTheSignedInCustomersOrderWhoseNumberItWasGiven() throws {
        // Given an order the signed-in customer placed, and its number as the scene's input
        _ = try AccountsWorker(dataDirectory: data.path).signIn(email: "demo@example.com", password: "password1")
        let order = try shop().placeOrder(customerName: "Demo User", customerEmail: "demo@example.com")
        let (sut, spy) = interactor(showing: order.number)
        // When
        sut.showOrder(request: OrderSuccess.ShowOrder.Request())
        // Then
        #expect(spy.presentOrderCalled)
        #expect(spy.response?.order == order)
        #expect(spy.response?.order?.items == ShopWorker.sampleCart)
        #expect(spy.response?.order?.totalCents == 2899)
    }

    @Test func showOrderOfAnotherCustomerPresentsNone() throws {
        // Given an order of another customer, and the demo user signed in
        _ = try AccountsWorker(dataDirectory: data.path).signIn(email: "demo@example.com", password: "password1")
        let order = try shop().placeOrder(customerName: "Eve", customerEmail: "eve@example.com")
        let (sut, spy) = interactor(showing: order.number)
        // When
        sut.showOrder(request: OrderSuccess.ShowOrder.Request())
        // Then it is shown as no order at all
        #expect(spy.presentOrderCalled)
        #expect(spy.response?.order == nil)
        #expect(sut.order == nil)
    }

    @Test func showOrderWithNobodySignedInPresentsNone() throws {
        // Given an order of the demo user, and nobody signed in
        let order = try shop().placeOrder(customerName: "Demo User", customerEmail: "demo@example.com")
        let (sut, spy) = interactor(showing: order.number)
        // When
        sut.showOrder(request: OrderSuccess.ShowOrder.Request())
        // Then
        #expect(spy.presentOrderCalled)
        #expect(spy.response?.order == nil)
    }

    @Test func showOrderOfANumberWithNoOrderPresentsNone() throws {
        // Given
        _ = try AccountsWorker(dataDirectory: data.path).signIn(email: "demo@example.com", password: "password1")
        let (sut, spy) = interactor(showing: 42)
        // When
        sut.showOrder(request: OrderSuccess.ShowOrder.Request())
        // Then
        #expect(spy.presentOrderCalled)
        #expect(spy.response?.order == nil)
    }
}
