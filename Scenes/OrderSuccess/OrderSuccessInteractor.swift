import ShopDomain

@MainActor protocol OrderSuccessBusinessLogic {
    func showOrder(request: OrderSuccess.ShowOrder.Request)
}

/// Holds the order passed by the cart.
@MainActor final class OrderSuccessInteractor: OrderSuccessBusinessLogic, OrderSuccessDataStore {
    var presenter: (any OrderSuccessPresentationLogic)?
    var order: Order?

    func showOrder(request: OrderSuccess.ShowOrder.Request) {
        presenter?.presentOrder(response: OrderSuccess.ShowOrder.Response(order: order))
    }
}
