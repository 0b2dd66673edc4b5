/// The runtime's view of a scene's Router.
///
/// A Router names the segues it knows in ``SegueIdentifier``, a closed set (an enum), and
/// registers its routes in ``routes``: one closure per identifier, the Linux replacement for
/// UIKit's `perform(NSSelectorFromString("routeTo\(id)WithSegue:"))`. The runtime finds a route
/// by the position of its identifier, never by reflection.
///
/// An edge has one name, `routeTo<Destination>`: the Router's `routeToContactList()` performs
/// the segue, and the route it registers for that segue, `routeToContactList(_:)`, passes the
/// data.
///
/// ```swift
/// @MainActor final class AddContactRouter: SceneRouterBase<any AddContactDataStore>, SceneRouter {
///     enum SegueIdentifier: String, SceneSegueIdentifier {
///         case save = "Save"
///     }
///
///     static let routes: RouteTable<AddContactRouter> = [
///         .save: { router, segue in try router.routeToContactList(segue) }
///     ]
///
///     func routeToContactList() throws {
///         try context.performSegue(SegueIdentifier.save)
///     }
///
///     func routeToContactList(_ segue: Segue) throws {
///         let destination = try segue.destinationDataStore(as: (any ContactListDataStore).self)
///         destination.addedContact = dataStore.savedContact
///     }
/// }
/// ```
///
/// ``SceneRouterBase`` holds what every Router stores, its `context` and its `dataStore`.
/// A Router with no segues declares neither: its set is ``NoSegues`` and its table is empty.
@MainActor public protocol SceneRouter: AnyObject {
    /// The type through which routes read and write this scene's data; in Clean Swift, a
    /// DataStore protocol that the Interactor adopts.
    associatedtype DataStore

    /// The segues this Router performs or routes, by the identifiers the storyboard gives them.
    associatedtype SegueIdentifier: SceneSegueIdentifier = NoSegues

    /// The scene's DataStore, usually the Interactor.
    var dataStore: DataStore { get }

    /// The routes of this Router, keyed by segue identifier; none unless the Router declares
    /// them.
    static var routes: RouteTable<Self> { get }

    /// What each of ``routes`` writes that its destination needs to be built again: the names of
    /// the destination's declared inputs (for an unwind, the inputs of the scene returned to) it
    /// sets, `[]` for a route that writes nothing a rebuilt scene needs.
    ///
    /// After such a route runs, the runtime reads those inputs back from the destination's
    /// DataStore and records them on the scene (``Scene/inputs``), so that links, `undo` and
    /// `--resume` carry them. A route left out here may write what no input records: in a
    /// version 2 storyboard `validate` warns that its destination cannot be rebuilt from a link,
    /// and the shell says so when it rebuilds one.
    ///
    /// ```swift
    /// static let routeWrites: [SegueIdentifier: [String]] = [.showNotes: ["ownerName"]]
    /// ```
    static var routeWrites: [SegueIdentifier: [String]] { get }
}

extension SceneRouter {
    /// No routes.
    public static var routes: RouteTable<Self> { [:] }

    /// No route declares what it writes.
    public static var routeWrites: [SegueIdentifier: [String]] { [:] }

    /// Records on `destination` what the route of `segue`, which just ran, declares it wrote
    /// (``routeWrites``); or, for a route of its own that declares nothing, that it wrote what no
    /// input records. (A route for every segue, a menu's, passes no data.)
    func recordWrites(of segue: SegueDescriptor, into destination: Scene) {
        let writes = Self.routeWrites
        if !writes.isEmpty, let key = SegueIdentifier(rawValue: segue.id), let inputs = writes[key] {
            InputPassing.record(inputs, of: destination)
        } else if Self.routes.storage.fallback == nil {
            destination.unrecordedRoute = UnrecordedRoute(
                segue: segue.id, source: segue.source, destination: destination.id)
        }
    }

    /// The router's routes, with its type erased, for the navigator.
    var routeStorage: RouteStorage { Self.routes.storage }

    /// The data store as a value the runtime can cast.
    var anyDataStore: Any { dataStore }
}
