import Foundation
import SceneRuntime
import SceneShell
import ShowContact

/// `navigation`: push and pop of a real demo scene, ShowContact: the segue is resolved, the scene
/// is built through its module, the generated route passes a contact's id into its DataStore, the
/// scene runs its VIP cycle (reading the contact), its screen is rendered into a buffer, then it is
/// popped and freed.
@MainActor enum Navigation {
    /// The source: a list that offers its selected contact's id to ShowContact, as ContactList
    /// does.
    final class ListRouter: SceneRouter {
        let dataStore = ListStore()
        static let routes: RouteTable<ListRouter> = [:]
    }

    final class ListStore {
        let selectedContactID = 1
    }

    final class ListViewController: SceneViewController {}

    static let storyboard = """
        { "version": 2, "initial": "List", "scenes": [
          { "id": "List", "module": "BenchList", "title": "Contacts", "segues": [
            { "id": "ViewContact", "to": "ShowContact", "pass": { "contactID": { "from": "selectedContactID" } } } ] },
          { "id": "ShowContact", "module": "ShowContact", "title": "Contact" } ] }
        """

    /// The demo pairs per second recorded before issue 18 in `--quick` mode (2-core AMD EPYC
    /// virtual machine, Swift 6.3.1, Debian 12), the anchor of the demo pair.
    static let recordedQuickPairs = 79_500.0
    /// The same in a full run.
    static let recordedFullPairs = 83_600.0

    static func run(quick: Bool) throws -> [Figure] {
        try [demo(quick: quick)] + RuntimePair.run(quick: quick)
    }

    /// `--profile navigation N`: only `N` demo pairs, for a profiler.
    static func profile(pairs: Int) throws {
        let (navigator, data) = try demoNavigator()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let renderer = ScreenRenderer(colors: false)
        var rendered = 0
        for _ in 0..<pairs {
            try navigator.performSegue("ViewContact")
            rendered &+= renderer.render(navigator).rendered.utf8.count
            try navigator.back()
        }
        blackHole(rendered)
    }

    /// A navigator on the storyboard above, started, and its data directory (to remove).
    static func demoNavigator() throws -> (Navigator, String) {
        let registry = SceneRegistry()
        try registry.register(
            SceneModule(
                name: "BenchList",
                contract: {
                    SceneContract<ListStore>(outputs: [SceneOutput("selectedContactID", \.selectedContactID)])
                },
                build: { _ in (ListViewController(), ListRouter()) }))
        try registry.register(ShowContactConfigurator.module)
        // ShowContact reads its contact from the data directory: a new one, with the sample contacts.
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("scenes-bench-\(UUID())")
            .path
        let navigator = Navigator(
            storyboard: try registry.loadStoryboard(from: Array(storyboard.utf8), file: "bench.json"),
            registry: registry, environment: SceneEnvironment(dataDirectory: data))
        try navigator.start()
        return (navigator, data)
    }

    static func demo(quick: Bool) throws -> Figure {
        let (navigator, data) = try demoNavigator()
        defer { try? FileManager.default.removeItem(atPath: data) }
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
        return Figure(
            name: "navigation", value: pairsPerSecond, unit: "push+pop/s",
            extra: [
                ("ns_per_pair", nanoseconds / Double(iterations)), ("soak_pairs", soak),
                ("live_scenes_before", scenesBefore), ("live_scenes_after", scenesAfter),
                ("rss_growth_bytes", grown),
                ("target", "live scenes unchanged and RSS growth < 1 MiB after the soak"),
                ("met", scenesBefore == scenesAfter && grown < 1 << 20),
            ]
        ).anchored(
            "recorded before issue 18 (2-core EPYC)", quick ? recordedQuickPairs : recordedFullPairs,
            ratio: .atLeast(1.5))
    }
}
