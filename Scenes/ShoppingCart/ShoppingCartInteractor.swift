import AccountsDomain
import ShopDomain

protocol ShoppingCartBusinessLogic {
    func fetchCart(request: ShoppingCart.FetchCart.Request)
    func addItem(request: ShoppingCart.AddItem.Request)
    /// Removes the line the user saw as `number`, if the cart still has it.
    func removeItem(request: ShoppingCart.RemoveItem.Request)
    func emptyCart(request: ShoppingCart.EmptyCart.Request)
    func checkout(request: ShoppingCart.Checkout.Request)
}

/// What the cart offers its routes: the order placed.
protocol ShoppingCartDataStore: AnyObject {
    /// The number of the order placed, if one was.
    var orderNumber: Int? { get }
}

/// Keeps the cart and places the order for the signed-in user. Signing in first is the
/// storyboard's business: the `Success` segue's guard (`signedIn`) presents Login before the
/// `checkout` action runs.
final class ShoppingCartInteractor: ShoppingCartBusinessLogic, ShoppingCartDataStore {
    var presenter: (any ShoppingCartPresentationLogic)?
    let shop: ShopWorker
    let accounts: AccountsWorker
    /// The order just placed.
    private(set) var placedOrder: Order?
    /// The number of the order just placed: the cart's `orderNumber` output, which OrderSuccess takes.
    var orderNumber: Int? { placedOrder?.number }
    /// The lines as last presented, which `remove NUMBER` counts.
    private(set) var shownItems: [CartItem] = []

    init(shop: ShopWorker, accounts: AccountsWorker) {
        self.shop = shop
        self.accounts = accounts
    }

    func fetchCart(request: ShoppingCart.FetchCart.Request) {
        present(problem: (shop.problem ?? accounts.checkFiles()).map { .files($0) })
    }

    func addItem(request: ShoppingCart.AddItem.Request) {
        do {
            try shop.add(
                CartItem(name: request.name, priceCents: request.priceCents, quantity: request.quantity))
            present(problem: nil, message: "added \(request.quantity) × \(request.name)")
        } catch {
            present(problem: .change(error))
        }
    }

    func removeItem(request: ShoppingCart.RemoveItem.Request) {
        guard request.number >= 1, request.number <= shownItems.count else {
            return present(problem: .noSuchLine(number: request.number))
        }
        let item = shownItems[request.number - 1]
        do {
            try shop.remove(item)
            present(problem: nil, message: "removed \(item.name)")
        } catch {
            present(problem: .change(error))
        }
    }

    func emptyCart(request: ShoppingCart.EmptyCart.Request) {
        do {
            try shop.empty()
            present(problem: nil, message: "the cart was emptied")
        } catch {
            present(problem: .change(error))
        }
    }

    /// Presents the cart as it is now, and remembers the lines shown.
    private func present(problem: ShoppingCart.FetchCart.Problem?, message: String? = nil) {
        shownItems = shop.fetchCart()
        presenter?.presentCart(
            response: ShoppingCart.FetchCart.Response(
                items: shownItems, problem: problem ?? shop.problem.map { .files($0) },
                message: message))
    }

    func checkout(request: ShoppingCart.Checkout.Request) {
        guard let user = accounts.signedInUser else {
            presenter?.presentCheckout(response: ShoppingCart.Checkout.Response(outcome: .notSignedIn))
            return
        }
        placeOrder(for: user)
    }

    private func placeOrder(for user: User) {
        do {
            placedOrder = try shop.placeOrder(customerName: user.name, customerEmail: user.email)
            presenter?.presentCheckout(
                response: ShoppingCart.Checkout.Response(
                    outcome: placedOrder.map { .placed($0) } ?? .cancelled))
        } catch {
            presenter?.presentCheckout(response: ShoppingCart.Checkout.Response(outcome: .failed(error)))
        }
    }
}
