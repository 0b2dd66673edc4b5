import FoundationEssentials
import NotesDomain
import Observation
import SceneStore

/// Keeps the observable view state of the notes list and turns the View's requests into
/// Interactor calls; opening a note goes through the wireframe.
@Observable final class NotesListPresenter: NotesListViewOutput, NotesListInteractorOutput {
    private(set) var state = NotesListViewState(items: [])
    @ObservationIgnored var interactor: (any NotesListInteractorInput)?
    @ObservationIgnored var wireframe: (any NotesListWireframe)?
    /// Dates in the time zone the scene is given: `14 Nov 2023`.
    @ObservationIgnored let dates: NoteDateText

    /// Creates a Presenter showing dates in `timeZone`.
    init(timeZone: TimeZone = .current) {
        dates = NoteDateText(timeZone: timeZone)
    }

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
        try wireframe?.routeToNoteDetail()
    }

    func notesChanged(_ notes: [Note], event: NotesListEvent?) {
        let message: String? =
            switch event {
            case .added(let note): "added \"\(Self.shown(note.title))\""
            case .deleted(let note): "deleted \"\(Self.shown(note.title))\""
            case nil: nil
            }
        state = NotesListViewState(items: notes.map(line), message: message)
    }

    func failed(_ problem: NotesListProblem) {
        var next = state
        next.message = nil
        next.error =
            switch problem {
            case .noSuchNote(let count):
                count == 0 ? "there are no notes yet" : "choose a note number from 1 to \(count)"
            case .gone(let note): "\(NotesError.gone(note))"
            case .emptyTitle: "a note needs a title"
            case .storage(let problem): problem.description
            }
        state = next
    }

    func line(_ note: Note) -> String {
        "\(Self.shown(note.title)) (\(dates.short(note.date)))"
    }

    /// The most characters of a title a row, a question or a news line shows.
    static let shownTitleLength = 60

    /// `title` as the list shows it: cut with `…` after ``shownTitleLength`` characters, so that a
    /// long one (a megabyte pasted) keeps its row and its question short; the note shows it whole.
    static func shown(_ title: String) -> String {
        title.count > shownTitleLength ? title.prefix(shownTitleLength) + "…" : title
    }
}
