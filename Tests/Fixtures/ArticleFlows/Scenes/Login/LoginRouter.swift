import SceneRuntime
import Shop

/// What the view controller asks of navigation.
protocol LoginRoutingLogic {
    func routeAfterSignIn() throws
}

/// After the sign-in, the coordinator dismisses it and the checkout it interrupted goes on.
final class LoginRouter: SceneRouterBase<any LoginDataStore>, SceneRouter, LoginRoutingLogic {
    func routeAfterSignIn() throws {
        try ShopCoordinator.shared(in: context).signedIn(from: context)
    }
}
