import FoundationEssentials
import SceneRuntime

/// The files of a new app, other than its first scene's (``SceneTemplates`` writes those): the
/// manifest, the executable, the storyboard, a test of the storyboard, the README, `.gitignore` and
/// the CI script.
enum AppTemplates {
    /// The app's first scene: the storyboard's initial scene.
    static let firstScene = "Welcome"

    /// The test target that checks the storyboard against the app's scene modules.
    static let appTests = "AppTests"

    /// Paths relative to the app's folder, with their contents.
    /// - Parameters:
    ///   - name: The package's and its executable's name.
    ///   - runtime: The runtime package's absolute path, without control characters.
    ///   - tabs: The scenes of a tabs container `Main` the app starts with; none for `Welcome` alone.
    ///   - split: Whether `Main` is a split instead, its two panes the two scenes of `tabs`.
    static func files(name: String, runtime: String, tabs: [String] = [], split: Bool = false) -> [(
        path: String, contents: String
    )] {
        let scenes = tabs.isEmpty ? [firstScene] : tabs
        return [
            ("Package.swift", manifest(name: name, runtime: runtime, scenes: scenes)),
            ("Sources/\(name)/main.swift", main(name: name)),
            ("scenes.json", tabs.isEmpty ? storyboard : storyboard(name: name, tabs: tabs, split: split)),
            ("Tests/\(appTests)/StoryboardTests.swift", storyboardTests),
            ("Tests/\(appTests)/TranscriptTests.swift", transcriptTests),
            ("Tests/\(appTests)/Transcripts/README.md", transcriptsReadme),
            ("README.md", readme(name: name, runtime: runtime, scenes: scenes)),
            (".gitignore", gitignore),
            (".ci/run", ciScript),
        ]
    }

    /// The identity SwiftPM gives a package depended on by path: its folder's name.
    static func packageIdentity(ofPath path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `text` as the body of a Swift string literal.
    static func escaped(_ text: String) -> String {
        text.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"")
    }

    /// The tabs container an app made with `--tabs` starts with.
    static let tabsContainer = "Main"

    static func manifest(name: String, runtime: String, scenes: [String] = [firstScene]) -> String {
        let sceneLines = scenes.map { "    (\"\($0)\", [])," }.joined(separator: "\n")
        let identity = escaped(packageIdentity(ofPath: runtime))
        return """
            // swift-tools-version: 6.2
            import PackageDescription

            /// The scene modules, with the shared modules each uses: one folder under `Scenes/` each,
            /// compiled on its own and built into the `\(name)` executable. `scenes new NAME` adds one
            /// line (`--uses SHARED` lists a shared module on it), `scenes remove NAME` takes it out.
            let sceneModules: [(name: String, domains: [String])] = [
            \(sceneLines)
            ]

            /// The shared (domain) modules, with the shared modules each depends on: one folder under
            /// `Sources/Domain/` each, for what scenes share (entities, workers, DataStore protocols),
            /// since a scene never imports another scene. `scenes new NAME --domain` adds one line, for
            /// a module whose worker keeps its records in the app's data directory: "SceneStore" on a
            /// line is the runtime's store. `scenes new NAME --coordinator` adds a coordinator, a flow
            /// in code that spans scenes: "SceneRuntime" on its line is the runtime.
            let domainModules: [(name: String, dependencies: [String])] = [
            ]

            let runtime = Target.Dependency.product(name: "SceneRuntime", package: "\(identity)")
            let store = Target.Dependency.product(name: "SceneStore", package: "\(identity)")
            let shell = Target.Dependency.product(name: "SceneShell", package: "\(identity)")
            let sceneTesting = Target.Dependency.product(name: "SceneTesting", package: "\(identity)")
            let shellTesting = Target.Dependency.product(name: "SceneShellTesting", package: "\(identity)")
            /// A name in the lists above: the runtime, its store, or a shared module of this package.
            func dependency(_ name: String) -> Target.Dependency {
                switch name {
                case "SceneRuntime": runtime
                case "SceneStore": store
                default: .target(name: name)
                }
            }
            let scenes = sceneModules.map { Target.Dependency.target(name: $0.name) }
            /// Lists the scene modules a target depends on as `builtinSceneModules`.
            let builtinScenes = Target.PluginUsage.plugin(name: "BuiltinScenes", package: "\(identity)")

            let package = Package(
                name: "\(name)",
                products: [
                    .executable(name: "\(name)", targets: ["\(name)"])
                ],
                dependencies: [
                    // SceneRuntime, by path: it is built as a shared library that the executable and
                    // any scene plugin load once.
                    .package(path: "\(escaped(runtime))")
                ],
                targets: sceneModules.map { scene in
                    .target(
                        name: scene.name, dependencies: [runtime] + scene.domains.map(dependency),
                        path: "Scenes/\\(scene.name)")
                }
                    + domainModules.map { domain in
                        .target(
                            name: domain.name, dependencies: domain.dependencies.map(dependency),
                            path: "Sources/Domain/\\(domain.name)")
                    }
                    + [
                        // The shell, with the scene modules built in.
                        .executableTarget(
                            name: "\(name)", dependencies: [runtime, shell] + scenes, plugins: [builtinScenes]),
                        // The storyboard checked against the scene modules, and the app's flows as
                        // transcripts (`Tests/\(appTests)/Transcripts/`).
                        .testTarget(
                            name: "\(appTests)", dependencies: [runtime, shellTesting] + scenes,
                            exclude: ["Transcripts"], plugins: [builtinScenes]),
                    ]
                    // Each scene's tests, in `Tests/Scenes/<Name>Tests/`.
                    + sceneModules.map { scene in
                        .testTarget(
                            name: "\\(scene.name)Tests",
                            dependencies: [.target(name: scene.name), runtime, sceneTesting]
                                + scene.domains.map(dependency),
                            path: "Tests/Scenes/\\(scene.name)Tests")
                    }
                    // Each shared module's tests, in `Tests/Domain/<Name>Tests/`, with a data
                    // directory of their own (SceneTesting's `TemporaryDataDirectory`).
                    + domainModules.map { domain in
                        .testTarget(
                            name: "\\(domain.name)Tests",
                            dependencies: [.target(name: domain.name), runtime, store, sceneTesting],
                            path: "Tests/Domain/\\(domain.name)Tests")
                    }
            )

            /// The shared modules that use the runtime: coordinators, which serve scenes.
            let coordinators = domainModules.filter { $0.dependencies.contains("SceneRuntime") }.map(\\.name)
            /// The scene modules, the coordinators, their tests and the storyboard's test (each scene
            /// added to `sceneModules` too) are main-actor by default, as an iOS app is (SE-0466):
            /// protocols, classes and test spies written without an isolation annotation are `@MainActor`.
            let mainActorTargets = Set(
                (sceneModules.map(\\.name) + coordinators).flatMap { [$0, "\\($0)Tests"] } + ["\(appTests)"])
            for target in package.targets where mainActorTargets.contains(target.name) {
                target.swiftSettings = [.defaultIsolation(MainActor.self)]
            }

            for target in package.targets {
                target.swiftSettings =
                    (target.swiftSettings ?? []) + [
                        .enableUpcomingFeature("ExistentialAny"),
                        .enableUpcomingFeature("MemberImportVisibility"),
                    ]
            }

            """
    }

    static func main(name: String) -> String {
        """
        import Foundation
        import SceneShell

        // The \(name) executable: the shell, with the scene modules listed in Package.swift built in.
        exit(ScenesCommand.main(modules: builtinSceneModules))

        """
    }

    static let storyboard = """
        {
          "version": 2,
          "initial": "\(firstScene)",
          "scenes": [
            { "id": "\(firstScene)", "module": "\(firstScene)", "title": "\(firstScene)" }
          ]
        }

        """

    /// The storyboard of an app made with `--tabs`: the container `Main`, titled as the app, a tab
    /// per scene, each its root; with `split` (`--split`), a split whose primary and secondary panes
    /// are the two scenes, each its root.
    static func storyboard(name: String, tabs: [String], split: Bool = false) -> String {
        let tabLines = tabs.map {
            split
                ? #"      { "id": "\#($0)", "root": "\#($0)" }"#
                : #"      { "id": "\#($0)", "title": "\#(SceneGenerator.title(of: $0))", "root": "\#($0)" }"#
        }
        let container = split ? #""kind": "split", "panes""# : #""kind": "tabs", "tabs""#
        let sceneLines = tabs.map {
            #"    { "id": "\#($0)", "module": "\#($0)", "title": "\#(SceneGenerator.title(of: $0))" }"#
        }
        return """
            {
              "version": 2,
              "initial": "\(tabsContainer)",
              "scenes": [
                { "id": "\(tabsContainer)", "title": "\(name)", "container": { \(container): [
            \(tabLines.joined(separator: ",\n"))
                ] } },
            \(sceneLines.joined(separator: ",\n"))
              ]
            }

            """
    }

    static func readme(name: String, runtime: String, scenes: [String] = [firstScene]) -> String {
        // The commands' comments and the table's columns line up whatever the app's name.
        let run = "swift run \(name)"
        let commandWidth = max(run.count, "swift test".count) + 4
        func command(_ text: String, _ comment: String) -> String {
            text + String(repeating: " ", count: commandWidth - text.count) + "# " + comment
        }
        let firstFiles: [(String, String)] = [
            (
                "`Package.swift`",
                "the package: the scene modules (`sceneModules`) and shared modules (`domainModules`), one line each, the executable, the tests, and SceneRuntime by path"
            ),
            (
                "`Sources/\(name)/main.swift`",
                "the executable: the shell with the app's scene modules built in"
            ),
        ]
        let sceneFiles: [(String, String)] = scenes.flatMap { scene -> [(String, String)] in
            [
                (
                    "`Scenes/\(scene)/`",
                    (scenes.count == 1 ? "the first scene" : "the \(scene) tab's scene")
                        + ", VIP: Models, ViewController, Interactor, Worker, Presenter, Router, Configurator"
                ),
                (
                    "`Tests/Scenes/\(scene)Tests/`",
                    "its tests: Interactor and Presenter with spies, and the scene through SceneTesting"
                ),
            ]
        }
        let laterFiles: [(String, String)] = [
            (
                "`Tests/\(appTests)/`",
                "`scenes.json` checked against the scene modules built into the app, and the app's flows as transcripts (`Transcripts/`, one file each)"
            ),
            ("`scenes.json`", "the storyboard: scenes, segues, the initial scene"),
            ("`.ci/run`", "continuous integration: runs `swift test`"),
        ]
        let files = firstFiles + sceneFiles + laterFiles
        let fileWidth = files.map(\.0.count).max() ?? 0
        func row(_ first: String, _ second: String) -> String {
            "| " + first + String(repeating: " ", count: fileWidth - first.count) + " | " + second + " |"
        }
        let table =
            ([row("file", "what it is for"), "|" + String(repeating: "-", count: fileWidth + 2) + "|---|"]
            + files.map(row)).joined(separator: "\n")
        return """
            # \(name)

            A terminal app on SceneRuntime: Clean Swift / VIPER scenes, a storyboard (`scenes.json`) that
            says which scenes exist and how segues connect them, and the `scenes` shell as its window.

                \(command(run, "the app: type 'help' for its commands"))
                \(command("swift test", "every scene's tests and the storyboard's check"))

            Add a scene with `swift run \(name) new NAME` (or `scenes new NAME` from SceneRuntime): it
            writes `Scenes/NAME/` and its tests, adds one line to `Package.swift` and a segue to it from
            the initial scene to `scenes.json`. After `swift build`, type `go NAME` in the app.
            `swift run \(name) new NAME --domain` adds a shared module (`Sources/Domain/NAME/`) for what
            scenes share, and `new SCENE --uses NAME` a scene that uses it; `swift run \(name) remove
            NAME` takes a scene or shared module out again.

            \(table)

            SceneRuntime is used from `\(runtime)`; to move it, change the path in `Package.swift`.

            ## Data

            The app keeps its data in its data directory (`--data DIR`, else `$XDG_DATA_HOME/scenes` or
            `~/.local/share/scenes`), through SceneRuntime's store, `SceneStore`: one JSON file per
            collection of records, every change a transaction (locked, written atomically, all or
            nothing across files), a corrupt file set aside and reported. The first scene keeps no data.
            `swift run \(name) new Notes --domain` writes a shared module with a store-backed worker and
            its tests: `NotesRecord` (a numbered record with limits: add your fields), `NotesWorker`
            (`fetch()`, `add(title:)`, `delete(_:)` over `notes.json`), `NotesError`, and
            `Tests/Domain/NotesTests/`, which runs the worker on a data directory of its own
            (SceneTesting's `TemporaryDataDirectory`) and reads back what it saved. A scene made with
            `new NotesList --uses Notes` gives the worker `context.environment.dataDirectory` in its
            configurator; one that fetches in `viewWillAppear` is drawn again when the records change,
            whichever scene or process changed them.

            """
    }

    static let gitignore = """
        .build/
        .build-*/
        Package.resolved
        .swiftpm/

        """

    static let ciScript = """
        #!/usr/bin/env bash
        # Continuous integration: the README's test command.
        set -euo pipefail
        cd "$(dirname "$0")/.."
        swift test

        """
}
