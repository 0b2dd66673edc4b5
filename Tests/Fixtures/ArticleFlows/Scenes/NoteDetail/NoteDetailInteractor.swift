import Notes

/// What the Presenter asks the Interactor (Presenter → Interactor).
protocol NoteDetailInteractorInput {
    func loadNote()
}

/// What the Interactor tells the Presenter (Interactor → Presenter).
protocol NoteDetailInteractorOutput: AnyObject {
    func noteLoaded(_ note: NotesRecord?)
}

/// What NoteDetail holds for the routers of other scenes: its inputs and outputs, as its
/// Configurator's contract declares them.
protocol NoteDetailDataStore: AnyObject {
    var noteID: Int { get set }
}

/// Reads the note `noteID` names from the data layer it is given.
final class NoteDetailInteractor: NoteDetailInteractorInput, NoteDetailDataStore {
    weak var output: (any NoteDetailInteractorOutput)?
    var noteID = 0
    private let worker: NotesWorker

    init(worker: NotesWorker) {
        self.worker = worker
    }

    func loadNote() {
        output?.noteLoaded(worker.fetch().first { $0.id == noteID })
    }
}
