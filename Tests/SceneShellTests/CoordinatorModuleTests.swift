import Foundation
import SceneRuntime
import Testing

@testable import SceneScaffolding
@testable import SceneShell

/// `scenes new NAME --coordinator`: a shared module that uses the runtime, for a flow in code that
/// spans scenes, through the command line, in an app made by `scenes init` and in a package whose
/// manifest is older. (That the module builds alone and its tests pass is checked by
/// `ScenesNewIntegrationTests`.)
@Suite @MainActor struct CoordinatorModuleTests {
    let package: URL

    init() throws {
        package = try SceneGeneratorTests.makePackage(
            storyboard: SceneGeneratorTests.storyboard.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#))
        try write(AppTemplates.manifest(name: "Notebook", runtime: "/opt/SceneRuntime"), to: "Package.swift")
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
    }

    private func write(_ text: String, to path: String) throws {
        let url = package.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: package.appendingPathComponent(path).path)
    }

    private func run(_ arguments: String...) -> (status: Int32, out: String, err: String) {
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: arguments + ["--package", package.path], modules: [], environment: [:],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
        return (status, out, err)
    }

    @Test func coordinatorWritesAModuleThatUsesTheRuntimeItsTestsAndItsLine() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let storyboard = try read("scenes.json")
        #expect(run("new", "Shop", "--domain").status == 0)

        let outcome = run("new", "Checkout", "--coordinator", "--uses", "Shop")

        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(
            outcome.out == """
                created Sources/Domain/Checkout/CheckoutCoordinator.swift
                created Tests/Domain/CheckoutTests/CheckoutTests.swift
                edited Package.swift
                Next: scenes new SCENE --uses Checkout makes a scene it serves (its configurator reaches it \
                with CheckoutCoordinator.shared(in: context)), then swift build

                """)
        #expect(!outcome.out.contains("note:"), "an app made by scenes init needs no note")
        #expect(
            try read("Package.swift").contains(
                "    (\"Shop\", [\"SceneStore\"]),\n    (\"Checkout\", [\"Shop\", \"SceneRuntime\"]),\n]"))
        #expect(try read("scenes.json") == storyboard, "a coordinator is no scene")
        let source = try read("Sources/Domain/Checkout/CheckoutCoordinator.swift")
        #expect(source.contains("public final class CheckoutCoordinator {"))
        #expect(!source.contains("@MainActor"), "main-actor by default, as scene modules")
        #expect(!source.contains("static var"), "no static singleton")
        #expect(source.contains("        context.shared(CheckoutCoordinator.self) { CheckoutCoordinator() }"))
        let tests = try read("Tests/Domain/CheckoutTests/CheckoutTests.swift")
        #expect(tests.contains("@Suite struct CheckoutTests {"))
        #expect(tests.contains("CheckoutCoordinator.shared(in: try contexts.context(\"Start\"))"))

        // and a scene it serves uses it as it uses a shared module; remove takes it out again
        #expect(run("new", "Cart", "--uses", "Checkout").status == 0)
        #expect(try read("Package.swift").contains("    (\"Cart\", [\"Checkout\"]),"))
        #expect(run("remove", "Cart").status == 0)
        #expect(run("remove", "Checkout").status == 0)
        #expect(!exists("Sources/Domain/Checkout"))
        #expect(!exists("Tests/Domain/CheckoutTests"))
        #expect(!(try read("Package.swift")).contains("Checkout"))
    }

    /// The app's manifest maps "SceneRuntime" on a shared module's line to the runtime, and makes
    /// such a module and its tests main-actor by default.
    @Test func aNewAppsManifestMakesACoordinatorMainActorAndGivesItTheRuntime() {
        let manifest = AppTemplates.manifest(name: "Notebook", runtime: "/opt/SceneRuntime")
        #expect(manifest.contains(#"case "SceneRuntime": runtime"#))
        #expect(
            manifest.contains(
                #"let coordinators = domainModules.filter { $0.dependencies.contains("SceneRuntime") }.map(\.name)"#))
        #expect(manifest.contains(#"(sceneModules.map(\.name) + coordinators).flatMap { [$0, "\($0)Tests"] }"#))
    }

    @Test func anOlderManifestGetsANoteAndTheTypeIsNamedOnce() throws {
        defer { try? FileManager.default.removeItem(at: package) }
        try write(
            """
            let sceneModules: [(name: String, domains: [String])] = [
                ("Menu", []),
            ]

            let domainModules: [(name: String, dependencies: [String])] = [
            ]

            """, to: "Package.swift")

        let outcome = run("new", "CheckoutCoordinator", "--coordinator")

        #expect(outcome.status == 0, "\(outcome.err)")
        #expect(outcome.out.contains("created Sources/Domain/CheckoutCoordinator/CheckoutCoordinator.swift\n"))
        #expect(outcome.out.hasPrefix(SceneGenerator.coordinatorManifestNote + "\n"), "\(outcome.out)")
        #expect(
            try read("Package.swift").contains("    (\"CheckoutCoordinator\", [\"SceneRuntime\"]),\n]"))
    }

    @Test(arguments: [
        (["new", "Checkout", "--coordinator", "--domain"], "--domain and --coordinator each make a shared module; give one of them"),
        (
            ["new", "Checkout", "--coordinator", "--style", "viper"],
            "--style is for a scene; a shared module (--coordinator) has no view, inputs or outputs"
        ),
        (["new", "Checkout", "--coordinator", "--uses", "Shopp"], "no shared module"),
        (["new", "Contexts", "--coordinator"], "the generated code uses the type 'Contexts'"),
    ])
    func refusals(arguments: [String], message: String) throws {
        defer { try? FileManager.default.removeItem(at: package) }
        let manifest = try read("Package.swift")
        var out = ""
        var err = ""
        let status = ScenesCommand.run(
            arguments: arguments + ["--package", package.path], modules: [], environment: [:],
            console: Console(out: { out += $0 }, err: { err += $0 }), input: ScriptLines(""))
        #expect(status != 0)
        #expect(err.contains(message), "\(err)")
        #expect(try read("Package.swift") == manifest, "nothing written")
        #expect(!exists("Sources/Domain/Checkout"))
    }
}
