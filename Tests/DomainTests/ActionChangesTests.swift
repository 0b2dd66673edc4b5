import Foundation
import Testing

@testable import SceneRuntime
@testable import SceneStore

/// An action that throws leaves the shared data as it was: what it saved through the store is
/// taken back, latest first, unless the file changed since (issue 43, item 3).
@Suite @MainActor struct ActionChangesTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("undo-\(UUID().uuidString)")

    struct Refused: Error, CustomStringConvertible {
        var description: String { "the navigation was refused" }
    }

    private func file(_ name: String) -> DataFile<[Int]> {
        DataFile(directory: directory.path, name: name, seed: { [0] }, empty: { [] })
    }

    private func onDisk(_ name: String) throws -> [Int] {
        try JSONDecoder().decode([Int].self, from: Data(contentsOf: directory.appendingPathComponent(name)))
    }

    @Test func anActionThatThrowsAfterSavingHasItsChangesTakenBack() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (a, b) = (file("a.json"), file("b.json"))
        _ = a.read()
        _ = b.read()
        #expect(throws: ActionError.changesTakenBack(action: "save", reason: "the navigation was refused", all: true)) {
            try ActionChanges.run(action: "save") {
                try a.update { (value: inout [Int]) throws(DataFileError) in value.append(1) }
                try DataTransaction.update(in: directory.path) { changes throws(DataFileError) in
                    try changes.update(a) { (value: inout [Int]) throws(DataFileError) in value.append(2) }
                    try changes.update(b) { (value: inout [Int]) throws(DataFileError) in value = [9] }
                }
                throw Refused()
            }
        }
        #expect(try onDisk("a.json") == [0])
        #expect(try onDisk("b.json") == [0])
        #expect(a.read().value == [0], "the process reads what is on disk again")
    }

    @Test func aChangeMadeSinceIsNotTakenBackAndTheErrorSaysSo() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = file("a.json")
        _ = a.read()
        let error = try #require(throws: ActionError.self) {
            try ActionChanges.run(action: "save") {
                try a.update { (value: inout [Int]) throws(DataFileError) in value.append(1) }
                // Another writer replaces the file meanwhile (as another process would).
                try Data("[7]\n".utf8).write(to: directory.appendingPathComponent("a.json"), options: .atomic)
                throw Refused()
            }
        }
        #expect(error == .changesTakenBack(action: "save", reason: "the navigation was refused", all: false))
        #expect(error.description.hasSuffix("could not all be taken back, as the data changed since: look before trying again"))
        #expect(try onDisk("a.json") == [7], "the other writer's change is kept")
    }

    @Test func aFileAnotherWriterPutBackAsItWasCountsAsTakenBack() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (a, b) = (file("a.json"), file("b.json"))
        _ = a.read()
        _ = b.read()
        let before = try Data(contentsOf: directory.appendingPathComponent("b.json"))
        #expect(throws: ActionError.changesTakenBack(action: "save", reason: "the navigation was refused", all: true)) {
            try ActionChanges.run(action: "save") {
                try a.update { (value: inout [Int]) throws(DataFileError) in value.append(1) }
                try b.update { (value: inout [Int]) throws(DataFileError) in value = [5] }
                // Another process writes b's old value again (as signing out a shared session
                // does): b is as it was, which is all that taking it back would do.
                try before.write(to: directory.appendingPathComponent("b.json"), options: .atomic)
                throw Refused()
            }
        }
        #expect(try onDisk("a.json") == [0])
        #expect(try onDisk("b.json") == [0])
    }

    @Test func anActionThatSucceedsKeepsItsChangesAndOneThatChangedNothingThrowsItsOwnError() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = file("a.json")
        try ActionChanges.run(action: "add") {
            try a.update { (value: inout [Int]) throws(DataFileError) in value.append(1) }
        }
        #expect(throws: Refused.self) {
            try ActionChanges.run(action: "go") { throw Refused() }
        }
        #expect(try onDisk("a.json") == [0, 1])
        // Outside an action, nothing is noted: a change is not taken back by a later failure.
        try a.update { (value: inout [Int]) throws(DataFileError) in value.append(2) }
        #expect(throws: Refused.self) {
            try ActionChanges.run(action: "go") { throw Refused() }
        }
        #expect(try onDisk("a.json") == [0, 1, 2])
    }
}
