import Foundation
import NotesDomain
import Observation

/// Keeps the observable view state of the notes list and turns the View's requests into
/// Interactor calls; opening a note goes through the wireframe.
@MainActor @Observable final class NotesListPresenter: NotesListViewOutput, NotesListInteractorOutput {
    private(set) var state = NotesListViewState(items: [])
    @ObservationIgnored var interactor: (any NotesListInteractorInput)?
    @ObservationIgnored var wireframe: (any NotesListWireframe)?

    /// Every time the list appears (first, and back from a note), it is read again.
    func viewWillAppear() {
        interactor?.loadNotes()
    }

    func didAddNote(title: String, body: String) {
        interactor?.addNote(title: title, body: body)
    }

    func didDeleteNote(number: Int) {
        interactor?.deleteNote(number: number)
    }

    func didOpenNote(number: Int) throws {
        guard interactor?.selectNote(number: number) == true else { return }
        try wireframe?.showNoteDetail()
    }

    func notesChanged(_ notes: [Note], event: NotesListEvent?) {
        let message: String? =
            switch event {
            case .added(let note): "Added \"\(note.title)\"."
            case .deleted(let note): "Deleted \"\(note.title)\"."
            case nil: nil
            }
        state = NotesListViewState(items: notes.map(Self.line), message: message)
    }

    func failed(_ problem: NotesListProblem) {
        var next = state
        next.message = nil
        next.error =
            switch problem {
            case .noSuchNote(let count):
                count == 0 ? "There are no notes yet." : "Choose a note number from 1 to \(count)."
            case .gone(let note): "\(NotesError.gone(note))."
            case .emptyTitle: "A note needs a title."
            case .storage(let reason): reason
            }
        state = next
    }

    static func line(_ note: Note) -> String {
        "\(note.title) (\(dateFormatter.string(from: note.date)))"
    }

    static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMM yyyy"
        return formatter
    }()
}
