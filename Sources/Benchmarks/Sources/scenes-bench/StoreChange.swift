import Foundation
import SceneRuntime
import SceneStore

/// `store-change`: a record saved by one pane of a wide split and seen by the other, which read
/// the file as it appeared (the navigator finds the change and the pane fetches the file again),
/// beside the same save with no scene reading the file. The save is a transaction (the data
/// directory's lock, the file read, written to a new file and renamed over it); both sides run in
/// a temporary folder, alternately.
@MainActor enum StoreChange {
    /// A split of two panes, each a scene of `module`, at the root.
    static func storyboard(module: String) -> String {
        """
        { "version": 2, "initial": "Desk", "scenes": [
          { "id": "Desk", "title": "Desk", "container": { "kind": "split", "minimumWidth": 100,
              "panes": [ { "id": "Left", "root": "List" }, { "id": "Right", "root": "Show" } ] } },
          { "id": "List", "module": "\(module)", "title": "List" },
          { "id": "Show", "module": "\(module)", "title": "Show" } ] }
        """
    }

    /// Shows the items of `items.json` as it read them when it appeared, or read nothing.
    final class Pane: SceneViewController {
        let file: DataFile<[String]>
        let reads: Bool
        private(set) var shown: [String] = []

        init(directory: String, reads: Bool) {
            file = DataFile(directory: directory, name: "items.json", seed: { ["first"] }, empty: { [] })
            self.reads = reads
        }

        func viewWillAppear() {
            if reads { shown = file.read().value }
        }
    }

    /// A navigator 120 columns wide showing both panes, which read the file when `reads`.
    static func navigator(directory: String, reads: Bool) throws -> Navigator {
        let registry = SceneRegistry()
        try registry.register(
            SceneModule(name: "Pane") { _ in
                (Pane(directory: directory, reads: reads), RuntimePair.EmptyRouter())
            })
        let loaded = try registry.loadStoryboard(
            from: Array(storyboard(module: "Pane").utf8), file: "bench.json")
        let navigator = Navigator(storyboard: loaded, registry: registry)
        navigator.addObserver { blackHole($0) }
        navigator.resize(toWidth: 120)
        try navigator.start()
        return navigator
    }

    static func run(quick: Bool) throws -> Figure {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scenes-bench-store-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let observed = root.appendingPathComponent("observed").path
        let plain = root.appendingPathComponent("plain").path
        for folder in [observed, plain] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let seen = try navigator(directory: observed, reads: true)
        let unseen = try navigator(directory: plain, reads: false)
        let writers = [observed, plain].map {
            DataFile<[String]>(directory: $0, name: "items.json", seed: { [] }, empty: { [] })
        }
        var count = 0
        func change(_ writer: DataFile<[String]>, _ navigator: Navigator) throws {
            count += 1
            try writer.save(["first", "change \(count)"])
            navigator.refreshObservedData()
        }
        try change(writers[0], seen)
        let panes = seen.visibleScenes.compactMap { $0.viewController as? Pane }
        guard panes.count == 2, panes.allSatisfy({ $0.shown == ["first", "change \(count)"] }) else {
            throw Tabs.Mismatch(description: "the panes show \(panes.map(\.shown)), not the change")
        }
        let iterations = quick ? 300 : 3_000
        var seenNS = Double.infinity
        var unseenNS = Double.infinity
        for _ in 0..<5 {
            seenNS = min(
                seenNS,
                Double(try time { for _ in 0..<iterations { try change(writers[0], seen) } })
                    / Double(iterations))
            unseenNS = min(
                unseenNS,
                Double(try time { for _ in 0..<iterations { try change(writers[1], unseen) } })
                    / Double(iterations))
        }
        return Figure(
            name: "store-change", value: seenNS / 1000, unit: "us/save seen by 2 panes",
            extra: [("iterations", iterations)]
        ).anchored("the same save, no scene reading the file", unseenNS / 1000, ratio: .atMost(1.3))
    }
}
