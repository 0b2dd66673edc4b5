import SceneRuntime

protocol ShoppingCartDisplayLogic: AnyObject {
    func displayCart(viewModel: ShoppingCart.FetchCart.ViewModel)
    func displayCheckout(viewModel: ShoppingCart.Checkout.ViewModel)
}

/// The cart: its items and total; `checkout` places the order, signing in first if need be.
final class ShoppingCartViewController: SceneViewController, ShoppingCartDisplayLogic {
    var interactor: (any ShoppingCartBusinessLogic)?
    var router: (any ShoppingCartRoutingLogic)?
    private(set) var cart = ShoppingCart.FetchCart.ViewModel(lines: [], total: "")
    private(set) var error: String?

    static let actions: ActionTable<ShoppingCartViewController> = [
        SceneAction("checkout", summary: "place the order") { viewController, arguments in
            try arguments.expectAtMost(0)
            viewController.interactor?.checkout(request: ShoppingCart.Checkout.Request())
            if viewController.error == nil { try viewController.router?.routeToCheckout() }
        }
    ]

    func viewDidLoad() {
        interactor?.fetchCart(request: ShoppingCart.FetchCart.Request())
    }

    func displayCart(viewModel: ShoppingCart.FetchCart.ViewModel) {
        cart = viewModel
    }

    func displayCheckout(viewModel: ShoppingCart.Checkout.ViewModel) {
        error = viewModel.error
    }

    var screen: Screen {
        Screen(cart.lines.map { .text($0) } + [.text(cart.total), .text("Type 'checkout' to place the order.")])
    }
}
