import SceneStore
import ShopDomain

protocol ShoppingCartPresentationLogic {
    func presentCart(response: ShoppingCart.FetchCart.Response)
    func presentCheckout(response: ShoppingCart.Checkout.Response)
}

/// Formats the cart's lines and summary in dollars, and words the checkout's outcome.
final class ShoppingCartPresenter: ShoppingCartPresentationLogic {
    weak var viewController: (any ShoppingCartDisplayLogic)?

    func presentCart(response: ShoppingCart.FetchCart.Response) {
        let count = response.items.reduce(0) { $0.addingReportingOverflow($1.quantity).partialValue }
        let total = Order.totalCents(of: response.items).map(Money.dollars) ?? Self.overLimit
        viewController?.displayCart(
            viewModel: ShoppingCart.FetchCart.ViewModel(
                lines: response.items.map(Self.line),
                summary: response.items.isEmpty
                    ? "The cart is empty."
                    : "\(count) item\(count == 1 ? "" : "s"), total \(total)",
                message: response.message, error: response.problem.map(Self.message(for:))))
    }

    /// Why the cart could not be shown or changed, in words.
    static func message(for problem: ShoppingCart.FetchCart.Problem) -> String {
        switch problem {
        case .change(let error): error.description
        case .files(let error): error.description
        case .noSuchLine(let number): "there is no line \(number) in the cart"
        }
    }

    /// A line of the cart, with its unit price and its total: `2 × Sticker pack at $4.50 = $9.00`.
    static func line(_ item: CartItem) -> String {
        "\(item.quantity) × \(item.name) at \(Money.dollars(item.priceCents))"
            + " = \(item.totalCents.map(Money.dollars) ?? overLimit)"
    }

    /// What a PRICE must be, given the amount typed (`nil` when it is no amount at all): above
    /// zero, at most the highest price, or else a price written like 4.50.
    static func expectedPrice(_ amount: Int?) -> String {
        switch amount {
        case let cents? where cents < Money.prices.lowerBound: "above zero"
        case let cents? where cents > Money.prices.upperBound:
            "at most \(Money.dollars(Money.prices.upperBound))"
        default:
            "a price from \(Money.dollars(Money.prices.lowerBound)) to"
                + " \(Money.dollars(Money.prices.upperBound)), like 4.50"
        }
    }

    /// Shown instead of a total beyond ``Money/totals``, which only a cart file edited by hand holds.
    static let overLimit = "more than \(Money.dollars(Money.totals.upperBound))"

    func presentCheckout(response: ShoppingCart.Checkout.Response) {
        let viewModel: ShoppingCart.Checkout.ViewModel =
            switch response.outcome {
            case .placed: .init(next: .orderPlaced, error: nil)
            case .notSignedIn: .init(next: nil, error: "sign in to check out; the order was not placed")
            case .cancelled:
                .init(next: nil, error: "checkout needs a signed-in user; the order was not placed")
            case .failed(.emptyCart): .init(next: nil, error: "the cart is empty; add something first")
            case .failed(.totalTooLarge):
                .init(
                    next: nil,
                    error: "the total is \(Self.overLimit), the most an order may be; remove something first"
                )
            case .failed(.storage(let problem)):
                .init(next: nil, error: "the order could not be saved: \(problem)")
            }
        viewController?.displayCheckout(viewModel: viewModel)
    }
}
