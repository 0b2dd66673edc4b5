import SceneRuntime
import ShopDomain

protocol ShoppingCartDisplayLogic: AnyObject {
    func displayCart(viewModel: ShoppingCart.FetchCart.ViewModel)
    func displayCheckout(viewModel: ShoppingCart.Checkout.ViewModel)
}

/// The cart: its items, a summary, and checkout.
final class ShoppingCartViewController: SceneViewController, ShoppingCartDisplayLogic {
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
            try viewController.router?.route(to: next)
        },
        SceneAction(
            "add", arguments: "NAME PRICE [QUANTITY]",
            kinds: [.word, .decimal(0.01...1_000_000), .integer(CartItem.quantities)],
            summary: "put something in the cart"
        ) {
            viewController, arguments in
            try arguments.expectAtMost(3)
            let name = try arguments.string(0, name: "NAME")
            let price = try arguments.string(1, name: "PRICE")
            guard let cents = Money.cents(parsing: price) else {
                throw ActionError.invalidArgument(
                    action: "add", name: "PRICE", value: price,
                    expected: ShoppingCartPresenter.expectedPrice(Money.amount(parsing: price)))
            }
            let quantity =
                arguments.count > 2 ? try arguments.integer(2, name: "QUANTITY", in: CartItem.quantities) : 1
            viewController.interactor?.addItem(
                request: ShoppingCart.AddItem.Request(name: name, priceCents: cents, quantity: quantity))
        },
        SceneAction("remove", arguments: "NUMBER", kinds: [.position], summary: "take a line out of the cart")
        {
            viewController, arguments in
            viewController.interactor?.removeItem(
                request: ShoppingCart.RemoveItem.Request(number: try viewController.lineNumber(arguments)))
        }
        .asking { viewController, arguments in
            "Take \(viewController.displayed.lines[try viewController.lineNumber(arguments) - 1]) out of the cart?"
        },
        SceneAction("empty", summary: "take everything out of the cart") { viewController, arguments in
            try arguments.expectAtMost(0)
            viewController.interactor?.emptyCart(request: ShoppingCart.EmptyCart.Request())
        }
        .asking { viewController, arguments in
            try arguments.expectAtMost(0)
            return viewController.displayed.lines.isEmpty
                ? nil : "Empty the cart (\(viewController.displayed.summary))?"
        },
    ]

    func viewWillAppear() {
        interactor?.fetchCart(request: ShoppingCart.FetchCart.Request())
    }

    func displayCart(viewModel: ShoppingCart.FetchCart.ViewModel) {
        displayed = viewModel
        checkout = nil
    }

    func displayCheckout(viewModel: ShoppingCart.Checkout.ViewModel) {
        checkout = viewModel
    }

    /// The line NUMBER names, a position in the cart shown, the only argument.
    private func lineNumber(_ arguments: ActionArguments) throws(ActionError) -> Int {
        try arguments.expectAtMost(1)
        return try arguments.position(0, name: "NUMBER", count: displayed.lines.count)
    }

    var screen: Screen {
        var lines: [Screen.Line] = displayed.lines.enumerated().map {
            .item(number: $0.offset + 1, $0.element)
        }
        lines.append(.text(displayed.summary))
        if let message = displayed.message { lines.append(.success(message)) }
        if let error = displayed.error { lines.append(.error(error)) }
        if let error = checkout?.error { lines.append(.error(error)) }
        return Screen(lines)
    }
}
