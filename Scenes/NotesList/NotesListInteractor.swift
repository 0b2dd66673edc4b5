import NotesDomain
import SceneStore

/// What happened to the list.
enum NotesListEvent: Equatable {
    case added(Note)
    case deleted(Note)
}

/// Why a request about notes failed.
enum NotesListProblem: Equatable {
    case noSuchNote(count: Int)
    /// The note the user was shown is no longer there.
    case gone(Note)
    case emptyTitle
    /// The notes could not be read or saved.
    case storage(DataFileError)
}

/// What the Presenter asks the Interactor (Presenter → Interactor).
protocol NotesListInteractorInput {
    func loadNotes()
    func addNote(title: String, body: String)
    func deleteNote(number: Int)
    /// Chooses the note to open; `false` (and a reported problem) if there is no such number.
    func selectNote(number: Int) -> Bool
}

/// What the Interactor tells the Presenter (Interactor → Presenter).
protocol NotesListInteractorOutput: AnyObject {
    func notesChanged(_ notes: [Note], event: NotesListEvent?)
    func failed(_ problem: NotesListProblem)
}

/// What NotesList offers its routes: the note chosen.
protocol NotesListDataStore: AnyObject {
    /// The id of the note chosen, if one is.
    var selectedNoteID: Int? { get }
}

/// Reads, adds and deletes notes through the notes worker. `open N` and `delete N` act on the note
/// the user was shown as number N, by its id; if it is gone meanwhile, the list says so and shows
/// the notes as they are now.
final class NotesListInteractor: NotesListInteractorInput, NotesListDataStore {
    weak var output: (any NotesListInteractorOutput)?
    let worker: NotesWorker
    /// The note chosen by `open`, which the wireframe passes to NoteDetail.
    private(set) var selectedNote: Note?
    /// The id of the note chosen: the list's `selectedNoteID` output, which NoteDetail takes.
    var selectedNoteID: Int? { selectedNote?.id }
    /// The notes as last shown, in the order shown.
    private var shown: [Note] = []

    init(worker: NotesWorker) {
        self.worker = worker
    }

    func loadNotes() {
        showNotes(event: nil)
    }

    func addNote(title: String, body: String) {
        guard !title.allSatisfy(\.isWhitespace) else { return output?.failed(.emptyTitle) ?? () }
        do {
            let note = try worker.add(title: title, body: body)
            showNotes(event: .added(note))
        } catch {
            output?.failed(.storage(error))
        }
    }

    func deleteNote(number: Int) {
        guard number >= 1, number <= shown.count else {
            return output?.failed(.noSuchNote(count: shown.count)) ?? ()
        }
        let note = shown[number - 1]
        do throws(NotesError) {
            try worker.delete(note)
            showNotes(event: .deleted(note))
        } catch {
            switch error {
            case .gone: showNotes(event: nil, orElse: .gone(note))
            case .storage(let problem): output?.failed(.storage(problem))
            }
        }
    }

    func selectNote(number: Int) -> Bool {
        selectedNote = nil
        guard number >= 1, number <= shown.count else {
            output?.failed(.noSuchNote(count: shown.count))
            return false
        }
        let note = shown[number - 1]
        guard let current = worker.note(id: note.id) else {
            showNotes(event: nil, orElse: .gone(note))
            return false
        }
        selectedNote = current
        return true
    }

    /// Reads the notes as they are now and shows them; then a problem reading them, or else
    /// `problem`, if any.
    private func showNotes(event: NotesListEvent?, orElse problem: NotesListProblem? = nil) {
        shown = worker.fetchNotes()
        output?.notesChanged(shown, event: event)
        if let failure = worker.problem.map(NotesListProblem.storage) ?? problem {
            output?.failed(failure)
        }
    }
}
