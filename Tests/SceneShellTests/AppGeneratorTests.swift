import Foundation
import SceneRuntime
import Testing

@testable import SceneScaffolding
@testable import SceneShell

/// `scenes init`: the names it takes and refuses, what it writes, and that a refusal or a failed
/// write leaves nothing behind.
@Suite @MainActor struct AppGeneratorTests {
    let parent: URL
    /// A runtime path for the generated manifest; the generator does not read it.
    static let runtime = "/opt/checkouts/SceneRuntime/Sources/Runtime"

    init() throws {
        parent = FileManager.default.temporaryDirectory.appendingPathComponent("init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(at: parent)
    }

    private var generator: AppGenerator { AppGenerator(parentDirectory: parent.path, runtime: Self.runtime) }

    /// Every file under `folder`, relative to it, sorted.
    private func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                found.append(path)
            }
        }
        return found.sorted()
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: parent.appendingPathComponent(path), encoding: .utf8)
    }

    static let expectedFiles = [
        ".ci/run", ".gitignore", "Package.swift", "README.md",
        "Scenes/Welcome/WelcomeConfigurator.swift", "Scenes/Welcome/WelcomeInteractor.swift",
        "Scenes/Welcome/WelcomeModels.swift", "Scenes/Welcome/WelcomePresenter.swift",
        "Scenes/Welcome/WelcomeRouter.swift", "Scenes/Welcome/WelcomeViewController.swift",
        "Scenes/Welcome/WelcomeWorker.swift",
        "Sources/Notebook/main.swift", "Tests/AppTests/StoryboardTests.swift", "Tests/AppTests/TranscriptTests.swift",
        "Tests/AppTests/Transcripts/README.md",
        "Tests/Scenes/WelcomeTests/WelcomeInteractorTests.swift",
        "Tests/Scenes/WelcomeTests/WelcomePresenterTests.swift",
        "Tests/Scenes/WelcomeTests/WelcomeSceneTests.swift", "scenes.json",
    ]

    @Test func generatesThePackageItsFirstSceneItsTestsAndItsTools() throws {
        // When
        let result = try generator.generate(name: "Notebook")
        // Then
        #expect(result.folder == "Notebook")
        #expect(result.created.sorted() == Self.expectedFiles.map { "Notebook/\($0)" })
        #expect(files(under: parent.appendingPathComponent("Notebook")) == Self.expectedFiles)
        let manifest = try read("Notebook/Package.swift")
        #expect(manifest.contains("    name: \"Notebook\",\n"))
        #expect(manifest.contains(".executable(name: \"Notebook\", targets: [\"Notebook\"])"))
        #expect(manifest.contains(".package(path: \"\(Self.runtime)\")"))
        #expect(manifest.contains("Target.PluginUsage.plugin(name: \"BuiltinScenes\", package: \"Runtime\")"))
        #expect(manifest.contains("let sceneModules: [(name: String, domains: [String])] = [\n    (\"Welcome\", []),\n]"))
        // Scene modules, their tests and the storyboard's test are main-actor by default (SE-0466).
        #expect(manifest.hasPrefix("// swift-tools-version: 6.2\n"))
        #expect(
            manifest.contains(
                """
                let coordinators = domainModules.filter { $0.dependencies.contains("SceneRuntime") }.map(\\.name)
                /// The scene modules, the coordinators, their tests and the storyboard's test (each scene
                /// added to `sceneModules` too) are main-actor by default, as an iOS app is (SE-0466):
                /// protocols, classes and test spies written without an isolation annotation are `@MainActor`.
                let mainActorTargets = Set(
                    (sceneModules.map(\\.name) + coordinators).flatMap { [$0, "\\($0)Tests"] } + ["AppTests"])
                for target in package.targets where mainActorTargets.contains(target.name) {
                    target.swiftSettings = [.defaultIsolation(MainActor.self)]
                }
                """))
        for file in Self.expectedFiles where file.hasSuffix(".swift") && file != "Package.swift" {
            #expect(try !read("Notebook/\(file)").contains("@MainActor"), "\(file) relies on the default")
        }
        #expect(try read("Notebook/Sources/Notebook/main.swift").contains("exit(ScenesCommand.main(modules: builtinSceneModules))"))
        let storyboard = try JSONSerialization.jsonObject(with: Data(try read("Notebook/scenes.json").utf8))
        let members = storyboard as? [String: Any]
        #expect(members?["version"] as? Int == 2)
        #expect(members?["initial"] as? String == "Welcome")
        let readme = try read("Notebook/README.md")
        #expect(readme.contains("swift run Notebook ") && readme.contains("swift test "))
        #expect(readme.contains("`\(Self.runtime)`"))
        let ci = try read("Notebook/.ci/run")
        #expect(ci.hasPrefix("#!/usr/bin/env bash\n") && ci.hasSuffix("\nswift test\n"))
        let permissions =
            try FileManager.default.attributesOfItem(
                atPath: parent.appendingPathComponent("Notebook/.ci/run").path)[.posixPermissions] as? Int
        #expect(permissions == 0o755)
        #expect(try read("Notebook/.gitignore").components(separatedBy: "\n").starts(with: [".build/", ".build-*/", "Package.resolved"]))
        cleanUp()
    }

    @Test func theFirstSceneIsTheOneScenesNewWrites() throws {
        _ = try generator.generate(name: "Notebook")
        for file in SceneTemplates.files(name: "Welcome", style: .vip) {
            #expect(try read("Notebook/\(file.path)") == file.contents, "\(file.path)")
        }
        cleanUp()
    }

    @Test func scenesNewAddsASceneToTheAppWithItsOneLine() throws {
        // Given
        _ = try generator.generate(name: "Notebook")
        let app = parent.appendingPathComponent("Notebook").path
        // When
        let result = try SceneGenerator(packageDirectory: app).generate(name: "Journal", style: .vip)
        // Then
        #expect(result.edited == ["Package.swift", "scenes.json"])
        #expect(try read("Notebook/Package.swift").contains("    (\"Welcome\", []),\n    (\"Journal\", []),\n]"))
        #expect(
            try read("Notebook/scenes.json").contains(
                #"{ "id": "Welcome", "module": "Welcome", "title": "Welcome", "segues": [ { "id": "Journal", "to": "Journal", "style": "push" } ] }"#
            ))
        cleanUp()
    }

    @Test(arguments: ["Notebook", "notes", "my_app", "_Tool2", String(repeating: "a", count: 60), "Scenes"])
    func takesANameThatCanBeAPackagesAndAnExecutables(name: String) throws {
        try AppGenerator.check(name, runtime: Self.runtime)
    }

    @Test(arguments: [
        ("", "it is empty"),
        (".", "it names a folder, not a new one"),
        ("..", "it names a folder, not a new one"),
        ("apps/Notebook", "it is a path; init creates NAME in the current folder, so cd there first"),
        ("/tmp/Notebook", "it is a path; init creates NAME in the current folder, so cd there first"),
        ("Note\u{7}book", "it contains control characters"),
        ("Note\nbook", "it contains control characters"),
        ("Note\u{9B}book", "it contains control characters"),
        (String(repeating: "a", count: 61), "it is longer than 60 characters"),
        ("my-app", "it is not a Swift identifier (ASCII letters, digits and '_', not starting with a digit)"),
        ("1app", "it is not a Swift identifier (ASCII letters, digits and '_', not starting with a digit)"),
        ("Café", "it is not a Swift identifier (ASCII letters, digits and '_', not starting with a digit)"),
        ("My App", "it is not a Swift identifier (ASCII letters, digits and '_', not starting with a digit)"),
        ("_", "it is not a Swift identifier (ASCII letters, digits and '_', not starting with a digit)"),
        ("class", "it is a Swift keyword"),
        ("init", "it is a Swift keyword"),
        ("Self", "it is a Swift keyword"),
        ("Foundation", "it is the name of a module of Swift's toolchain"),
        ("testing", "it is the name of a module of Swift's toolchain"),
        ("SceneShell", "it is the name of one of SceneRuntime's own modules"),
        ("BuiltinScenes", "it is the name of one of SceneRuntime's own modules"),
        ("Welcome", "the app has a target of that name"),
        ("AppTests", "the app has a target of that name"),
        ("runtime", "it is the name of the runtime package's folder, which SwiftPM takes as that package's name"),
    ])
    func refusesANameThatCannotBeAPackagesAndWritesNothing(name: String, reason: String) throws {
        #expect(throws: InitError.invalidName(name, reason: reason)) { try generator.generate(name: name) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == [])
        cleanUp()
    }

    @Test func refusesAnExistingFolderEvenEmptyAndLeavesItAsItWas() throws {
        // Given
        let existing = parent.appendingPathComponent("Notebook")
        try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: false)
        // When, Then
        #expect(throws: InitError.exists("Notebook")) { try generator.generate(name: "Notebook") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: existing.path) == [])
        cleanUp()
    }

    @Test func refusesAnExistingFileOrLinkAndLeavesItAsItWas() throws {
        // Given
        try Data("mine\n".utf8).write(to: parent.appendingPathComponent("Notebook"))
        try FileManager.default.createSymbolicLink(atPath: parent.appendingPathComponent("Dangling").path, withDestinationPath: "nowhere")
        // When, Then
        #expect(throws: InitError.exists("Notebook")) { try generator.generate(name: "Notebook") }
        #expect(throws: InitError.exists("Dangling")) { try generator.generate(name: "Dangling") }
        #expect(try read("Notebook") == "mine\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == ["Dangling", "Notebook"])
        cleanUp()
    }

    @Test func aWriteFailingHalfwayRemovesEverythingItWrote() throws {
        // Given: the fifth file cannot be written
        var sut = generator
        var writes = 0
        sut.writeFile = { path, contents in
            writes += 1
            guard writes < 5 else { throw CocoaError(.fileWriteOutOfSpace) }
            try contents.write(to: URL(fileURLWithPath: path))
        }
        // When
        #expect {
            try sut.generate(name: "Notebook")
        } throws: { error in
            guard case InitError.writeFailed(let file, _) = error else { return false }
            return file == AppGenerator.files(name: "Notebook", runtime: Self.runtime)[4].path
        }
        // Then
        #expect(writes == 5)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == [])
        cleanUp()
    }

    @Test func writesTheRuntimesPathAsASwiftStringAndRefusesOneWithControls() throws {
        let odd = AppGenerator(parentDirectory: parent.path, runtime: #"/opt/a "quoted" \ folder/Runtime"#)
        _ = try odd.generate(name: "Notebook")
        #expect(try read("Notebook/Package.swift").contains(#".package(path: "/opt/a \"quoted\" \\ folder/Runtime")"#))
        let controls = AppGenerator(parentDirectory: parent.path, runtime: "/opt/a\nb/Runtime")
        #expect(throws: InitError.unusableRuntimePath("/opt/a\nb/Runtime")) { try controls.generate(name: "Other") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["Notebook"])
        cleanUp()
    }

    // MARK: - Finding the runtime

    /// This checkout, and the runtime package in it.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let runtimePackage = checkout + "/Sources/Runtime"

    @Test func findsTheRuntimeAboveAnExecutableBuiltInTheCheckoutOrInTheRuntimePackage() {
        #expect(RuntimeLocator.runtimePackage(aboveExecutable: Self.checkout + "/.build/debug/scenes") == Self.runtimePackage)
        #expect(
            RuntimeLocator.runtimePackage(aboveExecutable: Self.runtimePackage + "/.build/x86_64-unknown-linux-gnu/debug/scenes")
                == Self.runtimePackage)
        #expect(RuntimeLocator.runtimePackage(aboveExecutable: "/usr/local/bin/scenes") == nil)
        #expect(RuntimeLocator.runtimePackage(aboveExecutable: "/") == nil)
    }

    @Test func takesTheRuntimePackageOrACheckoutHoldingItAbsoluteOrRelative() {
        #expect(RuntimeLocator.runtimePackage(at: Self.runtimePackage, relativeTo: "/") == Self.runtimePackage)
        #expect(RuntimeLocator.runtimePackage(at: Self.checkout, relativeTo: "/") == Self.runtimePackage)
        #expect(RuntimeLocator.runtimePackage(at: "Sources/Runtime/.", relativeTo: Self.checkout) == Self.runtimePackage)
        #expect(RuntimeLocator.runtimePackage(at: "..", relativeTo: Self.checkout + "/Sources") == Self.runtimePackage)
        #expect(RuntimeLocator.runtimePackage(at: Self.checkout + "/Sources", relativeTo: "/") == nil)
        #expect(RuntimeLocator.runtimePackage(at: "/nonexistent", relativeTo: "/") == nil)
    }

    // MARK: - The command

    @Test func parsesInitWithItsNameAndRuntime() throws {
        #expect(try CommandLineParser.parse(["init", "Notebook"]) == .initialize(name: "Notebook", runtime: nil))
        #expect(try CommandLineParser.parse(["init", "Notebook", "--runtime", "../r"]) == .initialize(name: "Notebook", runtime: "../r"))
        #expect(try CommandLineParser.parse(["init", "--runtime=../r", "Notebook"]) == .initialize(name: "Notebook", runtime: "../r"))
        #expect(try CommandLineParser.parse(["init", "", "--runtime=r"]) == .initialize(name: "", runtime: "r"))
        #expect(try CommandLineParser.parse(["init", "--help"]) == .help(command: "init"))
    }

    @Test(arguments: [
        (["init"], "init needs the NAME of the app"),
        (["init", "A", "B"], "unexpected argument 'B'; only one NAME may be given"),
        (["init", "A", "--runtime"], "--runtime needs the PATH of the SceneRuntime package"),
        (["init", "A", "--runtime="], "--runtime needs the PATH of the SceneRuntime package, not an empty string"),
        (["init", "A", "--runtime", "--help"], "--runtime needs the PATH of the SceneRuntime package"),
        (["init", "A", "--style", "vip"], "unknown option '--style'"),
        (["init", "A", "--runtim=x"], "unknown option '--runtim'; did you mean '--runtime'?"),
    ])
    func refusesAMalformedInitCommandLine(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message, command: "init")) { try CommandLineParser.parse(arguments) }
    }

    @Test func theProgramSaysWhyItRefusesAndExitsOne() throws {
        var out = ""
        var err = ""
        let console = Console(out: { out += $0 }, err: { err += $0 })
        let status = ScenesCommand.run(
            arguments: ["init", "../Notebook", "--runtime", Self.checkout], modules: [], environment: [:],
            console: console, input: ScriptLines(""))
        #expect(status == 1)
        #expect(out == "")
        #expect(
            err == "error: cannot name an app '../Notebook': it is a path; init creates NAME in the current folder, so cd there first\n")
        let missing = ScenesCommand.run(
            arguments: ["init", "Notebook", "--runtime", parent.path], modules: [], environment: [:],
            console: console, input: ScriptLines(""))
        #expect(missing == 1)
        #expect(
            err.hasSuffix(
                "error: --runtime '\(parent.path)' is not the SceneRuntime package (a Package.swift named SceneRuntime, with Sources/SceneShell and Plugins/BuiltinScenes) nor a checkout holding it in Sources/Runtime\n"
            ))
        cleanUp()
    }
}
