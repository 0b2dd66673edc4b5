// swift-tools-version: 6.1
import PackageDescription

// The runtime lives in its own package so that it is built once, as a shared library, and loaded
// once: the `scenes` executable and every scene plugin link the same libSceneRuntime.so. (A target
// of the app's own package would be linked statically into the executable, and a plugin's dynamic
// casts against runtime protocols would then fail.)
let package = Package(
    name: "SceneRuntime",
    products: [
        // The store (SceneStore: an app's records in its data directory, shared by its scenes and
        // processes) is in the same shared library, so that the app and its plugins use one copy
        // of it too (one registry of what each file holds and who watches it): a shared library of
        // its own would hold a copy of the runtime it uses.
        .library(name: "SceneRuntime", type: .dynamic, targets: ["SceneRuntime", "SceneStore"]),
        // The store's own product, for a target that uses it: its code is libSceneRuntime.so's.
        .library(name: "SceneStore", targets: ["SceneStore"]),
        .library(name: "SceneShell", targets: ["SceneShell"]),
        .library(name: "SceneTesting", targets: ["SceneTesting"]),
        // Test support for the shell itself: `Transcript`, a recorded session as a golden test.
        .library(name: "SceneShellTesting", targets: ["SceneShellTesting"]),
        // The generator behind `scenes new` and `scenes init`; the shell runs it, and it needs no shell.
        .library(name: "SceneScaffolding", targets: ["SceneScaffolding"]),
        // Every app's executable uses it: it lists the scene modules the target depends on (those
        // in `Scenes/<Name>/`) as `builtinSceneModules`, for `ScenesCommand.main(modules:)`.
        .plugin(name: "BuiltinScenes", targets: ["BuiltinScenes"]),
        // libFuzzer targets: `.ci/fuzz` builds them with `--sanitize=fuzzer`, which supplies their
        // `main`; built without it they do nothing.
        .executable(name: "FuzzStoryboard", targets: ["FuzzStoryboard"]),
        .executable(name: "FuzzShellLine", targets: ["FuzzShellLine"]),
        .executable(name: "FuzzLink", targets: ["FuzzLink"]),
        .executable(name: "FuzzTypeSpelling", targets: ["FuzzTypeSpelling"]),
        .executable(name: "FuzzExploreAnswer", targets: ["FuzzExploreAnswer"]),
    ],
    targets: [
        .target(name: "SceneRuntime"),
        .target(name: "SceneStore", dependencies: ["SceneRuntime"]),
        .target(name: "SceneScaffolding", dependencies: ["SceneRuntime"]),
        .target(name: "SceneShell", dependencies: ["SceneRuntime", "SceneScaffolding"]),
        .target(name: "SceneTesting", dependencies: ["SceneRuntime", "SceneStore"]),
        .target(name: "SceneShellTesting", dependencies: ["SceneRuntime", "SceneShell"]),
        .plugin(name: "BuiltinScenes", capability: .buildTool(), dependencies: ["BuiltinScenesGenerator"]),
        .executableTarget(name: "BuiltinScenesGenerator"),
        .target(name: "FuzzSupport", dependencies: ["SceneRuntime", "SceneShell", "SceneTesting"]),
        .executableTarget(name: "FuzzStoryboard", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzShellLine", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzLink", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzTypeSpelling", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzExploreAnswer", dependencies: ["FuzzSupport"]),
    ]
)

/// Concrete generic types (`[SegueIdentifier: [String]]`, a module's `RouteTable<Router>`) are
/// reached through their metadata accessors, not by demangling their names at first use: by name,
/// the Swift runtime parses each one and scans every loaded conformance record (about 4,500) for
/// each protocol its generic parameters must conform to. Start-up costs 15.6 M instructions
/// instead of 19.0 M (Sources/Benchmarks/NOTES.md).
let startUpSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

/// With `SCENES_WARNINGS_AS_ERRORS=1` (as `.ci/run` builds), a warning fails the build.
let strictSettings: [SwiftSetting] =
    Context.environment["SCENES_WARNINGS_AS_ERRORS"] == "1" ? [.unsafeFlags(["-warnings-as-errors"])] : []

for target in package.targets where target.type != .plugin {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
            // `import X` is internal: a module's imports are its own business unless its public
            // declarations show X's types, which then say `public import X`.
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
        + strictSettings + startUpSettings
}
