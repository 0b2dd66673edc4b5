import AccountsDomain
import SceneRuntime

@MainActor protocol HomeRoutingLogic {
    func routeToMenu() throws
}

/// Goes back to the menu, which becomes the root again.
@MainActor final class HomeRouter: SceneRouter, HomeRoutingLogic {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case menu = "Menu"
    }

    var dataStore: (any HomeDataStore)?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<HomeRouter> = [
        .menu: { _, _ in }
    ]

    func routeToMenu() throws {
        try context.performSegue(SegueIdentifier.menu)
    }
}
