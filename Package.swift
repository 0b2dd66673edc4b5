// swift-tools-version: 6.1
import PackageDescription

/// The scene modules: one folder under `Scenes/` each, compiled on its own. Adding a scene costs
/// one line here.
let sceneModules: [String] = [
    "Menu"
]

let runtime = Target.Dependency.product(name: "SceneRuntime", package: "Runtime")
let sceneTesting = Target.Dependency.product(name: "SceneTesting", package: "Runtime")

let package = Package(
    name: "Scenes",
    dependencies: [
        // SceneRuntime is its own package so that it is linked once, as a shared library.
        .package(path: "Sources/Runtime")
    ],
    targets: sceneModules.map { .target(name: $0, dependencies: [runtime], path: "Scenes/\($0)") } + [
        .testTarget(name: "SceneRuntimeTests", dependencies: [runtime, sceneTesting]),
        .testTarget(
            name: "SceneModuleTests",
            dependencies: [runtime, sceneTesting] + sceneModules.map { .target(name: $0) }),
    ]
)

for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
