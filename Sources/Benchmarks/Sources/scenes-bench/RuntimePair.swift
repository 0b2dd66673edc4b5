import BenchSupport
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// `navigation-runtime` and `navigation-memory`: the runtime's own cost of a push and a pop (a
/// module whose scene does nothing), beside the floor of allocating and freeing the objects a scene
/// needs; and the heap a live scene holds, deep in a stack.
@MainActor enum RuntimePair {
    final class EmptyViewController: SceneViewController {}

    final class EmptyRouter: SceneRouter {
        let dataStore: Void = ()
        static let routes = RouteTable<EmptyRouter>(routingEverySegue: { _, _ in })
    }

    /// The floor's objects: the sizes of a scene's own object, its view controller and router.
    final class FloorScene {
        var descriptor: SceneDescriptor
        let presentation: NavigationState.Presentation
        let viewController: any SceneViewController
        let router: any SceneRouter
        var inputs: [String: SceneValue] = [:]
        let instance: Int
        weak var navigator: Navigator?
        let extra: (Int, Int, Int)

        init(descriptor: SceneDescriptor, viewController: any SceneViewController, router: any SceneRouter) {
            self.descriptor = descriptor
            presentation = .push
            self.viewController = viewController
            self.router = router
            instance = 0
            extra = (0, 0, 0)
        }
    }

    static let storyboard = """
        { "version": 1, "initial": "A", "scenes": [
          { "id": "A", "module": "Empty", "title": "A", "segues": [ { "id": "Go", "to": "B" } ] },
          { "id": "B", "module": "Empty", "title": "B", "segues": [ { "id": "Go", "to": "B" } ] } ] }
        """

    /// A navigator on the storyboard above, observed as the shell observes it (its history).
    static func navigator() throws -> Navigator {
        let registry = SceneRegistry()
        try registry.register(SceneModule(name: "Empty") { _ in (EmptyViewController(), EmptyRouter()) })
        let loaded = try registry.loadStoryboard(from: Array(storyboard.utf8), file: "bench.json")
        let navigator = Navigator(storyboard: loaded, registry: registry)
        navigator.addObserver { blackHole($0) }
        try navigator.start()
        return navigator
    }

    /// `--profile navigation-runtime N`: only `N` pairs, for a profiler.
    static func profile(pairs: Int) throws {
        let navigator = try navigator()
        for _ in 0..<pairs {
            try navigator.performSegue("Go")
            try navigator.back()
        }
    }

    static func run(quick: Bool) throws -> [Figure] {
        let navigator = try navigator()
        func pair() throws {
            try navigator.performSegue("Go")
            try navigator.back()
        }
        guard let descriptor = navigator.storyboard.scene(withID: "B") else { return [] }
        func floor() {
            blackHole(
                FloorScene(
                    descriptor: descriptor, viewController: EmptyViewController(), router: EmptyRouter()))
        }
        let iterations = quick ? 50_000 : 500_000
        for _ in 0..<iterations / 10 {
            try pair()
            floor()
        }
        var pairNS = Double.infinity
        var floorNS = Double.infinity
        // Alternating, so that both see the same machine.
        for _ in 0..<5 {
            pairNS = min(
                pairNS, Double(try time { for _ in 0..<iterations { try pair() } }) / Double(iterations))
            floorNS = min(floorNS, Double(time { for _ in 0..<iterations { floor() } }) / Double(iterations))
        }

        // The heap a live scene holds: push a deep stack and count what malloc hands out.
        let depth = quick ? 10_000 : 100_000
        let before = bench_heap_in_use()
        for _ in 0..<depth { try navigator.performSegue("Go") }
        let after = bench_heap_in_use()
        try navigator.popToRoot()
        let perScene = Double(after &- before) / Double(depth)
        return [
            Figure(name: "navigation-runtime", value: pairNS, unit: "ns/pair")
                .anchored("allocation floor", floorNS, ratio: .atMost(1.5)),
            Figure(
                name: "navigation-memory", value: perScene, unit: "B/live scene", extra: [("depth", depth)]
            ).anchored("budget", 512, ratio: .atMost(1)),
        ]
    }
}
