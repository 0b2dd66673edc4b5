import DomainSupport
import Foundation
import Glibc
import Testing

@testable import SceneStore

/// Each test has a directory of its own, removed when the test ends (passed or not).
@Suite @MainActor final class DataFileTests {
    let directory: URL

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("datafile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func file(seed: [String] = []) -> DataFile<[String]> {
        DataFile(directory: directory.path, name: "items.json", seed: { seed }, empty: { [] })
    }

    private func contents(_ name: String = "items.json") throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The names in the directory, but for the lock file every change takes.
    private func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != DataDirectoryLock.fileName }
            .sorted()
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A version of the file decoded once is not decoded again, but any other version is read:
    /// one renamed over it (as every writer does), one written in place with the same size, and
    /// one read by a DataFile of another type.
    @Test func everyNewVersionOfTheFileIsReadAndAnUnchangedOneReused() throws {
        let path = directory.appendingPathComponent("items.json").path
        try Data(#"["a"]"#.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        #expect(file().read().value == ["a"])
        #expect(file().read().value == ["a"], "the same version, from the decoded copy")
        try Data(#"["b"]"#.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        #expect(file().read().value == ["b"], "renamed over it")
        // Written in place, same size; its times set apart, as a later write's would be.
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        #expect(descriptor >= 0)
        _ = Array(#"["c"]"#.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        futimens(descriptor, &times)
        close(descriptor)
        #expect(file().read().value == ["c"], "written in place")
        let other = DataFile<[Int]>(directory: directory.path, name: "items.json", seed: { [] }, empty: { [] })
        #expect(other.read().problem != nil, "read as another type, the same version does not decode")
        cleanUp()
    }

    @Test func aMissingFileIsSeededAndWritten() throws {
        let loaded = file(seed: ["sample"]).read()
        #expect(loaded.value == ["sample"])
        #expect(loaded.problem == nil)
        #expect(try JSONDecoder().decode([String].self, from: Data(contents().utf8)) == ["sample"])
        cleanUp()
    }

    @Test func savedValuesAreReadBack() throws {
        try file().save(["a", "b"])
        #expect(file().read().value == ["a", "b"])
        cleanUp()
    }

    @Test func savingLeavesNoTemporaryFileBehind() throws {
        try file().save(["a"])
        try file().save(["b"])
        #expect(try entries() == ["items.json"])
        cleanUp()
    }

    @Test func aCorruptFileIsKeptAsideAndANewOneStarted() throws {
        try Data("[\"a\", ".utf8).write(to: directory.appendingPathComponent("items.json"))
        let loaded = file(seed: ["sample"]).read()
        #expect(loaded.value == [])
        #expect(loaded.problem == .corrupt(file: "items.json", reason: "not valid JSON", keptAs: "items.json.corrupt-1"))
        #expect(try contents("items.json.corrupt-1") == "[\"a\", ")
        #expect(file(seed: ["sample"]).read().value == [], "the new file is empty, not the samples")
        try Data("{}".utf8).write(to: directory.appendingPathComponent("items.json"))
        let second = file().read()
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
        let loaded = file(seed: ["sample"]).read()
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
        let loaded = file().read()
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
        #expect(try entries() == [running, "items.json"].sorted())
        #expect(file().read().value == ["a"])
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
        #expect(file().read().value == ["a"])
        #expect(try entries() == ["elsewhere.txt", "items.json"])
        cleanUp()
    }

    @Test func aSavedFileIsPrivateWhateverItsModeWasAndANewFolderToo() throws {
        let nested = directory.appendingPathComponent("new/data")
        let dataFile = DataFile<[String]>(directory: nested.path, name: "items.json", seed: { [] }, empty: { [] })
        let path = nested.appendingPathComponent("items.json").path
        func permissions(_ path: String) throws -> Int {
            try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        }
        let umask = Glibc.umask(0)
        defer { Glibc.umask(umask) }
        try dataFile.save(["a"])
        #expect(try permissions(path) == 0o600)
        #expect(try permissions(nested.path) == 0o700, "a folder created for data is its owner's only")
        #expect(try permissions(nested.deletingLastPathComponent().path) == 0o700)
        #expect(try permissions(nested.appendingPathComponent(DataDirectoryLock.fileName).path) == 0o600)
        for mode in [0o644, 0o666, 0o640, 0o755] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
            try dataFile.update { (items: inout [String]) throws(DataFileError) in items.append("b") }
            #expect(try permissions(path) == 0o600, "rewritten over mode \(String(mode, radix: 8))")
        }
        #expect(dataFile.read().value == ["a", "b", "b", "b", "b"])
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
        let dataFile = DataFile<[String]>(directory: locked.path, name: "items.json", seed: { [] }, empty: { [] })
        let loaded = dataFile.read()
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
    /// over it (permissions stand for it here; root ignores them).
    @Test func aFileThatCannotBeReadIsLeftAloneAndNeverOverwritten() throws {
        guard getuid() != 0 else { return }
        let path = directory.appendingPathComponent("items.json")
        try Data("[\"kept\"]".utf8).write(to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o200], ofItemAtPath: path.path)
        let dataFile = file(seed: ["sample"])
        let loaded = dataFile.read()
        #expect(loaded.value == [])
        #expect(loaded.problem == .unreadable(file: "items.json", reason: "permission denied"))
        #expect(loaded.problem?.description.hasSuffix("it was left as it is, and nothing will be saved over it") == true)
        #expect(throws: DataFileError.unreadable(file: "items.json", reason: "permission denied")) {
            try dataFile.save(["x"])
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path.path)
        #expect(try contents() == "[\"kept\"]")
        cleanUp()
    }

    /// A symbolic link in the file's place is not followed, and another user's file is not read:
    /// either is named with the reason, its content unread, and nothing is saved over it.
    @Test func aLinkOrAnotherUsersFileInPlaceOfTheFileIsNotReadNorSavedOver() throws {
        let path = directory.appendingPathComponent("items.json").path
        let target = directory.appendingPathComponent("elsewhere.json").path
        try Data("[\"theirs\"]".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        let dataFile = file(seed: ["sample"])
        #expect(dataFile.read().value == [])
        #expect(dataFile.read().problem == .notARegularFile(file: "items.json", kind: "a symbolic link"))
        #expect(throws: DataFileError.notARegularFile(file: "items.json", kind: "a symbolic link")) {
            try dataFile.save(["x"])
        }
        #expect(try contents("elsewhere.json") == "[\"theirs\"]")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == target, "left where it was")

        try FileManager.default.removeItem(atPath: path)
        try Data("[\"theirs\"]".utf8).write(to: URL(fileURLWithPath: path))
        try #require(chown(path, 4242, 4242) == 0, "the tests must run as root to give a file away")
        let problem = DataFileError.unreadable(
            file: "items.json", reason: "it belongs to user 4242, not to the user running this (\(geteuid()))")
        #expect(dataFile.read().problem == problem)
        #expect(throws: problem) { try dataFile.save(["x"]) }
        #expect(try contents() == "[\"theirs\"]")
        cleanUp()
    }

    /// A version read before is not read again, but only while it is still the file in its place:
    /// a link or another user's file put there since is reported, not taken for the version seen.
    @Test func aVersionSeenIsTakenAgainOnlyWhileItIsTheFileInPlace() throws {
        let path = directory.appendingPathComponent("items.json").path
        try Data("[\"mine\"]".utf8).write(to: URL(fileURLWithPath: path))
        let dataFile = file(seed: ["sample"])
        #expect(dataFile.read().value == ["mine"])
        #expect(dataFile.read().value == ["mine"], "the version seen, again")
        let aside = directory.appendingPathComponent("aside.json").path
        try FileManager.default.moveItem(atPath: path, toPath: aside)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: aside)
        #expect(dataFile.read().problem == .notARegularFile(file: "items.json", kind: "a symbolic link"))
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.moveItem(atPath: aside, toPath: path)
        #expect(dataFile.read().value == ["mine"])
        try #require(chown(path, 4242, 4242) == 0, "the tests must run as root to give a file away")
        #expect(
            dataFile.read().problem
                == .unreadable(
                    file: "items.json",
                    reason: "it belongs to user 4242, not to the user running this (\(geteuid()))"))
        cleanUp()
    }

    /// A directory or a FIFO in the file's place is said to be one, by name; reading never blocks
    /// on a FIFO, and nothing is saved over either.
    @Test(arguments: ["a directory", "a FIFO"])
    func aDirectoryOrAFIFOInPlaceOfTheFileIsNamedAndLeftAlone(kind: String) throws {
        let path = directory.appendingPathComponent("items.json").path
        if kind == "a FIFO" {
            #expect(mkfifo(path, 0o600) == 0)
        } else {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        let dataFile = file(seed: ["sample"])
        let loaded = dataFile.read()
        #expect(loaded.value == [])
        #expect(loaded.problem == .notARegularFile(file: "items.json", kind: kind))
        #expect(
            loaded.problem?.description
                == "items.json is \(kind), not a regular file; it was left as it is, and nothing will be saved over it")
        #expect(throws: DataFileError.notARegularFile(file: "items.json", kind: kind)) { try dataFile.save(["x"]) }
        var status = stat()
        #expect(lstat(path, &status) == 0)
        #expect((status.st_mode & S_IFMT) == (kind == "a FIFO" ? S_IFIFO : S_IFDIR), "left where it was")
        #expect(try entries() == ["items.json"])
        cleanUp()
    }

    @Test func describesDecodingProblemsWithTheirPath() throws {
        struct Item: Codable { var name: String }
        try Data(#"[{"name": "a"}, {"name": 3}]"#.utf8).write(to: directory.appendingPathComponent("things.json"))
        let loaded = DataFile<[Item]>(directory: directory.path, name: "things.json", seed: { [] }, empty: { [] }).read()
        #expect(loaded.problem?.description.hasPrefix("things.json could not be read (expected String at [1].name)") == true)
        try Data(#"[{"nom": "a"}]"#.utf8).write(to: directory.appendingPathComponent("more.json"))
        let missing = DataFile<[Item]>(directory: directory.path, name: "more.json", seed: { [] }, empty: { [] }).read()
        #expect(missing.problem?.description.hasPrefix("more.json could not be read (missing 'name' at [0])") == true)
        cleanUp()
    }

    @Test func reportsAnUnwritableDirectory() throws {
        let blocker = directory.appendingPathComponent("blocker")
        try Data("a file, not a directory".utf8).write(to: blocker)
        let dataFile = DataFile<[String]>(
            directory: blocker.appendingPathComponent("data").path, name: "items.json", seed: { ["sample"] },
            empty: { [] })
        #expect(throws: DataFileError.self) { try dataFile.save(["x"]) }
        let loaded = dataFile.read()
        #expect(loaded.value == ["sample"])
        #expect(loaded.problem?.description.hasPrefix("items.json could not be saved") == true)
        cleanUp()
    }

    /// A save the system refuses says the system's reason in lower case, as every message does:
    /// here a name so long that the temporary file beside it cannot be created.
    @Test func aRefusedSaveSaysTheSystemsReasonInLowerCase() throws {
        let name = String(repeating: "n", count: 250) + ".json"
        let dataFile = DataFile<[String]>(directory: directory.path, name: name, seed: { [] }, empty: { [] })
        let error = try #require(throws: DataFileError.self) { try dataFile.save(["x"]) }
        #expect(error.description == "\(name) could not be saved: cannot create a temporary file: file name too long")
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
