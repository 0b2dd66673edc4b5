import Foundation
import NotesDomain
import SceneStore
import SceneTesting
import Testing

/// SceneTesting's store for a test: a data directory of its own (`TemporaryDataDirectory`) and what
/// a data file holds on disk, read back afresh (`saved`, `savedRecords`), not what the process's
/// `DataFile`s remember.
@Suite @MainActor struct SavedDataTests {
    let directory = TemporaryDataDirectory()
    let date = Date(timeIntervalSince1970: 1_700_000_000)

    /// The example of `TemporaryDataDirectory.saved(_:in:)`'s documentation, as it is written there.
    @Test func theDocumentedExampleHolds() throws {
        let worker = NotesWorker(dataDirectory: directory.path, now: { [date] in date })
        let note = try worker.add(title: "Shopping", body: "Milk")
        #expect(try directory.saved(NumberedRecords<Note>.self, in: "notes.json").records.last == note)
    }

    @Test func savedRecordsAreTheFilesOnDiskWithTheirDatesInTheirOrder() throws {
        let worker = NotesWorker(dataDirectory: directory.path, now: { [date] in date })
        let added = try worker.add(title: "Shopping", body: "Milk")
        let saved = try directory.savedRecords(Note.self, in: "notes.json")
        #expect(saved == NotesWorker.samples + [added])
        #expect(saved.last?.date == date)
        let file = DataFile<NumberedRecords<Note>>(
            directory: directory.path, name: "notes.json", seed: { NumberedRecords([]) },
            empty: { NumberedRecords([]) })
        #expect(try file.savedRecords() == saved)
        #expect(try file.saved().highestNumberUsed == added.id)
    }

    /// A file changed behind the process's back: `read()` may give what it decoded before for the
    /// same version of the file; `saved` always decodes what is there.
    @Test func savedDecodesTheFileAfreshNotWhatTheProcessRemembers() throws {
        let file = DataFile<[String]>(directory: directory.path, name: "words.json", seed: { ["one"] }, empty: { [] })
        #expect(file.read().value == ["one"])
        try directory.write(#"["two", "three"]"#, to: "words.json")
        #expect(try file.saved() == ["two", "three"])
        #expect(try directory.saved([String].self, in: "words.json") == ["two", "three"])
    }

    @Test func nothingSavedAndAnotherShapeAreErrorsThatSaySo() throws {
        #expect(throws: SavedDataError.missing(file: "notes.json")) {
            try directory.savedRecords(Note.self, in: "notes.json")
        }
        try directory.write(#"{"not": "notes"}"#, to: "notes.json")
        #expect {
            try directory.savedRecords(Note.self, in: "notes.json")
        } throws: { error in
            guard case .undecodable(let file, _) = error as? SavedDataError else { return false }
            return file == "notes.json" && "\(error)".hasPrefix("notes.json does not hold what was asked for: ")
        }
        #expect("\(SavedDataError.missing(file: "notes.json"))" == "notes.json is not there: nothing was saved in it")
    }

    @Test func theDirectoryIsRemovedWithTheLastReference() throws {
        var temporary: TemporaryDataDirectory? = TemporaryDataDirectory()
        let path = try #require(temporary?.path)
        #expect(FileManager.default.fileExists(atPath: path))
        temporary = nil
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
