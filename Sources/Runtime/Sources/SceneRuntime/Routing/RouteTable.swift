/// The routes of one Router type: closures keyed by the Router's segue identifiers.
///
/// Written as a dictionary literal over the Router's `SegueIdentifier`:
///
/// ```swift
/// static let routes: RouteTable<AddContactRouter> = [
///     .save: { router, segue in try router.routeToContactList(segue) }
/// ]
/// ```
///
/// Unlike `Dictionary`, a literal that repeats an identifier does not trap: the registry refuses
/// the module with an error naming the identifier. A Router whose segues pass no data (a menu)
/// may instead route every segue its scene declares, with ``init(routingEverySegue:)``. Each
/// route is found by the position of its identifier in `SegueIdentifier.allCases`, an index into
/// an array, never by hashing its name; a segue named by text (``run(named:router:segue:)``) is
/// compared with the names of the Router's set.
public struct RouteTable<Router: SceneRouter>: ExpressibleByDictionaryLiteral, Sendable {
    /// A route: reads from the router's DataStore and writes to the destination's through the
    /// segue (or back, for an unwind).
    public typealias Route = @MainActor @Sendable (Router, Segue) throws -> Void

    @usableFromInline let storage: RouteStorage
    /// Route identifiers in declaration order.
    @usableFromInline let identifiers: [String]
    /// Identifiers declared more than once.
    @usableFromInline let duplicates: [String]

    /// Creates a table from `.identifier: { router, segue in ... }` pairs. Inlinable, so that
    /// each route is erased where its Router's type is known, with no thunk between the two.
    @inlinable public init(dictionaryLiteral elements: (Router.SegueIdentifier, Route)...) {
        guard !elements.isEmpty else {
            self.init(storage: .empty, identifiers: [], duplicates: [])
            return
        }
        let names = Router.SegueIdentifier.allCases.map(\.rawValue)
        var positions: [String: Int] = [:]
        for (position, name) in names.enumerated() { positions[name] = position }
        var routes = [RouteStorage.Entry?](repeating: nil, count: names.count)
        var identifiers: [String] = []
        var duplicates: [String] = []
        for (identifier, route) in elements {
            guard let position = positions[identifier.rawValue] else { continue }
            if routes[position] == nil {
                identifiers.append(identifier.rawValue)
            } else {
                duplicates.append(identifier.rawValue)
            }
            routes[position] = RouteStorage.Entry(Self.erase(route))
        }
        self.init(
            storage: RouteStorage(
                routes: routes, fallback: nil,
                positionsAreTags: RouteStorage.tagsArePositions(of: Router.SegueIdentifier.self),
                names: names, identifierType: ObjectIdentifier(Router.SegueIdentifier.self)),
            identifiers: identifiers, duplicates: duplicates)
    }

    /// A table that routes every segue with the same route, such as `{ _, _ in }` for a menu
    /// that passes no data.
    @inlinable public init(routingEverySegue route: @escaping Route) {
        self.init(
            storage: RouteStorage(
                routes: [], fallback: Self.erase(route), positionsAreTags: false, names: [],
                identifierType: ObjectIdentifier(Router.SegueIdentifier.self)),
            identifiers: [], duplicates: [])
    }

    @usableFromInline init(storage: RouteStorage, identifiers: [String], duplicates: [String]) {
        self.storage = storage
        self.identifiers = identifiers
        self.duplicates = duplicates
    }

    /// The route with the Router's type erased, once, so that a call needs no cast through the
    /// runtime and no type metadata. Only a Router of this table's type is ever passed: `run`
    /// takes a `Router`, and the navigator passes a scene's router with the table of its own type
    /// (`type(of: router).routes`); a debug build checks it.
    @inlinable static func erase(_ route: @escaping Route) -> RouteStorage.Route {
        { router, segue in try route(unsafeDowncast(router, to: Router.self), segue) }
    }

    /// Whether every segue has a route.
    var routesEverySegue: Bool { storage.fallback != nil }

    /// Runs the route of `identifier` with `router`, as the navigator does when the Router
    /// performs that segue.
    /// - Returns: Whether the table has a route for it.
    @MainActor @inlinable @discardableResult
    public func run(_ identifier: Router.SegueIdentifier, router: Router, segue: Segue) throws -> Bool {
        let position = RouteStorage.position(of: identifier, byTag: storage.positionsAreTags)
        guard let route = storage.route(at: position) else { return false }
        try route(router, segue)
        return true
    }

    /// Runs the route of the segue named `name` with `router`, as the navigator does for a segue
    /// named by text (the shell's `go`, a link).
    /// - Returns: Whether the table has a route for it.
    @MainActor @inlinable @discardableResult
    public func run(named name: String, router: Router, segue: Segue) throws -> Bool {
        guard let route = storage.route(named: name) else { return false }
        try route(router, segue)
        return true
    }
}
