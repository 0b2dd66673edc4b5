import FoundationEssentials
import SceneStore

/// Reads and writes the notes, `notes.json` in the data directory. Every read takes the file as
/// it is now and every change is a transaction on it (see `DataFile`), so that scenes and processes
/// never work on stale copies nor save over one another's changes. Ids are never reused.
@MainActor public final class NotesWorker {
    private let file: DataFile<NumberedRecords<Note>>
    private let now: @Sendable () -> Date
    /// What went wrong at the latest read of the file, to show the user; `nil` when all was well.
    public private(set) var problem: DataFileError?

    /// Opens the notes of a data directory; a new one starts with ``samples``.
    /// - Parameter now: The clock that dates new notes.
    public init(dataDirectory: String, now: @escaping @Sendable () -> Date) {
        self.now = now
        file = DataFile(
            directory: dataDirectory, name: "notes.json", seed: { NumberedRecords(Self.samples) },
            empty: { NumberedRecords([]) })
    }

    /// Every note, oldest first, as the file holds them now.
    public func fetchNotes() -> [Note] {
        let contents = file.read()
        problem = contents.problem
        return contents.value.records
    }

    /// The note with an id as the file holds it now, or `nil` if it is gone.
    public func note(id: Int) -> Note? {
        fetchNotes().first { $0.id == id }
    }

    /// Adds a note dated now, with an id never given before, and saves.
    public func add(title: String, body: String) throws(DataFileError) -> Note {
        let name = file.name
        let date = now()
        return try file.update { (notes: inout NumberedRecords<Note>) throws(DataFileError) -> Note in
            guard let note = notes.append({ Note(id: $0, title: title, body: body, date: date) }) else {
                throw .noNumbersLeft(file: name)
            }
            return note
        }
    }

    /// Deletes a note and saves.
    /// - Parameter note: The note as the user saw it.
    /// - Throws: ``NotesError/gone(_:)`` if it is no longer there.
    public func delete(_ note: Note) throws(NotesError) {
        try file.update(storage: NotesError.storage) {
            (notes: inout NumberedRecords<Note>) throws(NotesError) in
            guard notes.remove(numbered: note.id) != nil else { throw .gone(note) }
        }
    }

    /// Changes a note's title and body, keeping its id and date, and saves.
    /// - Parameter note: The note as the user saw it.
    /// - Returns: The note as saved.
    /// - Throws: ``NotesError/gone(_:)`` if it is no longer there.
    public func edit(_ note: Note, title: String, body: String) throws(NotesError) -> Note {
        try file.update(storage: NotesError.storage) {
            (notes: inout NumberedRecords<Note>) throws(NotesError) -> Note in
            guard var current = notes.record(numbered: note.id) else { throw .gone(note) }
            current.title = title
            current.body = body
            guard notes.replace(with: current) else { throw .gone(note) }
            return current
        }
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

/// Why a change to the notes failed.
public enum NotesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The note, as the user saw it, is no longer there: it was deleted meanwhile.
    case gone(Note)
    /// The notes could not be saved.
    case storage(DataFileError)

    /// The message shown to the user.
    public var description: String {
        switch self {
        case .gone(let note): "\"\(note.title)\" is no longer in the notes"
        case .storage(let problem): problem.description
        }
    }
}
