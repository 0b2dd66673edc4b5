import ShopDomain

@MainActor protocol ShoppingCartPresentationLogic {
    func presentCart(response: ShoppingCart.FetchCart.Response)
    func presentCheckout(response: ShoppingCart.Checkout.Response)
}

/// Formats the cart's lines and summary in dollars, and words the checkout's outcome.
@MainActor final class ShoppingCartPresenter: ShoppingCartPresentationLogic {
    weak var viewController: (any ShoppingCartDisplayLogic)?

    func presentCart(response: ShoppingCart.FetchCart.Response) {
        let count = response.items.reduce(0) { $0 + $1.quantity }
        let total = response.items.reduce(0) { $0 + $1.totalCents }
        viewController?.displayCart(
            viewModel: ShoppingCart.FetchCart.ViewModel(
                lines: response.items.map { "\($0.quantity) x \($0.name)  \(Money.dollars($0.totalCents))" },
                summary: count == 0
                    ? "The cart is empty."
                    : "\(count) item\(count == 1 ? "" : "s"), total \(Money.dollars(total))",
                message: nil, error: response.problem))
    }

    func presentCheckout(response: ShoppingCart.Checkout.Response) {
        let viewModel: ShoppingCart.Checkout.ViewModel =
            switch response.outcome {
            case .placed: .init(next: .orderPlaced, error: nil)
            case .needsSignIn: .init(next: .signIn, error: nil)
            case .cancelled:
                .init(next: nil, error: "Checkout needs a signed-in user; the order was not placed.")
            case .failed(.emptyCart): .init(next: nil, error: "The cart is empty; add something first.")
            case .failed(.storage(let problem)):
                .init(next: nil, error: "The order could not be saved: \(problem).")
            }
        viewController?.displayCheckout(viewModel: viewModel)
    }
}
