import SceneRuntime

/// The Menu scene's Router: one route per segue of the menu.
@MainActor final class MenuRouter: SceneRouter {
    /// The scene's ViewController; weak, as in Clean Swift.
    weak var viewController: MenuViewController?
    /// The scene's DataStore, the Interactor.
    var dataStore: (any MenuDataStore)?

    /// Creates a Router.
    init() {}

    /// The menu leads nowhere yet: the app's other scenes register their segues as they arrive.
    static let routes: RouteTable<MenuRouter> = [:]
}
