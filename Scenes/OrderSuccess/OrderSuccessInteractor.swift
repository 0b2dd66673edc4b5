import AccountsDomain
import ShopDomain

protocol OrderSuccessBusinessLogic {
    func showOrder(request: OrderSuccess.ShowOrder.Request)
}

/// What OrderSuccess holds for its routes: the order shown.
protocol OrderSuccessDataStore: AnyObject {
    /// The id of the order shown.
    var orderID: Int { get set }
}

/// Shows the order whose number the scene is given (its `orderID` input, passed by the cart), if
/// the customer signed in now placed it: a number typed into a link shows nobody else's order.
final class OrderSuccessInteractor: OrderSuccessBusinessLogic, OrderSuccessDataStore {
    var presenter: (any OrderSuccessPresentationLogic)?
    let worker: ShopWorker
    let accounts: AccountsWorker
    /// The number of the order to show: the scene's input.
    var orderID = 0
    /// The order as last read; `nil` if there is no such order of the signed-in customer.
    private(set) var order: Order?

    init(worker: ShopWorker, accounts: AccountsWorker) {
        self.worker = worker
        self.accounts = accounts
    }

    func showOrder(request: OrderSuccess.ShowOrder.Request) {
        let customer = accounts.signedInUser?.email
        // An order of someone else is shown as no order at all: its existence is not told either.
        order = worker.fetchOrders().first {
            $0.number == orderID && customer != nil && $0.customerEmail.lowercased() == customer
        }
        presenter?.presentOrder(response: OrderSuccess.ShowOrder.Response(order: order))
    }
}
