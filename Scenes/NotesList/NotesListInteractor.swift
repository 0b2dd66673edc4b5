import NotesDomain

/// What happened to the list.
enum NotesListEvent: Equatable {
    case added(Note)
    case deleted(Note)
}

/// Why a request about notes failed.
enum NotesListProblem: Equatable {
    case noSuchNote(count: Int)
    case emptyTitle
    case storage(String)
}

/// What the Presenter asks the Interactor (Presenter → Interactor).
@MainActor protocol NotesListInteractorInput {
    func loadNotes()
    func addNote(title: String, body: String)
    func deleteNote(number: Int)
    /// Chooses the note to open; `false` (and a reported problem) if there is no such number.
    func selectNote(number: Int) -> Bool
}

/// What the Interactor tells the Presenter (Interactor → Presenter).
@MainActor protocol NotesListInteractorOutput: AnyObject {
    func notesChanged(_ notes: [Note], event: NotesListEvent?)
    func failed(_ problem: NotesListProblem)
}

/// Reads, adds and deletes notes through the notes worker.
@MainActor final class NotesListInteractor: NotesListInteractorInput {
    weak var output: (any NotesListInteractorOutput)?
    let worker: NotesWorker
    /// The note chosen by `open`, which the wireframe passes to NoteDetail.
    private(set) var selectedNote: Note?

    init(worker: NotesWorker) {
        self.worker = worker
    }

    func loadNotes() {
        output?.notesChanged(worker.fetchNotes(), event: nil)
        if let problem = worker.loadProblem { output?.failed(.storage(String(describing: problem))) }
    }

    func addNote(title: String, body: String) {
        guard !title.allSatisfy(\.isWhitespace) else { return output?.failed(.emptyTitle) ?? () }
        do {
            let note = try worker.add(title: title, body: body)
            output?.notesChanged(worker.fetchNotes(), event: .added(note))
        } catch {
            output?.failed(.storage(String(describing: error)))
        }
    }

    func deleteNote(number: Int) {
        let notes = worker.fetchNotes()
        guard notes.indices.contains(number - 1) else {
            return output?.failed(.noSuchNote(count: notes.count)) ?? ()
        }
        do {
            try worker.delete(id: notes[number - 1].id)
            output?.notesChanged(worker.fetchNotes(), event: .deleted(notes[number - 1]))
        } catch {
            output?.failed(.storage(String(describing: error)))
        }
    }

    func selectNote(number: Int) -> Bool {
        let notes = worker.fetchNotes()
        guard notes.indices.contains(number - 1) else {
            output?.failed(.noSuchNote(count: notes.count))
            return false
        }
        selectedNote = notes[number - 1]
        return true
    }
}
