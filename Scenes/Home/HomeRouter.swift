import SceneRuntime

@MainActor protocol HomeRoutingLogic {
    func routeToMenu() throws
}

/// Goes back to the menu, which becomes the root again.
@MainActor final class HomeRouter: SceneRouter, HomeRoutingLogic {
    weak var viewController: HomeViewController?
    var dataStore: HomeInteractor?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<HomeRouter> = [
        "Menu": { _, _ in }
    ]

    func routeToMenu() throws {
        try context.performSegue("Menu")
    }
}
