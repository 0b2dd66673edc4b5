import Foundation
import Testing

@testable import ContactsDomain
@testable import NotesDomain
@testable import SceneStore
@testable import ShopDomain

/// A collection and a record's fields have limits the store keeps: what would go over one is
/// refused, naming it, and nothing is written; what was stored before the limits is kept.
@Suite @MainActor struct DataLimitTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString)")
    let now = Date(timeIntervalSince1970: 1_704_164_645)

    private func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }

    private func notesFile() throws -> String {
        try String(contentsOf: directory.appendingPathComponent("notes.json"), encoding: .utf8)
    }

    /// A numbered record of a test's own, with a small collection limit.
    struct Tag: NumberedRecord, LimitedRecord, Hashable {
        static let maximumCount = 3
        static let collectionName = "the tags"
        static let recordNumbers: ClosedRange<Int> = 1...1_000
        var recordNumber: Int
        var label: String
        var overLimit: OverLimit? { OverLimit.length(of: label, "a tag's label", atMost: 5) }
    }

    @Test func aNoteTitleOverItsLimitIsRefusedNamingItAndNothingIsWritten() throws {
        defer { cleanUp() }
        let worker = NotesWorker(dataDirectory: directory.path, now: { now })
        _ = worker.fetchNotes()
        let before = try notesFile()
        let title = String(repeating: "é", count: Note.maximumTitleLength + 1)
        #expect(
            throws: DataFileError.overLimit(
                file: "notes.json", OverLimit("a note's title", limit: 200, found: 201, unit: "characters"))
        ) {
            _ = try worker.add(title: title, body: "")
        }
        #expect(try notesFile() == before)
        let error = try #require(throws: DataFileError.self) {
            _ = try worker.add(title: String(repeating: "x", count: 1_048_576), body: "")
        }
        #expect(error.description == "a note's title holds at most 200 characters, not 1,048,576; nothing was saved")
        // Exactly at the limit is allowed, as is a title whose UTF-8 form is longer than it.
        _ = try worker.add(title: String(repeating: "é", count: Note.maximumTitleLength), body: "")
        #expect(worker.fetchNotes().count == NotesWorker.samples.count + 1)
    }

    @Test func editingANoteOverItsLimitIsRefusedAndKeepsTheNoteAsItWas() throws {
        defer { cleanUp() }
        let worker = NotesWorker(dataDirectory: directory.path, now: { now })
        let note = try #require(worker.fetchNotes().first)
        #expect(
            throws: NotesError.storage(
                .overLimit(
                    file: "notes.json", OverLimit("a note's text", limit: 20_000, found: 20_001, unit: "characters")))
        ) {
            _ = try worker.edit(note, title: note.title, body: String(repeating: "b", count: 20_001))
        }
        #expect(worker.note(id: note.id) == note)
    }

    @Test func aCollectionHoldsAtMostItsCountAndARecordStoredBeforeTheLimitsIsKept() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Written before the limits: one label too long.
        let old = NumberedRecords([Tag(recordNumber: 1, label: "far too long"), Tag(recordNumber: 2, label: "b")])
        let file = DataFile(directory: directory.path, name: "tags.json", seed: { old }, empty: { NumberedRecords([]) })
        _ = file.read()
        // Other changes go on: the old record is not checked again.
        try file.update { (tags: inout NumberedRecords<Tag>) throws(DataFileError) in
            _ = tags.append { Tag(recordNumber: $0, label: "c") }
        }
        #expect(
            throws: DataFileError.overLimit(
                file: "tags.json", OverLimit("the tags", limit: 3, found: 4, unit: "records"))
        ) {
            try file.update { (tags: inout NumberedRecords<Tag>) throws(DataFileError) in
                _ = tags.append { Tag(recordNumber: $0, label: "d") }
            }
        }
        // Changing the old record keeps it within its limits.
        #expect(
            throws: DataFileError.overLimit(
                file: "tags.json", OverLimit("a tag's label", limit: 5, found: 14, unit: "characters"))
        ) {
            try file.update { (tags: inout NumberedRecords<Tag>) throws(DataFileError) in
                _ = tags.replace(with: Tag(recordNumber: 1, label: "still too long"))
            }
        }
        #expect(file.read().value.records.map(\.label) == ["far too long", "b", "c"])
        try file.update { (tags: inout NumberedRecords<Tag>) throws(DataFileError) in
            _ = tags.replace(with: Tag(recordNumber: 1, label: "a"))
        }
        #expect(file.read().value.records.map(\.label) == ["a", "b", "c"])
    }

    @Test func aTransactionWithOneFileOverALimitWritesNoneOfItsFiles() throws {
        defer { cleanUp() }
        let notes = DataFile(
            directory: directory.path, name: "notes.json", seed: { NumberedRecords(NotesWorker.samples) },
            empty: { NumberedRecords([]) })
        let cart = DataFile(directory: directory.path, name: "cart.json", seed: { [CartItem]() }, empty: { [] })
        _ = notes.read()
        _ = cart.read()
        #expect(
            throws: DataFileError.overLimit(
                file: "cart.json", OverLimit("an item's name", limit: 100, found: 101, unit: "characters"))
        ) {
            try DataTransaction.update(in: directory.path) { changes throws(DataFileError) in
                try changes.update(notes) { (all: inout NumberedRecords<Note>) throws(DataFileError) in
                    _ = all.remove(numbered: 1)
                }
                try changes.update(cart) { (lines: inout [CartItem]) throws(DataFileError) in
                    lines.append(CartItem(name: String(repeating: "n", count: 101), priceCents: 100, quantity: 1))
                }
            }
        }
        #expect(notes.read().value.records == NotesWorker.samples)
        #expect(cart.read().value.isEmpty)
    }

    @Test func theTwoFileUpdateKeepsTheLimitsToo() throws {
        defer { cleanUp() }
        let notes = DataFile(
            directory: directory.path, name: "notes.json", seed: { NumberedRecords(NotesWorker.samples) },
            empty: { NumberedRecords([]) })
        let cart = DataFile(directory: directory.path, name: "cart.json", seed: { [CartItem]() }, empty: { [] })
        _ = notes.read()
        _ = cart.read()
        #expect(
            throws: DataFileError.overLimit(
                file: "cart.json", OverLimit("an item's name", limit: 100, found: 101, unit: "characters"))
        ) {
            try DataTransaction.update(notes, cart) {
                (all: inout NumberedRecords<Note>, lines: inout [CartItem]) throws(DataFileError) in
                _ = all.remove(numbered: 1)
                lines.append(CartItem(name: String(repeating: "n", count: 101), priceCents: 100, quantity: 1))
            }
        }
        #expect(notes.read().value.records == NotesWorker.samples)
        #expect(cart.read().value.isEmpty)
    }

    @Test func aContactFieldOverItsLimitIsNamed() {
        let contact = Contact(
            id: 1, firstName: "Ada", lastName: "Lovelace", phone: "1", email: String(repeating: "a", count: 300))
        #expect(contact.overLimit?.description == "a contact's email holds at most 254 characters, not 300")
        #expect(Contact(id: 1, firstName: "Ada", lastName: "L", phone: "1", email: "a@b.c").overLimit == nil)
    }
}
