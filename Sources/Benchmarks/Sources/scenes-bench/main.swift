import Foundation
import SceneRuntime

// scenes-bench: the speed and memory benchmarks of SceneRuntime and the demo app. From the app's
// folder, after the app's release build and this package's (`swift run` builds only scenes-bench):
//
//   swift build -c release
//   swift build -c release --package-path Sources/Benchmarks --scratch-path .build --disable-build-manifest-caching
//   swift run -c release --package-path Sources/Benchmarks --scratch-path .build --disable-build-manifest-caching scenes-bench [--quick] [--table] [--only NAME]
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
if arguments.first == "--storyboard", arguments.count == 3, let scenes = Int(arguments[1]), scenes > 0 {
    // The `load` benchmark's storyboard of `scenes` scenes, every one of module `arguments[2]`,
    // for `scenes validate` (Benchmarks.md, `validate-100000`).
    FileHandle.standardOutput.write(
        Data(MainActor.assumeIsolated { Load.storyboard(scenes: scenes, module: arguments[2]) }))
    exit(0)
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
let names = [
    "route-dispatch", "navigation", "tabs", "store-change", "load", "script", "script-memory", "startup",
    "plugin-load", "password-hash", "explore",
]
let usage = "usage: scenes-bench [--quick] [--table] [--only NAME] [--app DIR]"
let help = """
    \(usage)

    Runs the benchmarks and prints one JSON object per figure.

      --quick      small sizes (what CI runs)
      --table      a readable table instead of JSON
      --only NAME  one benchmark: \(names.joined(separator: ", "))
      --app DIR    the app's build folder, holding `scenes` and `libGreeterPlugin.so` (default: this
                   executable's folder if `scenes` is there, as when both are built into the app's
                   .build; else the app package's .build/<triple>/<configuration>, as this one's)

    Run it from the app's folder (startup and explore read ./scenes.json).
    """
let (quick, table, only, app): (Bool, Bool, String?, String?) = {
    var quick = false
    var table = false
    var only: String?
    var app: String?
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        switch argument {
        case "--quick": quick = true
        case "--table": table = true
        case "--help", "-h":
            print(help)
            exit(0)
        case "--only" where !rest.isEmpty: only = rest.popFirst()
        case "--app" where !rest.isEmpty: app = rest.popFirst()
        default:
            FileHandle.standardError.write(Data("error: unknown argument '\(argument)'\n\(usage)\n".utf8))
            exit(2)
        }
    }
    return (quick, table, only, app)
}()
let binaries = Binaries(app: app)
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
            FileHandle.standardError.write(Data("error: \(name): \(error)\n".utf8))
        }
    }
    measure("route-dispatch") { try RouteDispatch.run(quick: quick, segue: BenchSegue.make()) }
    measure("navigation") { try Navigation.run(quick: quick) }
    measure("tabs") { try Tabs.run(quick: quick) }
    measure("store-change") { [try StoreChange.run(quick: quick)] }
    measure("load") { try Load.run(quick: quick) }
    measure("script") { try Script.run(quick: quick) }
    measure("script-memory") { try Processes.scriptMemory(quick: quick, binaries: binaries) }
    measure("explore") { try Explore.run(quick: quick, binaries: binaries) }
    measure("startup") { try Processes.startup(quick: quick, binaries: binaries) }
    measure("plugin-load") { try Processes.pluginLoad(quick: quick, binaries: binaries) }
    measure("password-hash") { PasswordHashing.run(quick: quick) }
    if table { print(Report.table(figures)) }
    return figures.contains { $0.extra.contains { $0.0 == "error" } } ? 1 : 0
}
exit(status)
