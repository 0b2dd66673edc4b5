import SceneRuntime

/// The Menu scene's Router: one route per entry. The menu passes no data.
@MainActor final class MenuRouter: SceneRouter {
    weak var viewController: MenuViewController?
    var dataStore: (any MenuDataStore)?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<MenuRouter> = [
        "Contacts": { _, _ in },
        "Notes": { _, _ in },
        "Shop": { _, _ in },
        "SignIn": { _, _ in },
        "SignUp": { _, _ in },
    ]

    /// Performs the segue of the menu's entry at `index`.
    func routeToEntry(at index: Int) throws {
        guard let destinations = dataStore?.destinations, destinations.indices.contains(index) else { return }
        try context.performSegue(destinations[index])
    }
}
