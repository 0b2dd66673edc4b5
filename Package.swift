// swift-tools-version: 6.2
import PackageDescription

/// The scene modules, with the domain modules each uses: one folder under `Scenes/` each,
/// compiled on its own and built into the `scenes` executable. Adding a scene costs one line here.
let sceneModules: [(name: String, domains: [String])] = [
    ("Menu", ["AccountsDomain", "SceneStore"]),
    ("ContactList", ["ContactsDomain"]),
    ("ShowContact", ["ContactsDomain"]),
    ("ContactEditor", ["ContactsDomain"]),
    ("Login", ["AccountsDomain", "SceneStore"]),
    ("Home", ["AccountsDomain", "SceneStore"]),
    ("Registration", ["AccountsDomain"]),
    ("NotesList", ["NotesDomain", "SceneStore"]),
    ("NoteDetail", ["NotesDomain", "SceneStore"]),
    ("ShoppingCart", ["ShopDomain", "AccountsDomain", "SceneStore"]),
    ("OrderSuccess", ["ShopDomain", "AccountsDomain"]),
]

/// Domain modules under `Sources/Domain/`: entities, workers and the DataStore contracts that
/// scenes share (scenes never import scenes). `SceneRuntime` and `SceneStore` in a list mean the
/// runtime package's libraries; DomainSupport is what the demo's domains share of their own.
let domainModules: [(name: String, dependencies: [String])] = [
    ("DomainSupport", []),
    ("ContactsDomain", ["DomainSupport", "SceneStore"]),
    ("AccountsDomain", ["DomainSupport", "SceneStore"]),
    ("NotesDomain", ["SceneStore"]),
    ("ShopDomain", ["SceneStore"]),
]

let runtime = Target.Dependency.product(name: "SceneRuntime", package: "Runtime")
let store = Target.Dependency.product(name: "SceneStore", package: "Runtime")
/// A dependency named in the lists above: the runtime package's libraries, or a target of this one.
func dependency(_ name: String) -> Target.Dependency {
    switch name {
    case "SceneRuntime": runtime
    case "SceneStore": store
    default: .target(name: name)
    }
}
let shell = Target.Dependency.product(name: "SceneShell", package: "Runtime")
let sceneTesting = Target.Dependency.product(name: "SceneTesting", package: "Runtime")
let shellTesting = Target.Dependency.product(name: "SceneShellTesting", package: "Runtime")
let scaffolding = Target.Dependency.product(name: "SceneScaffolding", package: "Runtime")
let scenes = sceneModules.map { Target.Dependency.target(name: $0.name) }
/// Scene code runs on the main actor, as an iOS app's does: protocols, classes and test spies
/// written without an isolation annotation are `@MainActor` (SE-0466). Scene modules, their tests
/// and the Quiz plugin (written as the PluginScenes article shows) set it.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
/// Lists the scene modules a target depends on, for `ScenesCommand.main(modules:)`: the runtime's.
let builtinScenes = Target.PluginUsage.plugin(name: "BuiltinScenes", package: "Runtime")

let package = Package(
    name: "Scenes",
    products: [
        .executable(name: "scenes", targets: ["scenes"]),
        /// The demo's modules that the benchmarks measure, for their package (`Sources/Benchmarks`),
        /// which depends on this one by path: a package sees another's targets only through a product.
        .library(name: "DemoModules", targets: ["Menu", "ShowContact", "ContactsDomain", "AccountsDomain"]),
        // Scene plugins the tests load at run time; no target links them.
        .library(name: "GreeterPlugin", type: .dynamic, targets: ["GreeterPlugin"]),
        .library(name: "OutdatedPlugin", type: .dynamic, targets: ["OutdatedPlugin"]),
        .library(name: "QuizPlugin", type: .dynamic, targets: ["QuizPlugin"]),
        .library(name: "FaultyPlugin", type: .dynamic, targets: ["FaultyPlugin"]),
    ],
    dependencies: [
        // SceneRuntime is its own package so that it is linked once, as a shared library.
        .package(path: "Sources/Runtime")
    ],
    targets: sceneModules.map { scene in
        .target(
            name: scene.name, dependencies: [runtime] + scene.domains.map(dependency),
            path: "Scenes/\(scene.name)", swiftSettings: mainActorByDefault)
    }
        + domainModules.map { domain in
            .target(
                name: domain.name,
                dependencies: domain.dependencies.map(dependency),
                path: "Sources/Domain/\(domain.name)")
        } + [
            .executableTarget(
                name: "scenes", dependencies: [runtime, shell] + scenes, plugins: [builtinScenes]),
            // Sets SCENES_PASSWORD_ITERATIONS low before any test runs (debug builds only honour it).
            .target(name: "TestPasswordCost", path: "Tests/Fixtures/TestPasswordCost"),
            .testTarget(
                name: "SceneRuntimeTests", dependencies: [runtime, sceneTesting],
                // Malformed storyboards and their expected diagnostics, read by the tests.
                exclude: ["Malformed"]),
            .testTarget(
                name: "SceneShellTests",
                dependencies: [runtime, shell, sceneTesting, shellTesting, scaffolding]),
            .testTarget(
                name: "DomainTests",
                dependencies: domainModules.map { .target(name: $0.name) } + [runtime, store, sceneTesting]),
            // Saves with DataFile until it is killed; DomainTests runs it from the build directory.
            .executableTarget(
                name: "DataFileSaver", dependencies: [store], path: "Tests/Fixtures/DataFileSaver"),
            .target(name: "GreeterPlugin", dependencies: [runtime], path: "Tests/Fixtures/GreeterPlugin"),
            .target(name: "OutdatedPlugin", dependencies: [runtime], path: "Tests/Fixtures/OutdatedPlugin"),
            // The README's outside-author walkthrough: two scenes exchanging typed data with the app.
            .target(
                name: "QuizPlugin", dependencies: [runtime], path: "Tests/Fixtures/QuizPlugin",
                swiftSettings: mainActorByDefault),
            // Planted faults (a trap, a leak, a throwing route, a dead end, a hang, output without a line
            // feed, an answer too large, a process left running) that `scenes explore` finds or survives,
            // and an inbox whose message it reaches only after writing one.
            .target(
                name: "FaultyPlugin", dependencies: [runtime], path: "Tests/Fixtures/FaultyPlugin",
                exclude: ["faulty.json", "inbox.json", "hang.json", "noisy.json", "stale.json"]),
            .testTarget(name: "PluginTests", dependencies: [runtime, shell, sceneTesting]),
            // The whole app: its storyboard and every flow, walked through the shell.
            .testTarget(
                name: "AppTests", dependencies: [runtime, shell, sceneTesting, shellTesting] + scenes,
                exclude: ["Transcripts"],
                plugins: [builtinScenes]),
        ]
        // Each scene's tests, in `Tests/Scenes/<Name>Tests/`.
        + sceneModules.map { scene in
            .testTarget(
                name: "\(scene.name)Tests",
                dependencies: [.target(name: scene.name), runtime, sceneTesting, store]
                    + scene.domains.filter { $0 != "SceneStore" }.map(dependency),
                path: "Tests/Scenes/\(scene.name)Tests", swiftSettings: mainActorByDefault)
        }
)

// Every test target lowers the cost of password hashing (the test process is one, so once would do;
// each says it, so that none depends on another).
for target in package.targets where target.type == .test {
    target.dependencies.append("TestPasswordCost")
}

/// With `SCENES_TEST_TARGETS` set to test targets' names (as `.ci/sanitize` builds), the package has only
/// those test targets: a sanitized build compiles the suites it runs, not the scenes' own tests.
if let kept = Context.environment["SCENES_TEST_TARGETS"]?.split(separator: " ").map(String.init) {
    package.targets.removeAll { $0.type == .test && !kept.contains($0.name) }
}

// Password hashing derives 600,000 rounds of HMAC-SHA256 per sign-in: unoptimised, that takes tens of
// seconds, so AccountsDomain is optimised in debug builds too (a person's `swift run scenes` signs in
// as fast as a release build does).
if let accounts = package.targets.first(where: { $0.name == "AccountsDomain" }) {
    accounts.swiftSettings = [.unsafeFlags(["-O"], .when(configuration: .debug))]
}

/// Concrete generic types (`[SegueIdentifier: [String]]`, a module's `RouteTable<Router>`) are
/// reached through their metadata accessors, not by demangling their names at first use: by name,
/// the Swift runtime parses each one and scans every loaded conformance record (about 4,500) for
/// each protocol its generic parameters must conform to. Start-up costs 15.6 M instructions
/// instead of 19.0 M (Sources/Benchmarks/NOTES.md).
let startUpSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

/// With `SCENES_WARNINGS_AS_ERRORS=1` (as `.ci/run` builds), a warning fails the build: CI's one
/// debug build is also its strict one.
let strictSettings: [SwiftSetting] =
    Context.environment["SCENES_WARNINGS_AS_ERRORS"] == "1" ? [.unsafeFlags(["-warnings-as-errors"])] : []

// Swift settings for the Swift targets (TestPasswordCost is C and has none).
for target in package.targets where target.type != .plugin && target.name != "TestPasswordCost" {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ] + strictSettings + startUpSettings
}
