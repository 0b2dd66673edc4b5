import Foundation
import SceneRuntime

/// `load`: loading and validating generated storyboards of 1,000, 10,000 and 100,000 scenes (five
/// segues each), beside Foundation's `JSONDecoder` decoding the same bytes into plain `Codable`
/// structs.
@MainActor enum Load {
    final class BenchRouter: SceneRouter {
        enum SegueIdentifier: String, SceneSegueIdentifier {
            case s0 = "S0"
            case s1 = "S1"
            case s2 = "S2"
            case s3 = "S3"
            case s4 = "S4"
        }

        let dataStore: Void = ()
        static let routes: RouteTable<BenchRouter> = [
            .s0: { _, _ in }, .s1: { _, _ in }, .s2: { _, _ in }, .s3: { _, _ in }, .s4: { _, _ in },
        ]
    }

    final class BenchViewController: SceneViewController {}

    struct PlainStoryboard: Codable {
        struct PlainSegue: Codable {
            var id: String
            var to: String
            var style: String?
        }

        struct PlainScene: Codable {
            var id: String
            var module: String
            var title: String
            var segues: [PlainSegue]?
        }

        var version: Int
        var initial: String
        var scenes: [PlainScene]
    }

    /// Scene `i` pushes `i+1` and `i+2`, presents `7i+3`, replaces the root with `i+n/2`, and
    /// unwinds to `i-1` (which pushes it).
    static func storyboard(scenes count: Int) -> [UInt8] {
        var text = "{\n  \"version\": 1,\n  \"initial\": \"S0\",\n  \"scenes\": [\n"
        for index in 0..<count {
            let targets = [
                ("S0", (index + 1) % count, "push"), ("S1", (index + 2) % count, "push"),
                ("S2", (index * 7 + 3) % count, "modal"), ("S3", (index + count / 2) % count, "replace"),
                ("S4", (index - 1 + count) % count, "unwind"),
            ]
            let segues = targets.map { #"{ "id": "\#($0.0)", "to": "S\#($0.1)", "style": "\#($0.2)" }"# }
            text += #"    { "id": "S\#(index)", "module": "Bench", "title": "Scene \#(index)", "segues": ["#
            text += segues.joined(separator: ", ") + (index == count - 1 ? "] }\n" : "] },\n")
        }
        return Array((text + "  ]\n}\n").utf8)
    }

    static func run(quick: Bool) throws -> [Figure] {
        let registry = SceneRegistry()
        try registry.register(SceneModule(name: "Bench") { _ in (BenchViewController(), BenchRouter()) })
        let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
        var figures: [Figure] = []
        var milliseconds: [Int: Double] = [:]
        for size in sizes {
            let bytes = storyboard(scenes: size)
            let runs = size >= 100_000 ? 5 : (quick ? 5 : 11)
            var problem: String?
            let load = median(runs: runs) {
                time {
                    do {
                        let loaded = try registry.loadStoryboard(from: bytes, file: "bench.json")
                        blackHole(loaded.scenes.count)
                    } catch {
                        problem = String(describing: error).prefix(300).description
                    }
                }
            }
            let data = Data(bytes)
            let decode = median(runs: runs) {
                time { blackHole(try? JSONDecoder().decode(PlainStoryboard.self, from: data).scenes.count) }
            }
            milliseconds[size] = load / 1e6
            let ratio = load / decode
            figures.append(
                Figure(
                    name: "load-\(size)", value: load / 1e6, unit: "ms",
                    extra: [
                        ("bytes", bytes.count), ("mb_per_s", Double(bytes.count) / 1e6 / (load / 1e9)),
                        ("jsondecoder_ms", decode / 1e6), ("ratio_to_jsondecoder", ratio),
                        ("target", "<= 1.25 x JSONDecoder"), ("met", ratio <= 1.25 && problem == nil),
                    ] + (problem.map { [("error", $0)] } ?? [])))
        }
        if let small = milliseconds[10_000], let large = milliseconds[100_000] {
            figures.append(
                Figure(
                    name: "load-scaling", value: large / small, unit: "x (100,000 / 10,000 scenes)",
                    extra: [("target", "<= 12"), ("met", large / small <= 12)]))
        }
        return figures
    }
}
