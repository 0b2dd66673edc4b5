import Foundation
import SceneRuntime

// scenes-bench: the speed and memory benchmarks of SceneRuntime.
//
//   swift build -c release && swift run -c release scenes-bench [--quick] [--table] [--only NAME]
//
// Prints one JSON object per line ({"name": ..., "value": ..., "unit": ..., ...}); --table prints a
// readable table instead; --quick runs small sizes (CI runs it so that it never rots).

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--child-plugin-phases", arguments.count == 2 {
    exit(MainActor.assumeIsolated { PhaseProbe.run(arguments[1]) })
}
if arguments.first == "--child-dlopen", arguments.count == 2 {
    exit(Processes.childDlopen(arguments[1]))
}
if arguments.first == "--child-plugin-load", arguments.count == 2 {
    exit(MainActor.assumeIsolated { Processes.childPluginLoad(arguments[1]) })
}
if arguments.first == "--profile", arguments.count == 3, let pairs = Int(arguments[2]) {
    // For a profiler: `valgrind --tool=callgrind scenes-bench --profile navigation 2000`.
    exit(
        MainActor.assumeIsolated {
            do {
                switch arguments[1] {
                case "navigation": try Navigation.profile(pairs: pairs)
                case "navigation-runtime": try RuntimePair.profile(pairs: pairs)
                case "tabs": try Tabs.profile(pairs: pairs)
                case "route-dispatch": RouteDispatch.profile(calls: pairs, segue: try BenchSegue.make())
                case "load": try Load.profile(scenes: pairs)
                case "script": try Script.profile(lines: pairs)
                default: return 2
                }
                return 0
            } catch {
                print("error: \(error)")
                return 1
            }
        })
}
let quick = arguments.contains("--quick")
let table = arguments.contains("--table")
let only = arguments.firstIndex(of: "--only").flatMap {
    arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
}
let names = [
    "route-dispatch", "navigation", "tabs", "load", "script", "script-memory", "startup", "plugin-load",
    "password-hash", "explore",
]
if let unknown = arguments.first(where: { !["--quick", "--table", "--only"].contains($0) && $0 != only }) {
    FileHandle.standardError.write(
        Data(
            "error: unknown argument '\(unknown)'\nusage: scenes-bench [--quick] [--table] [--only NAME]\n"
                .utf8))
    exit(2)
}
if let only, !names.contains(only) {
    FileHandle.standardError.write(
        Data("error: no benchmark '\(only)'; the benchmarks: \(names.joined(separator: ", "))\n".utf8))
    exit(2)
}

let status: Int32 = MainActor.assumeIsolated {
    var figures: [Figure] = []
    func measure(_ name: String, _ body: () throws -> [Figure]) {
        guard only == nil || only == name else { return }
        do {
            let results = try body()
            figures += results
            if !table { for figure in results { print(figure.json) } }
        } catch {
            let failure = Figure(name: name, value: .nan, unit: "", extra: [("error", "\(error)")])
            figures.append(failure)
            if !table { print(failure.json) }
        }
    }
    measure("route-dispatch") { try RouteDispatch.run(quick: quick, segue: BenchSegue.make()) }
    measure("navigation") { try Navigation.run(quick: quick) }
    measure("tabs") { try Tabs.run(quick: quick) }
    measure("load") { try Load.run(quick: quick) }
    measure("script") { try Script.run(quick: quick) }
    measure("script-memory") { try Processes.scriptMemory(quick: quick) }
    measure("explore") { try Explore.run(quick: quick) }
    measure("startup") { try Processes.startup(quick: quick) }
    measure("plugin-load") { Processes.pluginLoad(quick: quick) }
    measure("password-hash") { PasswordHashing.run(quick: quick) }
    if table { print(Report.table(figures)) }
    return figures.contains { $0.extra.contains { $0.0 == "error" } } ? 1 : 0
}
exit(status)
