/// The runtime's view of a scene's Router.
///
/// A Router registers its routes in ``routes``: one closure per segue identifier, the Linux
/// replacement for UIKit's `perform(NSSelectorFromString("routeTo\(id)WithSegue:"))`. The runtime
/// resolves an identifier with a dictionary lookup, never by reflection.
///
/// ```swift
/// final class ContactListRouter: SceneRouter {
///     weak var viewController: ContactListViewController?
///     var dataStore: (any ContactListDataStore)?
///
///     static let routes: RouteTable<ContactListRouter> = [
///         "ViewContact": { router, segue in try router.routeToViewContact(segue) },
///     ]
/// }
/// ```
@MainActor public protocol SceneRouter: AnyObject {
    /// The type through which routes read and write this scene's data; in Clean Swift, a
    /// DataStore protocol that the Interactor adopts.
    associatedtype DataStore

    /// The scene's DataStore, usually the Interactor.
    var dataStore: DataStore { get }

    /// The routes of this Router, keyed by segue identifier.
    static var routes: RouteTable<Self> { get }
}

extension SceneRouter {
    /// The route registered for `identifier`, bound to this router.
    func route(for identifier: String) -> ((Segue) throws -> Void)? {
        guard let route = Self.routes.route(for: identifier) else { return nil }
        return { segue in try route(self, segue) }
    }

    /// The data store as a value the runtime can cast.
    var anyDataStore: Any { dataStore }
}
