import ShopDomain

@MainActor protocol ShoppingCartPresentationLogic {
    func presentCart(response: ShoppingCart.FetchCart.Response)
    func presentCheckout(response: ShoppingCart.Checkout.Response)
}

/// Formats the cart's lines and summary in dollars, and words the checkout's outcome.
@MainActor final class ShoppingCartPresenter: ShoppingCartPresentationLogic {
    weak var viewController: (any ShoppingCartDisplayLogic)?

    func presentCart(response: ShoppingCart.FetchCart.Response) {
        let count = response.items.reduce(0) { $0.addingReportingOverflow($1.quantity).partialValue }
        let total = Order.totalCents(of: response.items).map(Money.dollars) ?? Self.overLimit
        viewController?.displayCart(
            viewModel: ShoppingCart.FetchCart.ViewModel(
                lines: response.items.map {
                    "\($0.quantity) x \($0.name)  \($0.totalCents.map(Money.dollars) ?? Self.overLimit)"
                },
                summary: response.items.isEmpty
                    ? "The cart is empty."
                    : "\(count) item\(count == 1 ? "" : "s"), total \(total)",
                message: response.message, error: response.problem))
    }

    /// Shown instead of a total beyond ``Money/totals``, which only a cart file edited by hand holds.
    static let overLimit = "more than \(Money.dollars(Money.totals.upperBound))"

    func presentCheckout(response: ShoppingCart.Checkout.Response) {
        let viewModel: ShoppingCart.Checkout.ViewModel =
            switch response.outcome {
            case .placed: .init(next: .orderPlaced, error: nil)
            case .notSignedIn: .init(next: nil, error: "Sign in to check out; the order was not placed.")
            case .cancelled:
                .init(next: nil, error: "Checkout needs a signed-in user; the order was not placed.")
            case .failed(.emptyCart): .init(next: nil, error: "The cart is empty; add something first.")
            case .failed(.totalTooLarge):
                .init(
                    next: nil,
                    error: "The total is \(Self.overLimit), the most an order may be; remove something first."
                )
            case .failed(.storage(let problem)):
                .init(next: nil, error: "The order could not be saved: \(problem).")
            }
        viewController?.displayCheckout(viewModel: viewModel)
    }
}
