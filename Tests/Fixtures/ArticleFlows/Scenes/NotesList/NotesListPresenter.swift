import Notes
import Observation

/// Turns the View's events into the Interactor's use cases, publishes the notes as view state, and
/// asks its Router to open a note (the Presenter holds the Router, as article 003's does).
@Observable final class NotesListPresenter: NotesListViewOutput, NotesListInteractorOutput {
    private(set) var state = NotesListViewState()
    @ObservationIgnored let interactor: any NotesListInteractorInput
    @ObservationIgnored let router: any NotesListWireframe

    init(interactor: any NotesListInteractorInput, router: any NotesListWireframe) {
        self.interactor = interactor
        self.router = router
    }

    func viewWillAppear() {
        interactor.loadNotes()
    }

    func didAddNote(title: String) {
        interactor.addNote(title: title)
    }

    func didOpenNote(number: Int) throws {
        guard interactor.selectNote(number: number) else { return }
        try router.routeToNoteDetail()
    }

    func notesChanged(_ notes: [NotesRecord], added: NotesRecord?) {
        state = NotesListViewState(
            lines: notes.map(\.title), message: added.map { "added \"\($0.title)\"" })
    }
}
