import Foundation
import Testing

@testable import SceneStore

/// Kills a process that saves with `DataFile` (the `DataFileSaver` fixture) at random moments, many
/// times, and checks that the file it saves is always one whole version, never a torn mix, and that
/// what the killed process left behind troubles no later load or save.
@Suite @MainActor struct DataFileKillTests {
    /// What `DataFileSaver` saves: `records` records, all of one generation.
    struct Record: Codable, Sendable, Equatable {
        let generation: Int
        let index: Int
        let text: String
    }

    static let iterations = 300
    /// About 450 KB of JSON: a save takes some milliseconds in a debug build.
    static let records = 800
    /// The longest wait before the kill, in microseconds: several saves.
    static let longestDelay = 40_000
    static let name = "records.json"
    /// How many kills must land while a file is being written for the run to prove anything. Runs
    /// have seen 22 to 99 of 300 (fewer under the sanitizers, which slow encoding more than writing);
    /// a share would fail now and then on a loaded machine, a few never.
    static let fewestKillsWhileWriting = 3

    @Test func aProcessKilledWhileSavingLeavesTheOldOrTheNewVersion() async throws {
        var killedWhileWriting = 0
        for _ in 0..<Self.iterations {
            if try await killSaver() { killedWhileWriting += 1 }
        }
        print("DataFileKillTests: \(Self.iterations) kills, \(killedWhileWriting) while a file was being written")
        #expect(killedWhileWriting >= Self.fewestKillsWhileWriting, "too few kills landed while writing to prove anything")
    }

    /// Starts the saver over generation 0, kills it after its first save and a random delay, and
    /// checks what it left. Returns whether it was killed while writing (it left a temporary file).
    private func killSaver() async throws -> Bool {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("datafile-kill-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = DataFile<[Record]>(directory: directory.path, name: Self.name, seed: { [] }, empty: { [] })
        try file.save(Self.version(0))

        let killed = try await SaverProcess.kill(
            [directory.path, "1", "\(Self.records)"], after: "ready", delay: Int.random(in: 0...Self.longestDelay))
        #expect(killed.bySIGKILL)

        let leftover = AtomicWrite.temporaryName(of: Self.name, pid: killed.pid)
        let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(
            Set(entries).isSubset(of: [Self.name, leftover, DataDirectoryLock.fileName]),
            "nothing but the file, the lock and a temporary one")

        let loaded = file.read()
        #expect(loaded.problem == nil)
        let generation = try #require(loaded.value.first?.generation)
        #expect(generation >= 1, "the saver's first save was done before the kill")
        #expect(loaded.value == Self.version(generation), "one whole version")

        try file.save(Self.version(-1))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                == [DataDirectoryLock.fileName, Self.name])
        #expect(file.read().value == Self.version(-1))
        return entries.contains(leftover)
    }

    /// What the saver writes for a generation.
    static func version(_ generation: Int) -> [Record] {
        let text = String(repeating: "saved by DataFileSaver; ", count: 20)
        return (0..<records).map { Record(generation: generation, index: $0, text: text) }
    }
}
