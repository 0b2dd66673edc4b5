import ShopDomain

@MainActor protocol OrderSuccessBusinessLogic {
    func showOrder(request: OrderSuccess.ShowOrder.Request)
}

/// What OrderSuccess holds for its routes: the order shown.
@MainActor protocol OrderSuccessDataStore: AnyObject {
    /// The id of the order shown.
    var orderID: Int { get set }
}

/// Shows the order whose number the scene is given (its `orderID` input, passed by the cart).
@MainActor final class OrderSuccessInteractor: OrderSuccessBusinessLogic, OrderSuccessDataStore {
    var presenter: (any OrderSuccessPresentationLogic)?
    let worker: ShopWorker
    /// The number of the order to show: the scene's input.
    var orderID = 0
    /// The order as last read; `nil` if there is no such order.
    private(set) var order: Order?

    init(worker: ShopWorker) {
        self.worker = worker
    }

    func showOrder(request: OrderSuccess.ShowOrder.Request) {
        order = worker.fetchOrders().first { $0.number == orderID }
        presenter?.presentOrder(response: OrderSuccess.ShowOrder.Response(order: order))
    }
}
