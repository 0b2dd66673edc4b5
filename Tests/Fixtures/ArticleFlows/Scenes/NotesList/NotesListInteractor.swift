import Notes

/// What the Presenter asks the Interactor (Presenter → Interactor).
protocol NotesListInteractorInput {
    func loadNotes()
    func addNote(title: String)
    func selectNote(number: Int) -> Bool
}

/// What the Interactor tells the Presenter (Interactor → Presenter).
protocol NotesListInteractorOutput: AnyObject {
    func notesChanged(_ notes: [NotesRecord], added: NotesRecord?)
}

/// What NotesList holds for the routers of other scenes: its inputs and outputs, as its
/// Configurator's contract declares them.
protocol NotesListDataStore: AnyObject {
    var selectedNoteID: Int? { get set }
}

/// The notes' business logic, over the data layer it is given (article 003's DataLayer: here the
/// Notes module's worker, which keeps them in the app's data directory).
final class NotesListInteractor: NotesListInteractorInput, NotesListDataStore {
    weak var output: (any NotesListInteractorOutput)?
    var selectedNoteID: Int?
    private let worker: NotesWorker
    private var notes: [NotesRecord] = []

    init(worker: NotesWorker) {
        self.worker = worker
    }

    func loadNotes() {
        notes = worker.fetch()
        output?.notesChanged(notes, added: nil)
    }

    func addNote(title: String) {
        guard let added = try? worker.add(title: title) else { return }
        notes = worker.fetch()
        output?.notesChanged(notes, added: added)
    }

    func selectNote(number: Int) -> Bool {
        guard notes.indices.contains(number - 1) else { return false }
        selectedNoteID = notes[number - 1].id
        return true
    }
}
