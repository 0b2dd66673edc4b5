// swift-tools-version: 6.1
import PackageDescription

// The runtime's own `scenes` tool: every command of an app's `scenes` with no scene module built in
// (init, new, validate, graph, list, diff, explore, manifest; `run` with plugins), so that a newcomer gets
// `scenes` without building any app: `swift run --package-path Sources/Runtime/Tool scenes init MyApp`.
//
// It is a package of its own, beside the runtime's, because SwiftPM links a target of the *same*
// package statically into an executable: a `scenes` in the runtime's package would hold its own copy
// of SceneRuntime, and plugins, which link libSceneRuntime.so, would fail its casts. Depending on the
// runtime package by path, it links the shared library, as every app does.
let package = Package(
    name: "ScenesTool",
    products: [
        .executable(name: "scenes", targets: ["scenes"])
    ],
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        .executableTarget(
            name: "scenes",
            dependencies: [
                .product(name: "SceneRuntime", package: "Runtime"),
                .product(name: "SceneShell", package: "Runtime"),
            ])
    ]
)

/// With `SCENES_WARNINGS_AS_ERRORS=1` (as `.ci/run` builds), a warning fails the build.
let strictSettings: [SwiftSetting] =
    Context.environment["SCENES_WARNINGS_AS_ERRORS"] == "1" ? [.unsafeFlags(["-warnings-as-errors"])] : []

for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .enableUpcomingFeature("InternalImportsByDefault"),
        ]
        + strictSettings
}
