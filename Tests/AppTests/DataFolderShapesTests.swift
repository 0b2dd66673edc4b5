import Foundation
import Testing

/// The real `scenes`, given `--data` in every shape a person may type, relative and absolute, one
/// letter long, nested, with `.`, `..` and a trailing slash, where the folder does not exist yet:
/// it starts, creates the folder, and saves there (a one-letter relative folder used to trap).
@Suite struct DataFolderShapesTests {
    /// Runs the real `scenes` with `arguments` in the workspace's folder; what it wrote on standard
    /// error. A crash fails the test.
    static func scenes(_ arguments: [String], in workspace: ConcurrentProcessesTests.Workspace) throws -> String {
        let process = Process()
        process.executableURL = ConcurrentProcessesTests.scenes
        process.currentDirectoryURL = workspace.root
        process.arguments = arguments
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "no crash: \(err)")
        return err
    }

    @Test(arguments: ["d", "x", "a/bc", "./x", "x/", "ab", "n/e/s/t/ed", "a/../b", "ABSOLUTE/d", "ABSOLUTE/d/"])
    func aDataFolderOfAnyShapeIsCreatedAndUsed(_ shape: String) throws {
        let workspace = try ConcurrentProcessesTests.Workspace()
        defer { workspace.remove() }
        let folder = shape.replacingOccurrences(of: "ABSOLUTE", with: workspace.root.path)
        let script = try workspace.script("script", ["go Contacts", "add", "first Zed", "phone 555-0199", "save", "quit"])
        let err = try Self.scenes(
            [ConcurrentProcessesTests.menuApp, "--data", folder, "--no-color", "--script", script], in: workspace)
        let absolute = folder.hasPrefix("/") ? folder : workspace.root.path + "/" + folder
        let contacts = URL(fileURLWithPath: absolute).standardizedFileURL.appendingPathComponent("contacts.json")
        let saved = try String(contentsOf: contacts, encoding: .utf8)
        #expect(saved.contains("Zed"), "the contact is saved in \(folder): \(err)")
    }

    /// `--data` naming a file, or a folder inside a file, can never hold the app's data: the real
    /// `scenes` refuses it at start (status 1, nothing run), as it refuses `--data ''`, instead of a
    /// session in which every scene says that a file is in the way and nothing is saved.
    @Test(arguments: ["FILE", "FILE/", "FILE/sub", "FILE/a/b", "./FILE"])
    func aDataFolderThatIsAFileIsRefusedAtStart(_ shape: String) throws {
        let workspace = try ConcurrentProcessesTests.Workspace()
        defer { workspace.remove() }
        try Data("not a folder\n".utf8).write(to: workspace.root.appendingPathComponent("FILE"))
        let script = try workspace.script("script", ["go Contacts", "stack"])
        let outcome = try ExploreTests.scenes(
            [ConcurrentProcessesTests.menuApp, "--data", shape, "--no-color", "--script", script], in: workspace.root)
        #expect(outcome.status == 1)
        #expect(outcome.out == "", "no scene was shown")
        let absolute = workspace.root.path + "/" + shape
        let named =
            shape.contains("FILE/") && shape != "FILE/" ? "'\(workspace.root.path)/FILE' is a file" : "it is a file"
        #expect(
            outcome.err
                == "error: cannot keep the app's data in '\(absolute)': \(named), not a folder; pass --data DIR with a"
                + " folder, or a path where one can be made\n")
        let data = try String(contentsOf: workspace.root.appendingPathComponent("FILE"), encoding: .utf8)
        #expect(data == "not a folder\n", "the file is left as it was")
    }

    /// A data folder that does not exist yet is made, even under a link to a folder; one that is a
    /// link to a folder is used.
    @Test func aDataFolderThroughALinkToAFolderIsUsed() throws {
        let workspace = try ConcurrentProcessesTests.Workspace()
        defer { workspace.remove() }
        try FileManager.default.createDirectory(
            at: workspace.root.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.root.path + "/link", withDestinationPath: "real")
        let script = try workspace.script("script", ["go Contacts", "add", "first Zed", "phone 555-0199", "save"])
        let outcome = try ExploreTests.scenes(
            [ConcurrentProcessesTests.menuApp, "--data", "link/new", "--no-color", "--script", script],
            in: workspace.root)
        #expect(outcome.status == 0, "\(outcome.err)")
        let saved = try String(contentsOfFile: workspace.root.path + "/real/new/contacts.json", encoding: .utf8)
        #expect(saved.contains("Zed"))
    }

    /// A storyboard with a one-letter name, listing a plugin by a relative path: its folder is found
    /// without the path methods that trap, and the missing plugin is named.
    @Test func aOneLetterStoryboardFindsItsPluginsBesideIt() throws {
        let workspace = try ConcurrentProcessesTests.Workspace()
        defer { workspace.remove() }
        let demo = try String(contentsOfFile: ConcurrentProcessesTests.menuApp, encoding: .utf8)
        let storyboard = demo.replacingOccurrences(of: #""version": 2,"#, with: #""version": 2, "plugins": ["p"],"#)
        try #require(storyboard != demo)
        try Data(storyboard.utf8).write(to: workspace.root.appendingPathComponent("s"))
        let err = try Self.scenes(["validate", "s"], in: workspace)
        #expect(err.contains("plugin 'p' was not loaded: p: no such file"), "\(err)")
    }

    /// The class behind the trap: no source of the project or of its scenes turns a path into an
    /// `NSString` for its path methods (paths are split by hand or go through `URL`).
    @Test func noSourceUsesNSStringPathMethods() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var offenders: [String] = []
        for folder in ["Sources", "Scenes"] {
            let base = root.appendingPathComponent(folder)
            let files = try #require(FileManager.default.enumerator(atPath: base.path))
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                if text.contains("as NSString") || text.contains("NSString(string") { offenders.append(file) }
            }
        }
        #expect(offenders.isEmpty, "NSString path methods in \(offenders)")
    }
}
