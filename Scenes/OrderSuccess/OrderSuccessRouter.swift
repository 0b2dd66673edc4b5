import SceneRuntime

protocol OrderSuccessRoutingLogic {
    func routeToMenu() throws
}

/// `Done` unwinds to the menu, the root.
final class OrderSuccessRouter: SceneRouterBase<any OrderSuccessDataStore>, SceneRouter,
    OrderSuccessRoutingLogic
{
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case done = "Done"
    }

    static let routes: RouteTable<OrderSuccessRouter> = [
        .done: { _, _ in }
    ]

    func routeToMenu() throws {
        try context.performSegue(SegueIdentifier.done)
    }
}
