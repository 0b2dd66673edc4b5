import AccountsDomain
import SceneRuntime
import ShopDomain

protocol ShoppingCartRoutingLogic {
    func route(to next: ShoppingCart.Checkout.Next) throws
}

/// The checkout's coordinator: it shows the order once it is placed. (Signing in first is the
/// `Success` segue's guard, in scenes.json.)
final class ShoppingCartRouter: SceneRouterBase<any ShoppingCartDataStore>, SceneRouter,
    ShoppingCartRoutingLogic
{
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case success = "Success"
    }

    func route(to next: ShoppingCart.Checkout.Next) throws {
        switch next {
        case .orderPlaced: try context.performSegue(SegueIdentifier.success)
        }
    }
}
