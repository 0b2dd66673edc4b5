// swift-tools-version: 6.1
import PackageDescription

/// The scene modules: one folder under `Scenes/` each, compiled on its own and built into the
/// `scenes` executable. Adding a scene costs one line here.
let sceneModules: [String] = [
    "Menu"
]

let runtime = Target.Dependency.product(name: "SceneRuntime", package: "Runtime")
let shell = Target.Dependency.product(name: "SceneShell", package: "Runtime")
let sceneTesting = Target.Dependency.product(name: "SceneTesting", package: "Runtime")
let scenes = sceneModules.map { Target.Dependency.target(name: $0) }

let package = Package(
    name: "Scenes",
    products: [
        .executable(name: "scenes", targets: ["scenes"])
    ],
    dependencies: [
        // SceneRuntime is its own package so that it is linked once, as a shared library.
        .package(path: "Sources/Runtime")
    ],
    targets: sceneModules.map { .target(name: $0, dependencies: [runtime], path: "Scenes/\($0)") } + [
        .executableTarget(
            name: "scenes", dependencies: [runtime, shell] + scenes, plugins: ["BuiltinScenes"]),
        .plugin(
            name: "BuiltinScenes", capability: .buildTool(), dependencies: ["BuiltinScenesGenerator"],
            path: "Sources/BuiltinScenes"),
        .executableTarget(name: "BuiltinScenesGenerator"),
        .testTarget(name: "SceneRuntimeTests", dependencies: [runtime, sceneTesting]),
        .testTarget(name: "SceneShellTests", dependencies: [runtime, shell, sceneTesting]),
        .testTarget(name: "SceneModuleTests", dependencies: [runtime, sceneTesting] + scenes),
    ]
)

for target in package.targets where target.type != .plugin {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
