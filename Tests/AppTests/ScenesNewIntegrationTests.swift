import Foundation
import Testing

/// `scenes new` and `scenes remove` end to end: in a copy of this package, generate a shared
/// module (a store-backed worker), a VIP scene that uses it and a VIPER scene with an input, build,
/// run the generated tests,
/// lint the generated code, walk to both scenes in `scenes`, then remove the scene and the shared
/// module and build again.
///
/// It builds a whole package (minutes), so it runs when `SCENES_INTEGRATION=1`; `.ci/run` sets it.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SCENES_INTEGRATION"] == "1"))
struct ScenesNewIntegrationTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs a command in a folder; returns its status and everything it printed.
    static func run(_ arguments: [String], in directory: URL, input: String? = nil) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        // Standard error apart, after standard output: on one pipe, a line written to one could
        // land in the middle of a line of the other (`swift test`'s "Suite … passed" lines).
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("errors-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardError = try FileHandle(forWritingTo: errors)
        let standardInput = Pipe()
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
        try standardInput.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let written = (try? Data(contentsOf: errors)) ?? Data()
        return (process.terminationStatus, String(decoding: data + written, as: UTF8.self))
    }

    /// The package's sources, without build folders (the nested packages' under `Sources/` too) or
    /// git metadata, and with the package's own test targets emptied: `swift test` has built and run
    /// them already, and building them again here took most of this test's minutes. The targets
    /// stay, with their dependencies, plugins and excluded folders, so that the copy's
    /// `Package.swift` is the one `scenes new` edits, and every scene module (the new ones too) is
    /// still built into `scenes` and into each target's list of scene modules; only their Swift
    /// files are replaced by one empty file each.
    static func copyPackage(to destination: URL) throws {
        let fileManager = FileManager.default
        func copy(_ source: URL, to target: URL) throws {
            for name in try fileManager.contentsOfDirectory(atPath: source.path)
            where !name.hasPrefix(".build") && name != ".git" && name != ".swiftpm" {
                let item = source.appendingPathComponent(name)
                let values = try item.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
                if values.isDirectory == true, values.isSymbolicLink != true {
                    try fileManager.createDirectory(
                        at: target.appendingPathComponent(name), withIntermediateDirectories: false)
                    try copy(item, to: target.appendingPathComponent(name))
                } else {
                    try fileManager.copyItem(at: item, to: target.appendingPathComponent(name))
                }
            }
        }
        try copy(packageRoot, to: destination)
        let tests = destination.appendingPathComponent("Tests")
        let scenes = tests.appendingPathComponent("Scenes")
        let targets =
            try fileManager.contentsOfDirectory(atPath: tests.path).filter { $0 != "Fixtures" && $0 != "Scenes" }
            .map { tests.appendingPathComponent($0) }
            + fileManager.contentsOfDirectory(atPath: scenes.path).map { scenes.appendingPathComponent($0) }
        for target in targets where (try? target.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let files = fileManager.enumerator(atPath: target.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                try fileManager.removeItem(at: target.appendingPathComponent(file))
            }
            try Data("// Emptied by ScenesNewIntegrationTests: `swift test` runs this target.\n".utf8)
                .write(to: target.appendingPathComponent("Emptied.swift"))
        }
    }

    @Test(.timeLimit(.minutes(20)))
    func generatedScenesBuildPassTheirTestsAndCanBeReached() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("scenes-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copy) }
        try Self.copyPackage(to: copy)
        let scenes = Self.packageRoot.appendingPathComponent(".build/debug/scenes").path

        // a shared module, a VIP scene that uses it, and a VIPER scene with a required input, to which
        // no segue is added: the segue the note asks for is added as a person would
        let shared = try Self.run([scenes, "new", "Catalog", "--domain", "--uses", "DomainSupport"], in: copy)
        #expect(shared.0 == 0, "\(shared.1)")
        let vip = try Self.run([scenes, "new", "OrderHistory", "--uses", "Catalog"], in: copy)
        #expect(vip.0 == 0, "\(vip.1)")
        let viper = try Self.run(
            [scenes, "new", "Profile", "--style", "viper", "--input", "userID:integer", "--output", "tags:[text]"],
            in: copy)
        #expect(viper.0 == 0, "\(viper.1)")
        #expect(viper.1.hasPrefix("note: no segue leads to Profile yet: it needs userID (integer)"), "\(viper.1)")
        let storyboard = copy.appendingPathComponent("scenes.json")
        let text = try String(contentsOf: storyboard, encoding: .utf8)
        let segue = #"{ "id": "OrderHistory", "to": "OrderHistory", "style": "push" }"#
        #expect(text.contains(segue))
        try Data(
            text.replacingOccurrences(
                of: segue,
                with: segue + #", { "id": "ShowProfile", "to": "Profile", "style": "push", "pass": { "userID": { "value": 7 } } }"#
            ).utf8
        ).write(to: storyboard)

        let build = try Self.run(["swift", "build", "--build-tests"], in: copy)
        #expect(build.0 == 0, "\(build.1.suffix(3000))")
        #expect(!build.1.contains("warning:"), "\(build.1.suffix(3000))")
        let tests = try Self.run(
            ["swift", "test", "--skip-build", "--filter", "OrderHistoryTests|ProfileTests|CatalogTests"], in: copy)
        #expect(tests.0 == 0, "\(tests.1.suffix(3000))")
        // the two scenes' 10 (the VIPER Presenter's two: asking its Interactor, publishing the Entity) and
        // the shared module's 5: its store-backed worker on a data directory of its own
        #expect(tests.1.contains("Test run with 15 tests"), "\(tests.1.suffix(3000))")
        #expect(tests.1.contains("Suite CatalogTests passed"), "\(tests.1.suffix(3000))")
        let lint = try Self.run(
            [
                "swift", "format", "lint", "--strict", "-r", "Scenes/OrderHistory", "Scenes/Profile",
                "Tests/Scenes/OrderHistoryTests", "Tests/Scenes/ProfileTests", "Sources/Domain/Catalog",
                "Tests/DomainTests/CatalogTests.swift",
            ], in: copy)
        #expect(lint.0 == 0 && lint.1.isEmpty, "\(lint.1)")

        let validate = try Self.run([".build/debug/scenes", "validate"], in: copy)
        #expect(validate.1 == "scenes.json: valid, 16 scenes, 16 segues\n")
        let data = copy.appendingPathComponent("data").path
        let walk = try Self.run(
            [".build/debug/scenes", "--data", data], in: copy, input: "go OrderHistory\nback\ngo ShowProfile\n")
        #expect(walk.0 == 0, "\(walk.1)")
        // each new scene says first what it is and which of its files to edit
        #expect(
            walk.1.contains(
                "Demo > Address book > Contacts > Order history\n== Order history ==\n"
                    + "  This is the OrderHistory scene: to change what it shows, edit "
                    + "Scenes/OrderHistory/OrderHistoryViewController.swift.\n"), "\(walk.1)")
        #expect(
            walk.1.contains(
                "Demo > Address book > Contacts > Profile\n== Profile ==\n"
                    + "  This is the Profile scene: to change what it shows, edit Scenes/Profile/ProfileView.swift.\n"
                    + "  userID: 7\n"), "\(walk.1)")
        for file in ["Scenes/OrderHistory/OrderHistoryViewController.swift", "Scenes/Profile/ProfileView.swift"] {
            #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent(file).path), "\(file)")
        }

        // remove takes out the scene and then the shared module it used; the package still builds
        let refused = try Self.run([scenes, "remove", "Catalog"], in: copy)
        #expect(refused.0 == 1)
        #expect(refused.1.contains("the scene module 'OrderHistory' uses it (Package.swift)"), "\(refused.1)")
        for name in ["OrderHistory", "Catalog"] {
            let removed = try Self.run([scenes, "remove", name], in: copy)
            #expect(removed.0 == 0, "\(removed.1)")
        }
        let rebuild = try Self.run(["swift", "build", "--build-tests"], in: copy)
        #expect(rebuild.0 == 0, "\(rebuild.1.suffix(3000))")
    }
}
