import SceneRuntime

/// `route-dispatch`: a segue resolved to its route and called, by the runtime's typed path (the
/// Router's identifier, found by position) and by its by-name path (the shell's `go`, a link),
/// each beside its anchors in the same run: a direct call of the route's closure (the floor), a plain
/// `[String: closure]` lookup and call, an index into an array of closures (an interned id), and
/// finding the closure with `Mirror`, the naive Linux imitation of Objective-C's
/// `perform(NSSelectorFromString("routeTo…"))`.
@MainActor enum RouteDispatch {
    /// A router with five routes, as the demo's are; each route bumps a counter.
    final class BenchRouter: SceneRouter {
        enum SegueIdentifier: String, SceneSegueIdentifier {
            case showContact = "ShowContact"
            case editContact = "EditContact"
            case addContact = "AddContact"
            case deleteContact = "DeleteContact"
            case shareContact = "ShareContact"
        }

        let dataStore: Void = ()
        var count = 0

        static let routes: RouteTable<BenchRouter> = [
            .showContact: { router, segue in router.routeToShowContact(segue) },
            .editContact: { router, segue in router.routeToShowContact(segue) },
            .addContact: { router, segue in router.routeToShowContact(segue) },
            .deleteContact: { router, segue in router.routeToShowContact(segue) },
            .shareContact: { router, segue in router.routeToShowContact(segue) },
        ]

        /// The work of every route.
        @inline(never) func routeToShowContact(_ segue: Segue) {
            count &+= 1
        }
    }

    typealias Closure = @MainActor (BenchRouter, Segue) throws -> Void

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

    /// Nanoseconds per iteration of `body`, the median of 7 runs.
    private static func perCall(_ iterations: Int, _ body: (Int) -> Void) -> Double {
        median(runs: 7) { time { for index in 0..<iterations { body(index) } } } / Double(iterations)
    }

    /// `--profile route-dispatch N`: `N` typed calls and `N` calls by name, for a profiler.
    static func profile(calls: Int, segue: Segue) {
        let names = BenchRouter.SegueIdentifier.allCases.map(\.rawValue)
        let identifiers = Array(BenchRouter.SegueIdentifier.allCases)
        let router = BenchRouter()
        let table = BenchRouter.routes
        for index in 0..<max(calls, 0) {
            _ = try? table.run(identifiers[index % 5], router: router, segue: segue)
            _ = try? table.run(named: names[index % 5], router: router, segue: segue)
        }
        blackHole(router.count)
    }

    static func run(quick: Bool, segue: Segue) -> [Figure] {
        let iterations = quick ? 200_000 : 2_000_000
        let names = BenchRouter.SegueIdentifier.allCases.map(\.rawValue)
        let identifiers = Array(BenchRouter.SegueIdentifier.allCases)
        let router = BenchRouter()
        let table = BenchRouter.routes
        let closure: Closure = { router, segue in router.routeToShowContact(segue) }
        let dictionary = Dictionary(uniqueKeysWithValues: names.map { ($0, closure) })
        let array = names.map { _ in closure }

        // The closure read from the array once, so the optimiser cannot inline it: a call, not
        // the work alone.
        let route = array[quick ? 1 : 0]
        let direct = perCall(iterations) { _ in try? route(router, segue) }
        let plainDictionary = perCall(iterations) { index in
            if let route = dictionary[names[index % 5]] { try? route(router, segue) }
        }
        let interned = perCall(iterations) { index in try? array[index % 5](router, segue) }
        let typed = perCall(iterations) { index in
            _ = try? table.run(identifiers[index % 5], router: router, segue: segue)
        }
        let byName = perCall(iterations) { index in
            _ = try? table.run(named: names[index % 5], router: router, segue: segue)
        }
        let reflected = ReflectedRouter()
        // Materialise the lazy closures.
        for name in names { reflected.perform(name, segue) }
        let mirror = perCall(iterations / 100) { index in reflected.perform(names[index % 5], segue) }
        blackHole(router.count + reflected.count)
        let anchors: [(String, Any)] = [
            ("direct_ns", direct), ("string_dictionary_ns", plainDictionary), ("interned_index_ns", interned),
        ]
        return [
            Figure(
                name: "route-dispatch", value: typed, unit: "ns/op",
                extra: anchors + [
                    ("ratio_to_direct", typed / direct), ("ratio_to_interned_index", typed / interned),
                    ("mirror_ns", mirror), ("mirror_over_dispatch", mirror / typed),
                    ("target", "<= 3x a direct call"), ("met", typed <= 3 * direct),
                ]
            ).anchored("direct call", direct, ratio: .atMost(3)),
            Figure(
                name: "route-dispatch-by-name", value: byName, unit: "ns/op",
                extra: anchors + [
                    ("ratio_to_direct", byName / direct),
                    ("ratio_to_string_dictionary", byName / plainDictionary),
                    ("target", "<= a plain [String: closure]"), ("met", byName <= plainDictionary),
                ]
            ).anchored("plain [String: closure]", plainDictionary, ratio: .atMost(1)),
        ]
    }
}
