import SceneRuntime

protocol OrderSuccessRoutingLogic {
    func routeToMenu() throws
}

/// `Done` unwinds to the cart, the root of the Shop tab; the storyboard's segue needs no route.
final class OrderSuccessRouter: SceneRouterBase<any OrderSuccessDataStore>, SceneRouter,
    OrderSuccessRoutingLogic
{
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case done = "Done"
    }

    func routeToMenu() throws {
        try context.performSegue(SegueIdentifier.done)
    }
}
