import Foundation

/// Where the benchmarks find the programs and libraries they run. This package's build holds
/// `scenes-bench` itself, `bench-hello` and `libBenchEmptyLibrary.so`; the app's build holds
/// `scenes` and the test plugin `libGreeterPlugin.so`, which the app's package builds.
struct Binaries {
    /// This executable's folder: this package's build (`.build/<triple>/<configuration>`).
    let bench: URL
    /// The app's build folder: `--app DIR`; by default this executable's own folder when it holds
    /// `scenes` (the benchmarks built into the app's build folder, `--scratch-path .build`), else
    /// the app package's `.build/<triple>/<configuration>`, the same triple and configuration as
    /// this executable's, the app's package being two folders above this one's. `nil` when none
    /// tells it.
    let app: URL?
    /// The configuration this executable was built in (`release`, `debug`), from its folder's name.
    private let configuration: String

    /// The folders for this executable, with the app's build folder given by `--app` (relative to
    /// the current folder) or, without it, derived from where this executable lies.
    init(app: String?) {
        bench = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        configuration = bench.lastPathComponent
        if let app {
            self.app = URL(fileURLWithPath: app).standardizedFileURL
        } else if FileManager.default.fileExists(atPath: bench.appendingPathComponent("scenes").path) {
            self.app = bench
        } else {
            self.app = Self.defaultApp(bench: bench)
        }
    }

    /// `<app>/.build/<triple>/<configuration>` for a bench built in
    /// `<app>/Sources/Benchmarks/.build/<triple>/<configuration>`; `nil` if this executable does
    /// not lie in a folder named `.build` two levels up.
    static func defaultApp(bench: URL) -> URL? {
        let triple = bench.deletingLastPathComponent()
        let scratch = triple.deletingLastPathComponent()
        guard scratch.lastPathComponent == ".build" else { return nil }
        let package = scratch.deletingLastPathComponent()
        let root = package.deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build").appendingPathComponent(triple.lastPathComponent)
            .appendingPathComponent(bench.lastPathComponent)
    }

    /// `swift build` in this executable's configuration.
    private var build: String { configuration == "debug" ? "swift build" : "swift build -c \(configuration)" }

    /// The path of a file of this package's build, if it is there.
    func benchFile(_ name: String) throws(Missing) -> String {
        let path = bench.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else {
            throw Missing(
                path: path,
                remedy:
                    "build the benchmarks with `\(build) --package-path Sources/Benchmarks --scratch-path .build`"
                    + " in the app's folder"
            )
        }
        return path
    }

    /// The path of a file of the app's build, if it is there.
    func appFile(_ name: String) throws(Missing) -> String {
        guard let app else {
            throw Missing(
                path: name,
                remedy: "this executable is not in a `.build` folder: pass the app's with --app DIR")
        }
        let path = app.appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else {
            throw Missing(
                path: path, remedy: "build the app with `\(build)` in its folder, or pass --app DIR")
        }
        return path
    }

    /// The demo's storyboard, `scenes.json` in the current folder, if it is there.
    func storyboard() throws(Missing) -> String {
        let path = FileManager.default.currentDirectoryPath + "/scenes.json"
        guard FileManager.default.fileExists(atPath: path) else {
            throw Missing(path: path, remedy: "run scenes-bench from the app's folder")
        }
        return path
    }

    /// A file a benchmark needs and cannot find, and what makes it.
    struct Missing: Error, CustomStringConvertible {
        /// The file's path.
        let path: String
        /// What to do so that it is there.
        let remedy: String

        var description: String { "\(path) is missing: \(remedy)" }
    }
}
