import SceneRuntime

/// The Menu scene's Router. The menu passes no data, so it routes every segue its scene declares:
/// a new scene is added to the menu with a segue in `scenes.json` alone. Its segues are the
/// storyboard's, not a set of its own, so it performs them by name.
final class MenuRouter: SceneRouterBase<any MenuDataStore>, SceneRouter {
    static let routes = RouteTable<MenuRouter>(routingEverySegue: { _, _ in })

    /// Performs the segue of a menu's entry, one of the scene's.
    func routeToSegue(_ identifier: String) throws {
        guard dataStore.destinations.contains(identifier) else { return }
        try context.performSegue(identifier)
    }
}
