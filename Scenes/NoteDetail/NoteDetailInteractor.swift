import NotesDomain

/// What the Presenter asks the Interactor (Presenter → Interactor).
@MainActor protocol NoteDetailInteractorInput: AnyObject {
    var note: Note? { get }
}

/// Reads the note whose id the scene is given (its `noteID` input, passed by the list).
@MainActor final class NoteDetailInteractor: NoteDetailInteractorInput {
    let worker: NotesWorker
    /// The id of the note to show: the scene's input.
    var noteID = 0

    init(worker: NotesWorker) {
        self.worker = worker
    }

    /// The note as the file holds it now; `nil` if it is gone.
    var note: Note? { worker.note(id: noteID) }
}
