/// The routes of one Router type: closures keyed by segue identifier.
///
/// Written as a dictionary literal. Unlike `Dictionary`, a literal that repeats an identifier does
/// not trap: the registry refuses the module with an error naming the identifier. A Router whose
/// segues pass no data (a menu) may instead route every segue its scene declares, with
/// ``init(routingEverySegue:)``.
public struct RouteTable<Router>: ExpressibleByDictionaryLiteral, Sendable {
    /// A route: reads from the router's DataStore and writes to the destination's through the
    /// segue (or back, for an unwind).
    public typealias Route = @MainActor @Sendable (Router, Segue) throws -> Void

    private let routes: [String: Route]
    /// Route identifiers in declaration order.
    let identifiers: [String]
    /// Identifiers declared more than once.
    let duplicates: [String]
    /// The route of every identifier without one of its own, if the table has one.
    private let fallback: Route?

    /// Creates a table from `"Identifier": { router, segue in ... }` pairs.
    public init(dictionaryLiteral elements: (String, Route)...) {
        var routes: [String: Route] = [:]
        var identifiers: [String] = []
        var duplicates: [String] = []
        for (identifier, route) in elements {
            if routes.updateValue(route, forKey: identifier) == nil {
                identifiers.append(identifier)
            } else {
                duplicates.append(identifier)
            }
        }
        self.routes = routes
        self.identifiers = identifiers
        self.duplicates = duplicates
        self.fallback = nil
    }

    /// A table that routes every segue with the same route, such as `{ _, _ in }` for a menu
    /// that passes no data.
    public init(routingEverySegue route: @escaping Route) {
        self.routes = [:]
        self.identifiers = []
        self.duplicates = []
        self.fallback = route
    }

    /// Whether every segue has a route.
    var routesEverySegue: Bool { fallback != nil }

    /// The route for a segue identifier, found in O(1).
    public func route(for identifier: String) -> Route? {
        routes[identifier] ?? fallback
    }
}
