import Notes
import Observation

/// Asks the Interactor for the note each time the View appears, and publishes it as view state.
@Observable final class NoteDetailPresenter: NoteDetailViewOutput, NoteDetailInteractorOutput {
    private(set) var state = NoteDetailViewState()
    @ObservationIgnored let interactor: any NoteDetailInteractorInput
    @ObservationIgnored let router: any NoteDetailWireframe

    init(interactor: any NoteDetailInteractorInput, router: any NoteDetailWireframe) {
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        interactor.loadNote()
    }

    func noteLoaded(_ note: NotesRecord?) {
        state =
            if let note {
                NoteDetailViewState(title: note.title, lines: ["Note \(note.id): \(note.title)", "Type 'back' for the list."])
            } else {
                NoteDetailViewState(title: nil, lines: ["This note is no longer there; type 'back'."])
            }
    }
}
