import ContactsDomain
import SceneRuntime
import SceneShell
import ShowContact

/// `navigation`: push and pop of a real demo scene, ShowContact: the segue is resolved, the scene
/// is built through its module, the route passes a contact through the DataStore, the scene runs
/// its VIP cycle, its screen is rendered into a buffer, then it is popped and freed.
@MainActor enum Navigation {
    /// The source: a list that passes its selected contact to ShowContact, as ContactList does,
    /// without reading a file.
    final class ListRouter: SceneRouter {
        let dataStore = ListStore()
        static let routes: RouteTable<ListRouter> = [
            "ViewContact": { router, segue in
                try segue.destinationDataStore(as: (any ShowContactDataStore).self).contact =
                    router.dataStore.selected
            }
        ]
    }

    final class ListStore {
        let selected = Contact(
            id: 1, firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "ada@engine.example")
    }

    final class ListViewController: SceneViewController {}

    static let storyboard = """
        { "version": 1, "initial": "List", "scenes": [
          { "id": "List", "module": "BenchList", "title": "Contacts", "segues": [ { "id": "ViewContact", "to": "ShowContact" } ] },
          { "id": "ShowContact", "module": "ShowContact", "title": "Contact" } ] }
        """

    static func run(quick: Bool) throws -> [Figure] {
        let registry = SceneRegistry()
        try registry.register(SceneModule(name: "BenchList") { _ in (ListViewController(), ListRouter()) })
        try registry.register(ShowContactConfigurator.module)
        let navigator = Navigator(
            storyboard: try registry.loadStoryboard(from: Array(storyboard.utf8), file: "bench.json"),
            registry: registry)
        try navigator.start()
        let renderer = ScreenRenderer(colors: false)
        var rendered = 0
        func pair() throws {
            try navigator.performSegue("ViewContact")
            rendered &+= renderer.render(navigator).rendered.utf8.count
            try navigator.back()
        }
        for _ in 0..<10_000 { try pair() }
        let iterations = quick ? 20_000 : 200_000
        let nanoseconds = try median(runs: 5) { try time { for _ in 0..<iterations { try pair() } } }
        let pairsPerSecond = Double(iterations) / (nanoseconds / 1e9)

        let soak = quick ? 100_000 : 1_000_000
        let scenesBefore = Scene.liveCount
        let memoryBefore = residentMemory()
        for _ in 0..<soak { try pair() }
        let grown = residentMemory() - memoryBefore
        let scenesAfter = Scene.liveCount
        blackHole(rendered)
        return [
            Figure(
                name: "navigation", value: pairsPerSecond, unit: "push+pop/s",
                extra: [
                    ("ns_per_pair", nanoseconds / Double(iterations)), ("soak_pairs", soak),
                    ("live_scenes_before", scenesBefore), ("live_scenes_after", scenesAfter),
                    ("rss_growth_bytes", grown),
                    (
                        "target",
                        ">= 200000 push+pop/s; live scenes unchanged and RSS growth < 1 MiB after the soak"
                    ),
                    ("met", pairsPerSecond >= 200_000 && scenesBefore == scenesAfter && grown < 1 << 20),
                ])
        ]
    }
}
