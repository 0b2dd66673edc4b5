import DomainSupport
import Foundation

/// Reads and writes the notes, `notes.json` in the data directory. Every operation reads the
/// file anew, so that scenes never work on stale copies.
@MainActor public final class NotesWorker {
    private let file: DataFile<[Note]>
    private let now: @Sendable () -> Date
    /// What went wrong reading the file, to show the user; `nil` when all is well.
    public let loadProblem: DataFileError?

    /// Opens the notes of a data directory; a new one starts with ``samples``.
    /// - Parameter now: The clock that dates new notes.
    public init(dataDirectory: String, now: @escaping @Sendable () -> Date) {
        self.now = now
        file = DataFile(directory: dataDirectory, name: "notes.json")
        loadProblem = file.load(seed: { Self.samples }, empty: { [] }).problem
    }

    private var notes: [Note] {
        file.load(seed: { Self.samples }, empty: { [] }).value
    }

    /// Every note, oldest first.
    public func fetchNotes() -> [Note] {
        notes
    }

    /// Adds a note dated now and saves.
    public func add(title: String, body: String) throws(DataFileError) -> Note {
        let notes = self.notes
        guard let id = Note.id(after: notes.map(\.id)) else {
            throw .unwritable(file: file.name, reason: Note.noIDsLeft)
        }
        let note = Note(id: id, title: title, body: body, date: now())
        try save(notes + [note])
        return note
    }

    /// Deletes a note and saves.
    public func delete(id: Int) throws(DataFileError) {
        try save(notes.filter { $0.id != id })
    }

    private func save(_ updated: [Note]) throws(DataFileError) {
        try file.save(updated)
    }

    /// The notes of a new data directory.
    public static let samples = [
        Note(
            id: 1, title: "Clean Swift", body: "View, Interactor and Presenter talk in a one-way cycle.",
            date: Date(timeIntervalSince1970: 1_700_000_000)),
        Note(
            id: 2, title: "VIPER", body: "The Presenter asks the wireframe to navigate.",
            date: Date(timeIntervalSince1970: 1_700_086_400)),
    ]
}

/// What the note detail shows, passed by the notes list.
@MainActor public protocol NoteDetailDataStore: AnyObject {
    /// The note to show.
    var note: Note? { get set }
}
