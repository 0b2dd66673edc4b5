import AccountsDomain
import ShopDomain

@MainActor protocol ShoppingCartBusinessLogic {
    func fetchCart(request: ShoppingCart.FetchCart.Request)
    func addItem(request: ShoppingCart.AddItem.Request)
    func checkout(request: ShoppingCart.Checkout.Request)
    /// Called when the cart appears again: finishes a checkout that waited for a sign-in.
    func resumeCheckout(request: ShoppingCart.Checkout.Request)
    /// Forgets a checkout whose sign-in could not even be shown.
    func abandonCheckout(request: ShoppingCart.Checkout.Request)
}

/// Keeps the cart and places the order for the signed-in user.
@MainActor final class ShoppingCartInteractor: ShoppingCartBusinessLogic, SignedInUserReceiving {
    var presenter: (any ShoppingCartPresentationLogic)?
    let shop: ShopWorker
    let accounts: AccountsWorker
    /// Set by Login's unwind when the user signed in to check out.
    var signedInUser: User?
    /// The order just placed, which the router passes to OrderSuccess.
    private(set) var placedOrder: Order?
    /// Whether a checkout waits for the user to sign in.
    private(set) var awaitingSignIn = false

    init(shop: ShopWorker, accounts: AccountsWorker) {
        self.shop = shop
        self.accounts = accounts
    }

    func fetchCart(request: ShoppingCart.FetchCart.Request) {
        let items = shop.fetchCart()
        presenter?.presentCart(
            response: ShoppingCart.FetchCart.Response(
                items: items, problem: (shop.problem ?? accounts.checkFiles()).map(String.init(describing:))))
    }

    func addItem(request: ShoppingCart.AddItem.Request) {
        var problem: String?
        do {
            try shop.add(
                CartItem(name: request.name, priceCents: request.priceCents, quantity: request.quantity))
        } catch {
            problem = String(describing: error)
        }
        let items = shop.fetchCart()
        presenter?.presentCart(
            response: ShoppingCart.FetchCart.Response(
                items: items, problem: problem ?? shop.problem.map(String.init(describing:))))
    }

    func checkout(request: ShoppingCart.Checkout.Request) {
        guard let user = signedInUser ?? accounts.signedInUser else {
            awaitingSignIn = true
            presenter?.presentCheckout(response: ShoppingCart.Checkout.Response(outcome: .needsSignIn))
            return
        }
        placeOrder(for: user)
    }

    func resumeCheckout(request: ShoppingCart.Checkout.Request) {
        guard awaitingSignIn else { return }
        awaitingSignIn = false
        guard let user = signedInUser else {
            presenter?.presentCheckout(response: ShoppingCart.Checkout.Response(outcome: .cancelled))
            return
        }
        placeOrder(for: user)
    }

    func abandonCheckout(request: ShoppingCart.Checkout.Request) {
        awaitingSignIn = false
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
