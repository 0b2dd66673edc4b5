import SceneRuntime
import Shop

/// What the view controller asks of navigation.
protocol ShoppingCartRoutingLogic {
    func routeToCheckout() throws
}

/// Navigates from the cart: the checkout is the app's coordinator's flow, which presents the
/// sign-in when no one is signed in and performs `Success` (the storyboard passes the order's
/// number) when someone is.
final class ShoppingCartRouter: SceneRouterBase<any ShoppingCartDataStore>, SceneRouter,
    ShoppingCartRoutingLogic
{
    func routeToCheckout() throws {
        try ShopCoordinator.shared(in: context).checkout(from: context)
    }
}
