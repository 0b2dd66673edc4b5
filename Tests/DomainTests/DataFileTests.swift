import Foundation
import Testing

@testable import DomainSupport

@Suite @MainActor struct DataFileTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("datafile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func file() -> DataFile<[String]> {
        DataFile(directory: directory.path, name: "items.json")
    }

    private func contents(_ name: String = "items.json") throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func aMissingFileIsSeededAndWritten() throws {
        let loaded = file().load(seed: { ["sample"] }, empty: { [] })
        #expect(loaded.value == ["sample"])
        #expect(loaded.problem == nil)
        #expect(try JSONDecoder().decode([String].self, from: Data(contents().utf8)) == ["sample"])
        cleanUp()
    }

    @Test func savedValuesAreReadBack() throws {
        try file().save(["a", "b"])
        #expect(file().load(seed: { [] }, empty: { [] }).value == ["a", "b"])
        cleanUp()
    }

    @Test func savingLeavesNoTemporaryFileBehind() throws {
        try file().save(["a"])
        try file().save(["b"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["items.json"])
        cleanUp()
    }

    @Test func aCorruptFileIsKeptAsideAndANewOneStarted() throws {
        try Data("[\"a\", ".utf8).write(to: directory.appendingPathComponent("items.json"))
        let loaded = file().load(seed: { ["sample"] }, empty: { [] })
        #expect(loaded.value == [])
        #expect(loaded.problem == .corrupt(file: "items.json", reason: "not valid JSON", keptAs: "items.json.corrupt-1"))
        #expect(try contents("items.json.corrupt-1") == "[\"a\", ")
        #expect(file().load(seed: { ["sample"] }, empty: { [] }).value == [], "the new file is empty, not the samples")
        try Data("{}".utf8).write(to: directory.appendingPathComponent("items.json"))
        let second = file().load(seed: { [] }, empty: { [] })
        #expect(second.problem?.description.contains("items.json.corrupt-2") == true, "an earlier copy is never replaced")
        #expect(try contents("items.json.corrupt-1") == "[\"a\", ")
        cleanUp()
    }

    @Test(arguments: [
        ("truncated JSON", Data(#"["a", "b"#.utf8), "not valid JSON"),
        ("garbage bytes", Data([0xFF, 0x00, 0xFE, 0x7B, 0x80]), "not valid JSON"),
        ("an empty file", Data(), "not valid JSON"),
        ("the wrong shape", Data(#"{"items": ["a"]}"#.utf8), "expected Array<Any> at the top"),
        ("the wrong values", Data("[1, 2]".utf8), "expected String at [0]"),
    ])
    func everyKindOfCorruptFileIsReportedAndKeptAsideByteForByte(kind: String, bytes: Data, reason: String) throws {
        try bytes.write(to: directory.appendingPathComponent("items.json"))
        let loaded = file().load(seed: { ["sample"] }, empty: { [] })
        #expect(loaded.value == [], "\(kind)")
        #expect(loaded.problem == .corrupt(file: "items.json", reason: reason, keptAs: "items.json.corrupt-1"))
        #expect(try Data(contentsOf: directory.appendingPathComponent("items.json.corrupt-1")) == bytes)
        #expect(try contents() == "[\n\n]\n", "a new, empty file")
        cleanUp()
    }

    @Test func aCopyKeptAsideBeforeIsNeverReplaced() throws {
        for (number, text) in [(1, "first"), (2, "second"), (4, "fourth")] {
            try Data(text.utf8).write(to: directory.appendingPathComponent("items.json.corrupt-\(number)"))
        }
        try Data("third".utf8).write(to: directory.appendingPathComponent("items.json"))
        let loaded = file().load(seed: { [] }, empty: { [] })
        #expect(loaded.problem == .corrupt(file: "items.json", reason: "not valid JSON", keptAs: "items.json.corrupt-3"))
        for (number, text) in [(1, "first"), (2, "second"), (3, "third"), (4, "fourth")] {
            #expect(try contents("items.json.corrupt-\(number)") == text)
        }
        cleanUp()
    }

    @Test func aTemporaryFileLeftByAKilledProcessIsRemovedAndOneOfARunningProcessKept() throws {
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let leftover = AtomicWrite.temporaryName(of: "items.json", pid: ended.processIdentifier)
        let running = AtomicWrite.temporaryName(of: "items.json", pid: 1)
        for name in [leftover, running] {
            try Data("[\"half".utf8).write(to: directory.appendingPathComponent(name))
        }
        try file().save(["a"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [running, "items.json"])
        #expect(file().load(seed: { [] }, empty: { [] }).value == ["a"])
        cleanUp()
    }

    @Test func aLeftoverTemporaryFileIsReplacedNotWrittenThrough() throws {
        // A leftover with this process's id, from an earlier process that had it, is a link to
        // another file: saving must not write into that file.
        let elsewhere = directory.appendingPathComponent("elsewhere.txt")
        try Data("untouched".utf8).write(to: elsewhere)
        let leftover = directory.appendingPathComponent(AtomicWrite.temporaryName(of: "items.json", pid: getpid()))
        try FileManager.default.createSymbolicLink(at: leftover, withDestinationURL: elsewhere)
        try file().save(["a"])
        #expect(try contents("elsewhere.txt") == "untouched")
        #expect(file().load(seed: { [] }, empty: { [] }).value == ["a"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["elsewhere.txt", "items.json"])
        cleanUp()
    }

    @Test func aSavedFileKeepsItsPermissionsAndANewOneIsPrivate() throws {
        let path = directory.appendingPathComponent("items.json").path
        func permissions() throws -> Int {
            try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        }
        try file().save(["a"])
        #expect(try permissions() == 0o600)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try file().save(["b"])
        #expect(try permissions() == 0o640)
        cleanUp()
    }

    @Test func aFileThatCannotBeMovedAsideIsNeverOverwritten() throws {
        // A directory named like the file: it cannot be decoded, and a read-only parent keeps it
        // from being moved.
        let locked = directory.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        let path = locked.appendingPathComponent("items.json")
        try Data("not json".utf8).write(to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let dataFile = DataFile<[String]>(directory: locked.path, name: "items.json")
        let loaded = dataFile.load(seed: { [] }, empty: { [] })
        if getuid() == 0 {
            // root ignores permissions: the file is moved aside as usual.
            #expect(loaded.problem?.description.contains("kept as items.json.corrupt-1") == true)
        } else {
            #expect(loaded.problem == .corrupt(file: "items.json", reason: "not valid JSON", keptAs: nil))
            #expect(throws: DataFileError.self) { try dataFile.save(["x"]) }
            #expect(try String(contentsOf: path, encoding: .utf8) == "not json")
        }
        cleanUp()
    }

    /// A file that cannot be read at all is not corrupt: it stays where it is, and nothing is saved
    /// over it (a directory in its place stands for permissions or an I/O error, which root would
    /// not see).
    @Test func aFileThatCannotBeReadIsLeftAloneAndNeverOverwritten() throws {
        let path = directory.appendingPathComponent("items.json")
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: path.appendingPathComponent("inside"))
        let dataFile = file()
        let loaded = dataFile.load(seed: { ["sample"] }, empty: { [] })
        #expect(loaded.value == [])
        guard case .unreadable(let name, let reason) = loaded.problem else {
            Issue.record("expected the file to be reported unreadable, got \(String(describing: loaded.problem))")
            return
        }
        #expect(name == "items.json")
        #expect(!reason.isEmpty)
        #expect(loaded.problem?.description.hasSuffix("it was left as it is, and nothing will be saved over it") == true)
        #expect(throws: DataFileError.unreadable(file: name, reason: reason)) { try dataFile.save(["x"]) }
        #expect(try String(contentsOf: path.appendingPathComponent("inside"), encoding: .utf8) == "kept")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["items.json"])
        cleanUp()
    }

    @Test func describesDecodingProblemsWithTheirPath() throws {
        struct Item: Codable { var name: String }
        try Data(#"[{"name": "a"}, {"name": 3}]"#.utf8).write(to: directory.appendingPathComponent("things.json"))
        let loaded = DataFile<[Item]>(directory: directory.path, name: "things.json").load(seed: { [] }, empty: { [] })
        #expect(loaded.problem?.description.hasPrefix("things.json could not be read (expected String at [1].name)") == true)
        try Data(#"[{"nom": "a"}]"#.utf8).write(to: directory.appendingPathComponent("more.json"))
        let missing = DataFile<[Item]>(directory: directory.path, name: "more.json").load(seed: { [] }, empty: { [] })
        #expect(missing.problem?.description.hasPrefix("more.json could not be read (missing 'name' at [0])") == true)
        cleanUp()
    }

    @Test func reportsAnUnwritableDirectory() throws {
        let blocker = directory.appendingPathComponent("blocker")
        try Data("a file, not a directory".utf8).write(to: blocker)
        let dataFile = DataFile<[String]>(directory: blocker.appendingPathComponent("data").path, name: "items.json")
        #expect(throws: DataFileError.self) { try dataFile.save(["x"]) }
        let loaded = dataFile.load(seed: { ["sample"] }, empty: { [] })
        #expect(loaded.value == ["sample"])
        #expect(loaded.problem?.description.hasPrefix("items.json could not be saved") == true)
        cleanUp()
    }

    @Test(arguments: [
        ("name@example.com", true), ("a.b@c.d.e", true), ("no-at.example.com", false), ("@example.com", false),
        ("name@example", false), ("name@.com", false), ("name@example.", false), ("two@@example.com", false),
        ("with space@example.com", false), ("", false),
    ])
    func checksTheShapeOfEmailAddresses(address: String, valid: Bool) {
        #expect(EmailAddress.isValid(address) == valid)
    }
}
