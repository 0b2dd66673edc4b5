import Foundation
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// The benchmarks that time whole processes: `startup` and `plugin-load`.
@MainActor enum Processes {
    /// Runs a program to its end, standard error to /dev/null and standard output to /dev/null
    /// or captured; returns the wall time in nanoseconds, the exit status, the output and the
    /// child's peak resident memory in bytes.
    static func spawn(_ arguments: [String], capture: Bool = false) -> (
        nanoseconds: UInt64, status: Int32, output: String, peakBytes: Int
    ) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipe: [Int32] = [0, 0]
        if capture {
            _ = Glibc.pipe(&pipe)
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipe[0])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var arguments = arguments.map { strdup($0) } + [nil]
        defer { for argument in arguments { free(argument) } }
        var pid: pid_t = 0
        guard let program = arguments[0] else { return (0, -1, "", 0) }
        let start = now()
        guard posix_spawn(&pid, program, &actions, nil, &arguments, environ) == 0 else {
            return (0, -1, "", 0)
        }
        var output = ""
        if capture {
            close(pipe[1])
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(pipe[0], &buffer, buffer.count)
                guard count > 0 else { break }
                output += String(decoding: buffer[..<count], as: UTF8.self)
            }
            close(pipe[0])
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        // Linux gives the peak in KiB.
        return (now() - start, (status >> 8) & 0xFF, output, usage.ru_maxrss &* 1024)
    }

    /// `script-memory`: the peak memory of `scenes --script` running a file of 1,000,000 lines
    /// against one of 100,000 (`--quick`: 200,000 against 20,000): the file is read as it runs, so
    /// the peak should not grow with its length.
    static func scriptMemory(quick: Bool, binaries: Binaries) throws -> [Figure] {
        let scenes = try binaries.appFile("scenes")
        let (folder, config) = try Script.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (small, large) = quick ? (20_000, 200_000) : (100_000, 1_000_000)
        func peak(lines: Int) throws -> Int {
            let path = folder.appendingPathComponent("script-\(lines)").path
            let text = (0..<lines).map { Script.cycle[$0 % Script.cycle.count] }.joined(separator: "\n")
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            defer { try? FileManager.default.removeItem(atPath: path) }
            return spawn([scenes, config, "--script", path, "--data", folder.path]).peakBytes
        }
        let smallPeak = try peak(lines: small)
        let largePeak = try peak(lines: large)
        return [
            Figure(
                name: "script-memory-\(large)", value: Double(largePeak) / 1_048_576, unit: "MiB peak",
                extra: [("lines", large), ("anchor_lines", small)]
            ).anchored("peak of \(small) lines", Double(smallPeak) / 1_048_576, ratio: .atMost(1.2))
        ]
    }

    /// `startup`: `scenes` showing the demo app's first screen and running a one-line script,
    /// beside the smallest Swift program that imports Foundation and prints a line.
    static func startup(quick: Bool, binaries: Binaries) throws -> [Figure] {
        let scenes = try binaries.appFile("scenes")
        let hello = try binaries.benchFile("bench-hello")
        let config = try binaries.storyboard()
        let folder = try newTemporaryFolder("scenes-startup")
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("script").path
        try Data("stack\n".utf8).write(to: URL(fileURLWithPath: script))
        let app = [scenes, config, "--script", script, "--data", folder.path]
        let runs = quick ? 15 : 41
        _ = spawn(app)
        _ = spawn([hello])
        // Alternating, so that both see the same machine.
        var appTimes: [UInt64] = []
        var helloTimes: [UInt64] = []
        for _ in 0..<runs {
            appTimes.append(spawn(app).nanoseconds)
            helloTimes.append(spawn([hello]).nanoseconds)
        }
        let appTime = Double(appTimes.sorted()[runs / 2])
        let helloTime = Double(helloTimes.sorted()[runs / 2])
        return [
            Figure(name: "startup", value: appTime / 1e6, unit: "ms", extra: [("runs", runs)])
                .anchored("Foundation hello world", helloTime / 1e6, ratio: .atMost(1.1))
        ]
    }

    /// `plugin-load`: a cold load and registration of one scene plugin, in a new process each time.
    /// The plugin is the app's build of it: it links that build's libSceneRuntime.so, which the
    /// loader takes to be the one this process has already loaded (the same name), as an app's
    /// plugins are loaded by the app.
    static func pluginLoad(quick: Bool, binaries: Binaries) throws -> [Figure] {
        let plugin = try binaries.appFile("libGreeterPlugin.so")
        let empty = try binaries.benchFile("libBenchEmptyLibrary.so")
        let me = try binaries.benchFile("scenes-bench")
        var samples: [Double] = []
        var floorSamples: [Double] = []
        func sample(_ mode: String, _ path: String) -> Double? {
            let child = spawn([me, mode, path], capture: true)
            return Double(child.output.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        // Alternating, so that both see the same machine.
        for _ in 0..<(quick ? 15 : 41) {
            if let value = sample("--child-plugin-load", plugin) { samples.append(value) }
            if let value = sample("--child-dlopen", empty) { floorSamples.append(value) }
        }
        samples.sort()
        floorSamples.sort()
        let microseconds = samples.isEmpty ? Double.nan : samples[samples.count / 2] / 1e3
        let floor = floorSamples.isEmpty ? Double.nan : floorSamples[floorSamples.count / 2] / 1e3
        return [
            Figure(name: "plugin-load", value: microseconds, unit: "µs", extra: [("runs", samples.count)])
                .anchored("C dlopen of an empty library", floor, ratio: .atMost(3))
        ]
    }

    /// In the child process: opens the empty C library as a plugin is opened and prints the
    /// nanoseconds it took.
    static func childDlopen(_ path: String) -> Int32 {
        let start = now()
        guard dlopen(path, RTLD_NOW | RTLD_NODELETE) != nil else {
            print("error: \(dlerror().map { String(cString: $0) } ?? "unknown")")
            return 1
        }
        let elapsed: UInt64 = now() - start
        print(elapsed)
        return 0
    }

    /// In the child process: loads the plugin once and prints the nanoseconds it took. The
    /// registry has first registered a module of its own, as an app's registers its built-in
    /// modules before it loads the plugins its storyboard lists: what any first registration
    /// costs the process (generic metadata made on first use) is start-up, not plugin load.
    static func childPluginLoad(_ path: String) -> Int32 {
        let registry = SceneRegistry()
        do {
            try registry.register(
                SceneModule(name: "Warm") { _ in
                    (RuntimePair.EmptyViewController(), RuntimePair.EmptyRouter())
                })
        } catch {
            print("error: \(error)")
            return 1
        }
        let start = now()
        do {
            try registry.loadPlugin(at: path)
        } catch {
            print("error: \(error)")
            return 1
        }
        let elapsed: UInt64 = now() - start
        print(elapsed)
        return 0
    }
}
