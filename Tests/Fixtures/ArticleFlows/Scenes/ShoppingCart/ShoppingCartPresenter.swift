protocol ShoppingCartPresentationLogic {
    func presentCart(response: ShoppingCart.FetchCart.Response)
    func presentCheckout(response: ShoppingCart.Checkout.Response)
}

/// Formats the cart: a line per item with its price, and the total.
final class ShoppingCartPresenter: ShoppingCartPresentationLogic {
    weak var viewController: (any ShoppingCartDisplayLogic)?

    func presentCart(response: ShoppingCart.FetchCart.Response) {
        let lines = response.items.map { "\($0.name)  \(Self.price($0.cents))" }
        let total = "Total " + Self.price(response.items.reduce(0) { $0 + $1.cents })
        viewController?.displayCart(viewModel: ShoppingCart.FetchCart.ViewModel(lines: lines, total: total))
    }

    func presentCheckout(response: ShoppingCart.Checkout.Response) {
        let error = response.orderNumber == nil ? "the cart is empty" : nil
        viewController?.displayCheckout(viewModel: ShoppingCart.Checkout.ViewModel(error: error))
    }

    /// `3.50` for 350 cents.
    static func price(_ cents: Int) -> String {
        "\(cents / 100)." + (cents % 100 < 10 ? "0" : "") + "\(cents % 100)"
    }
}
