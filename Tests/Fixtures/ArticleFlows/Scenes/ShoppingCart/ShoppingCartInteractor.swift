import Shop

protocol ShoppingCartBusinessLogic {
    func fetchCart(request: ShoppingCart.FetchCart.Request)
    func checkout(request: ShoppingCart.Checkout.Request)
}

/// What ShoppingCart holds for the routers of other scenes: its inputs and outputs, as its
/// Configurator's contract declares them.
protocol ShoppingCartDataStore: AnyObject {
    var orderNumber: Int? { get set }
}

/// The cart's business logic: what it holds, and placing the order (its number is the output the
/// storyboard passes to OrderSuccess).
final class ShoppingCartInteractor: ShoppingCartBusinessLogic, ShoppingCartDataStore {
    var presenter: (any ShoppingCartPresentationLogic)?
    var orderNumber: Int?
    let worker: ShoppingCartWorker

    init(worker: ShoppingCartWorker = ShoppingCartWorker()) {
        self.worker = worker
    }

    func fetchCart(request: ShoppingCart.FetchCart.Request) {
        presenter?.presentCart(response: ShoppingCart.FetchCart.Response(items: worker.items))
    }

    func checkout(request: ShoppingCart.Checkout.Request) {
        orderNumber = orderNumber ?? worker.placeOrder()
        presenter?.presentCheckout(response: ShoppingCart.Checkout.Response(orderNumber: orderNumber))
    }
}
