import AccountsDomain
import SceneRuntime

protocol HomeRoutingLogic {
    func routeToMenu() throws
}

/// Goes back to the menu, which becomes the root again.
final class HomeRouter: SceneRouterBase<any HomeDataStore>, SceneRouter, HomeRoutingLogic {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case menu = "Menu"
    }

    func routeToMenu() throws {
        try context.performSegue(SegueIdentifier.menu)
    }
}
