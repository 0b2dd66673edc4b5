import Foundation
import SceneRuntime

/// glibc's `malloc_trim`, which its Swift module does not export: gives freed memory back.
@_silgen_name("malloc_trim") private func mallocTrim(_ pad: Int) -> Int32

/// `load`: loading and validating generated storyboards of 1,000, 10,000 and 100,000 scenes (five
/// segues each; 1,000,000 too without `--quick`), beside the anchor: Foundation's `JSONDecoder`
/// decoding the same bytes into plain `Codable` structs, then indexing the ids and resolving every
/// destination (the same work; skipped at 1,000,000 scenes, where it would take most of the run).
/// Each size also reports its cost per scene and the peak memory of one load against the file.
@MainActor enum Load {
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

        /// Indexes the ids and resolves every destination, as loading does; the unknown ones.
        func resolve() -> Int {
            var index: [String: Int] = [:]
            index.reserveCapacity(scenes.count)
            for (position, scene) in scenes.enumerated() { index[scene.id] = position }
            var unknown = index[initial] == nil ? 1 : 0
            for scene in scenes {
                for segue in scene.segues ?? [] where index[segue.to] == nil { unknown += 1 }
            }
            return unknown
        }
    }

    /// Scene `i` pushes `i+1` and `i+2`, presents `7i+3`, replaces the root with `i+n/2`, and
    /// unwinds to `i-1` (which pushes it); every scene's module is `module`.
    static func storyboard(scenes count: Int, module: String = "Bench") -> [UInt8] {
        var text = "{\n  \"version\": 1,\n  \"initial\": \"S0\",\n  \"scenes\": [\n"
        for index in 0..<count {
            let targets = [
                ("S0", (index + 1) % count, "push"), ("S1", (index + 2) % count, "push"),
                ("S2", (index * 7 + 3) % count, "modal"), ("S3", (index + count / 2) % count, "replace"),
                ("S4", (index - 1 + count) % count, "unwind"),
            ]
            let segues = targets.map { #"{ "id": "\#($0.0)", "to": "S\#($0.1)", "style": "\#($0.2)" }"# }
            text +=
                #"    { "id": "S\#(index)", "module": "\#(module)", "title": "Scene \#(index)", "segues": ["#
            text += segues.joined(separator: ", ") + (index == count - 1 ? "] }\n" : "] },\n")
        }
        return Array((text + "  ]\n}\n").utf8)
    }

    /// `--profile load N`: one load of the storyboard of `N` scenes, for a profiler.
    static func profile(scenes: Int) throws {
        let registry = SceneRegistry()
        try registry.register(
            SceneModule(name: "Bench") { _ in (BenchSegue.PlainViewController(), BenchSegue.PlainRouter()) })
        let loaded = try registry.loadStoryboard(from: storyboard(scenes: max(scenes, 1)), file: "bench.json")
        blackHole(loaded.scenes.count)
    }

    static func run(quick: Bool) throws -> [Figure] {
        let registry = SceneRegistry()
        // A module that routes every segue, as a menu's does: the storyboard's five per scene.
        try registry.register(
            SceneModule(name: "Bench") { _ in (BenchSegue.PlainViewController(), BenchSegue.PlainRouter()) })
        let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000, 1_000_000]
        var figures: [Figure] = []
        var perScene: [Int: Double] = [:]
        for size in sizes {
            let bytes = storyboard(scenes: size)
            let runs = size >= 1_000_000 ? 3 : size >= 100_000 ? 5 : (quick ? 5 : 11)
            var problem: String?
            func load() {
                do {
                    let loaded = try registry.loadStoryboard(from: bytes, file: "bench.json")
                    blackHole(loaded.scenes.count)
                } catch {
                    problem = String(describing: error).prefix(300).description
                }
            }
            // The file in memory, and all that loading holds at its peak.
            let peak = peakMemory(of: load) + bytes.count
            let loadTime = median(runs: runs) { time(load) }
            perScene[size] = loadTime / Double(size)
            var extra: [(String, Any)] = [
                ("bytes", bytes.count), ("mb_per_s", Double(bytes.count) / 1e6 / (loadTime / 1e9)),
                ("ns_per_scene", loadTime / Double(size)), ("peak_bytes", peak),
                ("peak_over_file", Double(peak) / Double(bytes.count)),
                ("peak_target", "<= 4 x the file"), ("peak_met", Double(peak) <= 4 * Double(bytes.count)),
            ]
            if size <= 100_000 {
                let data = Data(bytes)
                let decode = median(runs: runs) {
                    time {
                        blackHole(try? JSONDecoder().decode(PlainStoryboard.self, from: data).resolve())
                    }
                }
                let ratio = loadTime / decode
                let target = size >= 10_000 ? 0.2 : 1.0
                extra += [
                    ("jsondecoder_ms", decode / 1e6), ("ratio_to_jsondecoder", ratio),
                    ("target", "<= \(target) x JSONDecoder + index, peak <= 4 x the file"),
                    ("met", ratio <= target && Double(peak) <= 4 * Double(bytes.count) && problem == nil),
                ]
            } else {
                extra += [
                    ("jsondecoder_ms", "not run at this size"),
                    ("target", "loads; peak <= 4 x the file"),
                    ("met", Double(peak) <= 4 * Double(bytes.count) && problem == nil),
                ]
            }
            var figure = Figure(
                name: "load-\(size)", value: loadTime / 1e6, unit: "ms",
                extra: extra + (problem.map { [("error", $0)] } ?? []))
            if let decoderMS = extra.first(where: { $0.0 == "jsondecoder_ms" })?.1 as? Double {
                figure = figure.anchored(
                    "JSONDecoder + index", decoderMS, ratio: .atMost(size >= 10_000 ? 0.2 : 1))
            }
            figures.append(figure)
        }
        if let small = perScene[10_000] {
            let largest = sizes.filter { $0 > 10_000 }.compactMap { size in perScene[size].map { (size, $0) }
            }
            for (size, cost) in largest {
                let ratio = cost / small
                figures.append(
                    Figure(
                        name: "load-per-scene-\(size)", value: ratio, unit: "x (per scene, vs 10,000 scenes)",
                        extra: [
                            ("ns_per_scene", cost), ("ns_per_scene_10000", small),
                            ("target", "<= 1.15"), ("met", ratio <= 1.15),
                        ]))
            }
        }
        return figures
    }

    /// The most memory one run of `body` holds at once, in bytes: the growth of the resident
    /// set's high-water mark, reset first (Linux `clear_refs`), after memory freed earlier is
    /// given back (`malloc_trim`); memory held before it, such as the input, is not counted.
    static func peakMemory(of body: () -> Void) -> Int {
        _ = mallocTrim(0)
        let before = residentMemory()
        if let reset = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
            reset.write(Data("5".utf8))
            try? reset.close()
        }
        body()
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(
                line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return 0 }
        return max(0, kilobytes * 1024 - before)
    }
}
