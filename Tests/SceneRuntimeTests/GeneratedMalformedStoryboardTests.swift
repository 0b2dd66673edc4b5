import Foundation
import SceneRuntime
import SceneTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Malformed storyboards too big to keep as files, and paths that are not storyboard files at
/// all: each is loaded through `SceneRegistry.loadStoryboard(contentsOf:)`, from disk.
@Suite @MainActor struct GeneratedMalformedStoryboardTests {
    let directory = TemporaryDataDirectory()
    let tenMegabytes = 10_000_000

    /// The rendered diagnostics of loading `path`, or `["loaded"]`.
    private func load(_ path: String) throws -> [String] {
        let registry = try MalformedStoryboardTests.registry()
        do {
            _ = try registry.loadStoryboard(contentsOf: path)
            return ["loaded"]
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// Writes `bytes` to `scenes.json` and loads it.
    private func load(_ bytes: [UInt8]) throws -> (path: String, diagnostics: [String]) {
        let path = directory.file("scenes.json")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, try load(path))
    }

    private func storyboard(title: String = "Home", id: String = "Home") -> String {
        """
        {
          "version": 1,
          "initial": "Home",
          "scenes": [ { "id": "\(id)", "module": "Page", "title": "\(title)" } ]
        }
        """
    }

    // MARK: Huge values

    @Test func aTenMegabyteTitleLoads() throws {
        let title = String(repeating: "Ab", count: tenMegabytes / 2)
        let path = directory.file("scenes.json")
        try directory.write(storyboard(title: title), to: "scenes.json")
        let storyboard = try MalformedStoryboardTests.registry().loadStoryboard(contentsOf: path)
        #expect(storyboard.scene(withID: "Home")?.title == title)
    }

    @Test func aTenMegabyteUnterminatedStringIsReportedWhereItStarts() throws {
        let prefix = "{\n  \"version\": 1,\n  \"initial\": "
        let (path, diagnostics) = try load(Array((prefix + "\"" + String(repeating: "x", count: tenMegabytes)).utf8))
        #expect(diagnostics == ["\(path):3:14: error: invalid JSON: unterminated string"])
    }

    @Test func aTenMegabyteLineIsCountedToItsEnd() throws {
        let title = String(repeating: "é", count: tenMegabytes / 2)
        let (path, diagnostics) = try load(Array(("{ \"title\": \"" + title + "\n\" }").utf8))
        // Columns count characters: "é" is two bytes but one column.
        #expect(diagnostics == ["\(path):1:\(12 + tenMegabytes / 2 + 1): error: invalid JSON: unterminated string (a string cannot span lines)"])
    }

    @Test func aTenMegabyteIdIsShortenedInTheMessage() throws {
        let id = String(repeating: "A", count: tenMegabytes) + "!"
        let (path, diagnostics) = try load(Array(storyboard(id: id).utf8))
        let shown = "'" + String(repeating: "A", count: 60) + "…' (\(tenMegabytes + 1) characters)"
        #expect(
            diagnostics == [
                "\(path):3:14: error: initial: initial scene 'Home' is not declared",
                "\(path):4:23: error: scenes[0].id: \(shown) is not a valid scene id: use letters, digits and '_', starting with a letter or '_'",
            ])
    }

    @Test func aTenMegabyteKeyIsShortenedInTheMessage() throws {
        let key = String(repeating: "k", count: tenMegabytes)
        let (path, diagnostics) = try load(Array(storyboard().replacingOccurrences(of: "\"version\"", with: "\"\(key)\"").utf8))
        let shown = "'" + String(repeating: "k", count: 60) + "…' (\(tenMegabytes) characters)"
        #expect(
            diagnostics == [
                "\(path):1:1: error: missing required key 'version'",
                "\(path):2:3: error: \(String(repeating: "k", count: 60))…: unknown key \(shown); allowed keys: $schema, version, initial, scenes, plugins",
            ])
    }

    @Test func aTenMegabyteVersionNumberIsShortenedInTheMessage() throws {
        let version = String(repeating: "9", count: tenMegabytes)
        let (path, diagnostics) = try load(Array(storyboard().replacingOccurrences(of: "\"version\": 1", with: "\"version\": \(version)").utf8))
        #expect(
            diagnostics == [
                "\(path):2:14: error: version: unsupported storyboard version \(String(repeating: "9", count: 60))…; this runtime reads versions 1 to 2"
            ])
    }

    @Test func tenMegabytesOfWhitespaceThenGarbage() throws {
        let whitespace = String(repeating: " \t\r\n", count: tenMegabytes / 4)
        let (path, diagnostics) = try load(Array(("{" + whitespace + "x").utf8))
        #expect(diagnostics == ["\(path):\(tenMegabytes / 4 + 1):1: error: invalid JSON: expected a string key, found 'x' (keys need double quotes)"])
    }

    // MARK: Nesting

    private let nestingPrefix = "{ \"version\": 1, \"initial\": \"Home\", \"scenes\": "

    @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() throws {
        let (path, diagnostics) = try load(Array((nestingPrefix + String(repeating: "[", count: 100_000)).utf8))
        // The object is the first level; the 512th bracket opens the 513th.
        let column = nestingPrefix.count + 512
        #expect(diagnostics == ["\(path):1:\(column): error: invalid JSON: nesting is deeper than 512 levels"])
    }

    @Test func nestingAtExactlyTheLimitIsParsed() throws {
        let depth = 511
        let json = nestingPrefix + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + " }"
        let (path, diagnostics) = try load(Array(json.utf8))
        #expect(
            diagnostics == [
                "\(path):1:28: error: initial: initial scene 'Home' is not declared",
                "\(path):1:\(nestingPrefix.count + 2): error: scenes[0]: expected an object, found an array",
            ])
        let (_, deeper) = try load(Array(json.replacingOccurrences(of: "[]", with: "[[]]").utf8))
        #expect(deeper.first?.hasSuffix("error: invalid JSON: nesting is deeper than 512 levels") == true)
    }

    // MARK: Paths that are not storyboard files

    @Test func aFileThatDoesNotExist() throws {
        let missing = directory.file("nope.json")
        #expect(try load(missing) == ["\(missing): error: cannot read the storyboard: no such file"])
        try directory.write("{}", to: "file")
        let throughAFile = directory.file("file/scenes.json")
        #expect(try load(throughAFile) == ["\(throughAFile): error: cannot read the storyboard: no such file"])
    }

    @Test func aDirectoryInsteadOfAFile() throws {
        #expect(try load(directory.path) == ["\(directory.path): error: cannot read the storyboard: it is a directory, not a file"])
    }

    /// Root reads files whatever their permissions: the test of a file only root could read
    /// below proves the message there.
    @Test(.enabled(if: geteuid() != 0, "root reads a file without read permission"))
    func aFileWithoutReadPermission() throws {
        try directory.write(storyboard(), to: "scenes.json")
        let path = directory.file("scenes.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o200], ofItemAtPath: path)
        #expect(try load(path) == ["\(path): error: cannot read the storyboard: permission denied"])
    }

    /// Linux's `/proc/sys/vm/drop_caches` is write-only, and the kernel refuses to let anyone
    /// read it, root included.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/sys/vm/drop_caches")))
    func aFileNobodyMayRead() throws {
        let path = "/proc/sys/vm/drop_caches"
        #expect(try load(path) == ["\(path): error: cannot read the storyboard: permission denied"])
    }

    @Test func aPipeIsRefusedWithoutWaitingForAWriter() throws {
        let path = directory.file("scenes.json")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(try load(path) == ["\(path): error: cannot read the storyboard: it is not a regular file but a pipe, a device or a socket"])
    }

    @Test func anEndlessDeviceIsRefused() throws {
        #expect(try load("/dev/zero") == ["/dev/zero: error: cannot read the storyboard: it is not a regular file but a pipe, a device or a socket"])
    }

    @Test func aFileLargerThan32MiBIsRefusedUnread() throws {
        let path = directory.file("scenes.json")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: (32 << 20) + 1)  // sparse: no disk used, and nothing read
        try handle.close()
        #expect(
            try load(path) == [
                "\(path): error: cannot read the storyboard: it is larger than 32 MiB, the most a storyboard may be"
                    + " unless the limit is raised (scenes --max-storyboard-size MIB)"
            ])
    }

    @Test func aRaisedLimitReadsALargerFileAndALoweredOneRefusesASmallerOne() throws {
        let path = directory.file("scenes.json")
        let json = "{}" + String(repeating: " ", count: (32 << 20) + 10) + "\n"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(json.utf8)))
        let registry = try MalformedStoryboardTests.registry()
        registry.maximumStoryboardSize = 33 << 20
        let read = #expect(throws: Storyboard.LoadError.self) { try registry.loadStoryboard(contentsOf: path) }
        #expect(read?.diagnostics.first?.description == "\(path):1:1: error: missing required key 'version'")
        registry.maximumStoryboardSize = 1 << 20
        let refused = #expect(throws: Storyboard.LoadError.self) { try registry.loadStoryboard(contentsOf: path) }
        #expect(
            refused?.diagnostics.map(\.description) == [
                "\(path): error: cannot read the storyboard: it is larger than 1 MiB, the most a storyboard"
                    + " may be unless the limit is raised (scenes --max-storyboard-size MIB)"
            ])
    }

    @Test func aFileOfExactly32MiBIsRead() throws {
        let json = "{}" + String(repeating: " ", count: (32 << 20) - 3) + "\n"
        let (path, diagnostics) = try load(Array(json.utf8))
        #expect(
            diagnostics == [
                "\(path):1:1: error: missing required key 'version'",
                "\(path):1:1: error: missing required key 'initial'",
                "\(path):1:1: error: missing required key 'scenes'",
            ])
    }
}
