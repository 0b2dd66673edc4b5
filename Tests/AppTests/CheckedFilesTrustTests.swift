import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The files CI reads back and the folders the explorer writes, as an attacker's pull request
/// would plant them: a snapshot folder whose files are links to secrets, FIFOs or too large, an
/// `explore --out` folder holding things named like findings, and `--setup` files that never end.
/// Each on the real `scenes`.
@Suite struct CheckedFilesTrustTests {
    static let packageRoot = ExploreTests.packageRoot
    /// What a planted link points at: a secret no log may show.
    static let secret = "CI_TOKEN=ghp_fake_0123456789"

    /// A copy of the demo's ContactList snapshot and its index in a new folder, and a file of
    /// secrets beside it, outside the folder.
    private func snapshotFolder() throws -> (folder: URL, secrets: URL) {
        let folder = try SnapshotTests.copyOfTheDemosSnapshots(keeping: ["ContactList"])
        let secrets = folder.deletingLastPathComponent().appendingPathComponent("secrets-\(UUID().uuidString)")
        try Data((Self.secret + "\n").utf8).write(to: secrets)
        return (folder, secrets)
    }

    /// A snapshot's text, or its index, that is a symbolic link: refused, its target neither read
    /// nor named, and the check fails.
    @Test(arguments: ["ContactList.txt", "ContactList.svg", "index.json"])
    func aLinkInASnapshotFolderIsNotFollowed(file: String) throws {
        let (folder, secrets) = try snapshotFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: secrets)
        }
        let planted = folder.appendingPathComponent(file)
        if file == "index.json" {
            // The link's target is a valid index: it must still not be read.
            let index = secrets.appendingPathExtension("json")
            try FileManager.default.moveItem(at: planted, to: index)
            defer { try? FileManager.default.removeItem(at: index) }
            try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: index)
        } else {
            try FileManager.default.removeItem(at: planted)
            try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: secrets)
        }
        for mode in ["--check", "--update"] {
            let run = try ExploreTests.scenes(["snapshot", mode, folder.path], in: Self.packageRoot)
            #expect(run.status == 1, "\(mode) \(file): \(run.out)\(run.err)")
            #expect(
                run.err.contains(
                    "error: cannot read '\(planted.path)': it is a symbolic link, which is not followed\n"),
                "\(mode) \(file): \(run.err)")
            for text in [run.out, run.err] {
                #expect(!text.contains("CI_TOKEN"), "\(mode) \(file): the target's text: \(text)")
                #expect(!text.contains(secrets.lastPathComponent), "\(mode) \(file): the target's name: \(text)")
            }
            #expect(
                try FileManager.default.destinationOfSymbolicLink(atPath: planted.path).hasPrefix(secrets.path),
                "\(mode) leaves the link as it was")
        }
        #expect(try String(contentsOf: secrets, encoding: .utf8) == Self.secret + "\n", "the target is untouched")
    }

    /// A FIFO, a folder or a file larger than a snapshot holds in place of a snapshot: refused at
    /// once, never waited on nor read whole.
    @Test func aFIFOAFolderOrAHugeFileIsRefusedAtOnce() throws {
        let (folder, secrets) = try snapshotFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: secrets)
        }
        let text = folder.appendingPathComponent("ContactList.txt")
        let cases: [(make: () throws -> Void, says: String)] = [
            ({ #expect(mkfifo(text.path, 0o600) == 0) }, "it is a FIFO, not a regular file"),
            (
                { try FileManager.default.createDirectory(at: text, withIntermediateDirectories: false) },
                "it is a directory, not a regular file"
            ),
            (
                {
                    #expect(FileManager.default.createFile(atPath: text.path, contents: nil))
                    #expect(truncate(text.path, 17 << 20) == 0)
                }, "is larger than 16 MiB, more than a snapshot holds"
            ),
        ]
        for (make, says) in cases {
            try? FileManager.default.removeItem(at: text)
            try make()
            let run = try ExploreTests.scenes(
                ["snapshot", "--check", folder.path], in: Self.packageRoot, within: 60)
            #expect(run.status == 1, "\(says): \(run.out)\(run.err)")
            #expect(run.err.contains("'\(text.path)'"), "\(says): \(run.err)")
            #expect(run.err.contains(says), "\(says): \(run.err)")
        }
    }

    /// An index that gives a key twice is refused, naming the key, as `stack.json` is: which of
    /// the two lists was meant is not guessed.
    @Test func anIndexGivingAKeyTwiceIsRefused() throws {
        let (folder, secrets) = try snapshotFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: secrets)
        }
        let index = folder.appendingPathComponent("index.json")
        try Data(#"{"width": 80, "clock": "c", "snapshots": [], "snapshots": []}"#.utf8).write(to: index)
        let run = try ExploreTests.scenes(["snapshot", "--check", folder.path], in: Self.packageRoot)
        #expect(run.status == 1)
        #expect(
            run.err
                == "error: '\(index.path)' is not a snapshot index: duplicate key 'snapshots' (first given at byte 28);"
                + " keep one of them\n", "\(run.err)")
    }

    /// `--update` replaces only the user's own files: another user's snapshot is left as it was,
    /// and the update says so.
    @Test(.enabled(if: geteuid() == 0, "giving a file to another user needs root, as CI runs"))
    func updateDoesNotReplaceAnotherUsersFile() throws {
        let (folder, secrets) = try snapshotFolder()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: secrets)
        }
        let text = folder.appendingPathComponent("ContactList.txt")
        try Data("someone else's screen\n".utf8).write(to: text)
        try #require(chown(text.path, 4242, 4242) == 0)
        let run = try ExploreTests.scenes(["snapshot", "--update", folder.path], in: Self.packageRoot)
        #expect(run.status == 1, "\(run.out)\(run.err)")
        #expect(run.err.contains("cannot read '\(text.path)': it belongs to user 4242"), "\(run.err)")
        #expect(try String(contentsOf: text, encoding: .utf8) == "someone else's screen\n")
        var status = stat()
        #expect(lstat(text.path, &status) == 0 && status.st_uid == 4242)
    }

    /// `explore --out DIR` takes away only the scripts an earlier run wrote: a folder, a link, or a
    /// file of the person's named like a finding stays; the folder it makes is 0700.
    @Test func exploreOutRemovesOnlyTheScriptsItWrote() throws {
        let folder = try ExploreReachTests.inbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let first = try ExploreTests.scenes(
            ["explore", "inbox.json", "--depth", "1", "--time", "20", "--out", "out/new"], in: folder)
        #expect(first.status == 0, "\(first.out)\(first.err)")
        var status = stat()
        #expect(stat(out.path, &status) == 0 && status.st_mode & 0o777 == 0o700, "out made 0700")
        #expect(stat(out.appendingPathComponent("new").path, &status) == 0 && status.st_mode & 0o777 == 0o700)
        let kept = out.appendingPathComponent("finding-1.scenes")
        try FileManager.default.createDirectory(
            at: kept.appendingPathComponent("inside"), withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: kept.appendingPathComponent("inside/notes.txt"))
        let notes = out.appendingPathComponent("finding-2.scenes")
        try Data("my own notes, not a finding\n".utf8).write(to: notes)
        let link = out.appendingPathComponent("finding-3.scenes")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: notes.path)
        let earlier = out.appendingPathComponent("finding-4.scenes")
        try Data("# scenes explore (seed 1): an earlier finding\ngo Nowhere\n".utf8).write(to: earlier)
        let run = try ExploreTests.scenes(
            ["explore", "inbox.json", "--depth", "1", "--time", "20", "--out", "out"], in: folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(FileManager.default.fileExists(atPath: kept.appendingPathComponent("inside/notes.txt").path))
        #expect(try String(contentsOf: notes, encoding: .utf8) == "my own notes, not a finding\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == notes.path)
        #expect(!FileManager.default.fileExists(atPath: earlier.path), "an earlier run's script is taken away")
    }

    /// `--setup FILE` is read whole before the walk, so it must end: a FIFO or a device is refused
    /// at once, a line longer than a script's bound stops it, and a failing long line is quoted
    /// at most 60 characters long.
    @Test func aSetupFileThatCannotEndIsRefusedAtOnce() throws {
        let folder = try ExploreReachTests.inbox()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("setup.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let long = folder.appendingPathComponent("long.scenes")
        try Data(String(repeating: "x", count: (4 << 20) + 10).utf8).write(to: long)
        let cases = [
            ("/dev/zero", "error: cannot read the script '/dev/zero': it is a character device, not a regular file"),
            (fifo.path, "error: cannot read the script '\(fifo.path)': it is a FIFO, not a regular file"),
            ("long.scenes", "error: cannot read the script 'long.scenes': line 1 is longer than 4 MiB"),
        ]
        for (setup, message) in cases {
            let run = try ExploreTests.scenes(
                ["explore", "inbox.json", "--setup", setup, "--time", "10", "--out", "out"], in: folder, within: 60)
            #expect(run.status == 1, "\(setup): \(run.out)\(run.err)")
            #expect(run.err == message + "\n", "\(setup): \(run.err)")
        }
        let failing = folder.appendingPathComponent("failing.scenes")
        try Data(("nonsense " + String(repeating: "y", count: 1 << 20) + "\n").utf8).write(to: failing)
        // Time enough for a megabyte's line on a loaded machine: the walk's time bounds the setup.
        let run = try ExploreTests.scenes(
            ["explore", "inbox.json", "--setup", "failing.scenes", "--time", "120", "--out", "out"], in: folder,
            within: 180)
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("error: setup command 1, 'nonsense yyy"), "\(run.err.prefix(300))")
        #expect(run.err.contains("…' (1048585 characters), failed: "), "\(run.err.prefix(300))")
        #expect(run.err.utf8.count < 1_000, "the line is not quoted whole: \(run.err.utf8.count) bytes")
    }

    /// `--script` has the same bound on a line: `/dev/zero` ends with an error, not in memory
    /// growing for ever.
    @Test func aScriptLineHasABoundToo() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("zero-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let run = try ExploreTests.scenes(
            ["scenes.json", "--data", data.path, "--script", "/dev/zero"], in: Self.packageRoot, within: 60)
        #expect(run.status == 1, "\(run.err)")
        #expect(
            run.err.hasSuffix("error: cannot read the script '/dev/zero': line 1 is longer than 4 MiB\n"),
            "\(run.err)")
    }
}
