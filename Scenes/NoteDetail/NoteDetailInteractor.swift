import NotesDomain

/// What the Presenter asks the Interactor (Presenter → Interactor).
@MainActor protocol NoteDetailInteractorInput: AnyObject {
    var note: Note? { get }
}

/// Holds the note passed by the list.
@MainActor final class NoteDetailInteractor: NoteDetailInteractorInput, NoteDetailDataStore {
    var note: Note?
}
