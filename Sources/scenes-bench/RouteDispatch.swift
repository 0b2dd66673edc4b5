import SceneRuntime

/// `route-dispatch`: a segue identifier resolved to its route and called, beside a direct call of
/// the same closure (the floor) and beside finding the closure with `Mirror`, the naive Linux
/// imitation of Objective-C's `perform(NSSelectorFromString("routeTo…"))`.
@MainActor enum RouteDispatch {
    /// A router with five routes, as the demo's are; each route bumps a counter.
    final class BenchRouter: SceneRouter {
        let dataStore: Void = ()
        var count = 0

        static let routes: RouteTable<BenchRouter> = [
            "ShowContact": { router, _ in router.count &+= 1 },
            "EditContact": { router, _ in router.count &+= 1 },
            "AddContact": { router, _ in router.count &+= 1 },
            "DeleteContact": { router, _ in router.count &+= 1 },
            "ShareContact": { router, _ in router.count &+= 1 },
        ]
    }

    /// The same routes as closure properties, found by name with `Mirror`.
    final class ReflectedRouter {
        var count = 0
        lazy var routeToShowContact: (Segue) -> Void = { [unowned self] _ in self.count &+= 1 }
        lazy var routeToEditContact: (Segue) -> Void = { [unowned self] _ in self.count &+= 1 }
        lazy var routeToAddContact: (Segue) -> Void = { [unowned self] _ in self.count &+= 1 }
        lazy var routeToDeleteContact: (Segue) -> Void = { [unowned self] _ in self.count &+= 1 }
        lazy var routeToShareContact: (Segue) -> Void = { [unowned self] _ in self.count &+= 1 }

        func perform(_ identifier: String, _ segue: Segue) {
            let label = "$__lazy_storage_$_routeTo\(identifier)"
            for child in Mirror(reflecting: self).children where child.label == label {
                if let route = child.value as? ((Segue) -> Void) { route(segue) }
            }
        }
    }

    static func run(quick: Bool, segue: Segue) -> [Figure] {
        let iterations = quick ? 200_000 : 2_000_000
        let identifiers = ["ShowContact", "EditContact", "AddContact", "DeleteContact", "ShareContact"]
        let router = BenchRouter()
        let table = BenchRouter.routes
        let dispatch =
            median(runs: 7) {
                time {
                    for index in 0..<iterations {
                        if let route = table.route(for: identifiers[index % 5]) { try? route(router, segue) }
                    }
                }
            } / Double(iterations)
        guard let direct = table.route(for: "ShowContact") else { return [] }
        let floor =
            median(runs: 7) {
                time { for _ in 0..<iterations { try? direct(router, segue) } }
            } / Double(iterations)
        let reflected = ReflectedRouter()
        // Materialise the lazy closures.
        for identifier in identifiers { reflected.perform(identifier, segue) }
        let mirrorIterations = iterations / 100
        let mirror =
            median(runs: 7) {
                time {
                    for index in 0..<mirrorIterations { reflected.perform(identifiers[index % 5], segue) }
                }
            } / Double(mirrorIterations)
        blackHole(router.count + reflected.count)
        return [
            Figure(
                name: "route-dispatch", value: dispatch, unit: "ns/op",
                extra: [
                    ("direct_ns", floor), ("mirror_ns", mirror), ("ratio_to_direct", dispatch / floor),
                    ("mirror_over_dispatch", mirror / dispatch),
                    ("target", "<= 100 ns/op and >= 50x faster than Mirror"),
                    ("met", dispatch <= 100 && mirror / dispatch >= 50),
                ])
        ]
    }
}
