import AccountsDomain
import SceneRuntime
import ShopDomain

@MainActor protocol ShoppingCartRoutingLogic {
    func route(to next: ShoppingCart.Checkout.Next) throws
}

/// The checkout's coordinator: it presents Login when nobody is signed in, and shows the order
/// once it is placed.
@MainActor final class ShoppingCartRouter: SceneRouter, ShoppingCartRoutingLogic {
    weak var viewController: ShoppingCartViewController?
    var dataStore: ShoppingCartInteractor?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<ShoppingCartRouter> = [
        "Login": { _, _ in }
    ]

    func route(to next: ShoppingCart.Checkout.Next) throws {
        switch next {
        case .signIn: try context.performSegue("Login")
        case .orderPlaced: try context.performSegue("Success")
        }
    }
}
