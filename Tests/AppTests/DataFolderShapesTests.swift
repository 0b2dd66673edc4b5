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
