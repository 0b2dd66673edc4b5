import SceneRuntime

/// A segue between two real scenes, to call routes with in `route-dispatch`.
@MainActor enum BenchSegue {
    final class PlainViewController: SceneViewController {}

    final class PlainRouter: SceneRouter {
        let dataStore: Void = ()
        static let routes = RouteTable<PlainRouter>(routingEverySegue: { _, _ in })
    }

    static var navigator: Navigator?

    static func make() throws -> Segue {
        let registry = SceneRegistry()
        try registry.register(SceneModule(name: "Plain") { _ in (PlainViewController(), PlainRouter()) })
        let json =
            #"{ "version": 1, "initial": "A", "scenes": [ { "id": "A", "module": "Plain", "title": "A", "segues": [ { "id": "Go", "to": "B" } ] }, { "id": "B", "module": "Plain", "title": "B" } ] }"#
        let navigator = Navigator(
            storyboard: try registry.loadStoryboard(from: Array(json.utf8), file: "bench.json"),
            registry: registry)
        try navigator.start()
        try navigator.performSegue("Go")
        self.navigator = navigator
        let stack = navigator.stack
        return Segue(
            descriptor: SegueDescriptor(id: "Go", source: "A", destination: "B", style: .push),
            source: stack[0],
            destination: stack[1])
    }
}
