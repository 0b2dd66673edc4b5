// swift-tools-version: 6.2
import PackageDescription

// The speed and memory benchmarks of SceneRuntime and the demo app, in a package of their own so
// that the app's package holds only the app, its tests and its fixtures (swift-log keeps its
// benchmarks apart the same way). From the app's folder (Benchmarks.md has every option):
//
//   swift build -c release
//   swift build -c release --package-path Sources/Benchmarks --scratch-path .build --disable-build-manifest-caching
//   swift run -c release --package-path Sources/Benchmarks --scratch-path .build --disable-build-manifest-caching scenes-bench --table
//
// `scenes-bench` spawns the app's `scenes` and loads its test plugin `libGreeterPlugin.so` from the
// app's build (`--app DIR`); `bench-hello` and `libBenchEmptyLibrary.so`, its floors, are built here.
let package = Package(
    name: "Benchmarks",
    products: [
        .executable(name: "scenes-bench", targets: ["scenes-bench"]),
        .executable(name: "bench-hello", targets: ["bench-hello"]),
        // The floor of `plugin-load`: an empty C shared library, opened with dlopen.
        .library(name: "BenchEmptyLibrary", type: .dynamic, targets: ["BenchEmptyLibrary"]),
    ],
    dependencies: [
        // The runtime, linked as the app links it: libSceneRuntime.so, loaded once.
        .package(path: "../Runtime"),
        // The app, for the demo's modules the benchmarks measure. Named, so that its products are
        // found as `package: "Scenes"` whatever the folder of the clone is called (a path
        // dependency's identity is otherwise the last component of its path).
        .package(name: "Scenes", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "scenes-bench",
            dependencies: [
                .product(name: "SceneRuntime", package: "Runtime"),
                .product(name: "SceneStore", package: "Runtime"),
                .product(name: "SceneShell", package: "Runtime"),
                .product(name: "DemoModules", package: "Scenes"),
                "BenchSupport",
            ]),
        // The floor of `startup`: the smallest Swift program that imports Foundation.
        .executableTarget(name: "bench-hello"),
        // C helpers of the benchmark: malloc's counters, and the empty library of `plugin-load`.
        .target(name: "BenchSupport"),
        .target(name: "BenchEmptyLibrary"),
    ]
)

/// With `SCENES_WARNINGS_AS_ERRORS=1` (as `.ci/run` builds), a warning fails the build.
let strictSettings: [SwiftSetting] =
    Context.environment["SCENES_WARNINGS_AS_ERRORS"] == "1" ? [.unsafeFlags(["-warnings-as-errors"])] : []

// Swift settings for the Swift targets (the two C helpers have none).
for target in package.targets where !["BenchSupport", "BenchEmptyLibrary"].contains(target.name) {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ] + strictSettings
}
