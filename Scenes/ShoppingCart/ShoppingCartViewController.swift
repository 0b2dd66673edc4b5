import SceneRuntime

@MainActor protocol ShoppingCartDisplayLogic: AnyObject {
    func displayCart(viewModel: ShoppingCart.FetchCart.ViewModel)
    func displayCheckout(viewModel: ShoppingCart.Checkout.ViewModel)
}

/// The cart: its items, a summary, and checkout.
@MainActor final class ShoppingCartViewController: SceneViewController, ShoppingCartDisplayLogic {
    var interactor: (any ShoppingCartBusinessLogic)?
    var router: (any ShoppingCartRoutingLogic)?
    private(set) var displayed = ShoppingCart.FetchCart.ViewModel(
        lines: [], summary: "", message: nil, error: nil)
    private(set) var checkout: ShoppingCart.Checkout.ViewModel?

    static let actions: ActionTable<ShoppingCartViewController> = [
        SceneAction("checkout", summary: "place the order (signing in first if needed)") {
            viewController, arguments in
            try arguments.expectAtMost(0)
            viewController.interactor?.checkout(request: ShoppingCart.Checkout.Request())
            guard let next = viewController.checkout?.next else { return }
            do {
                try viewController.router?.route(to: next)
            } catch {
                viewController.interactor?.abandonCheckout(request: ShoppingCart.Checkout.Request())
                throw error
            }
        },
        SceneAction("add", arguments: "NAME PRICE [QUANTITY]", summary: "put something in the cart") {
            viewController, arguments in
            try arguments.expectAtMost(3)
            let name = try arguments.string(0, name: "NAME")
            let price = try arguments.string(1, name: "PRICE")
            guard let cents = ShoppingCartViewController.cents(price), cents > 0 else {
                throw ActionError.invalidArgument(
                    action: "add", name: "PRICE", value: price, expected: "a price like 4.50")
            }
            let quantity = arguments.count > 2 ? try arguments.integer(2, name: "QUANTITY") : 1
            guard quantity > 0 else {
                throw ActionError.invalidArgument(
                    action: "add", name: "QUANTITY", value: String(quantity), expected: "at least 1")
            }
            viewController.interactor?.addItem(
                request: ShoppingCart.AddItem.Request(name: name, priceCents: cents, quantity: quantity))
        },
    ]

    func viewWillAppear() {
        interactor?.fetchCart(request: ShoppingCart.FetchCart.Request())
    }

    /// Back from a modal sign-in: finish the checkout it was for.
    func viewDidAppear() {
        checkout = nil
        interactor?.resumeCheckout(request: ShoppingCart.Checkout.Request())
        guard let next = checkout?.next else { return }
        do {
            try router?.route(to: next)
        } catch {
            checkout = ShoppingCart.Checkout.ViewModel(next: nil, error: String(describing: error))
        }
    }

    func displayCart(viewModel: ShoppingCart.FetchCart.ViewModel) {
        displayed = viewModel
        checkout = nil
    }

    func displayCheckout(viewModel: ShoppingCart.Checkout.ViewModel) {
        checkout = viewModel
    }

    var screen: Screen {
        var lines: [Screen.Line] = displayed.lines.map { .item(number: nil, $0) }
        lines.append(.text(displayed.summary))
        if let error = displayed.error { lines.append(.error(error)) }
        if let error = checkout?.error { lines.append(.error(error)) }
        return Screen(lines)
    }

    /// `4.50` or `4` as cents; only digits and one point, at most two decimals.
    static func cents(_ text: String) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        guard parts.count <= 2, parts[0].count <= 6, let whole = Int(parts[0]) else { return nil }
        guard parts.count == 2 else { return whole * 100 }
        guard parts[1].count == 1 || parts[1].count == 2, let fraction = Int(parts[1]), fraction >= 0 else {
            return nil
        }
        return whole * 100 + (parts[1].count == 1 ? fraction * 10 : fraction)
    }
}
