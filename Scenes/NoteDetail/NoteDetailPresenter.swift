import FoundationEssentials
import NotesDomain
import Observation
import SceneStore

/// Keeps the observable view state of the note: its title, its date in words, its text, and how
/// the last edit went.
@Observable final class NoteDetailPresenter: NoteDetailViewOutput {
    private(set) var state = NoteDetailViewState()
    @ObservationIgnored var interactor: (any NoteDetailInteractorInput)?

    /// Dates in the time zone the scene is given: `Tuesday, 14 November 2023 at 22:13 UTC`.
    @ObservationIgnored let dates: NoteDateText

    /// Creates a Presenter showing dates in `timeZone`.
    init(timeZone: TimeZone = .current) {
        dates = NoteDateText(timeZone: timeZone)
    }

    func viewDidLoad() {
        show(interactor?.note)
    }

    func didEditNote(title: String, body: String?) {
        guard let interactor else { return }
        do throws(NoteDetailProblem) {
            let note = try interactor.editNote(title: title, body: body)
            show(note, message: "saved \"\(note.title)\"")
        } catch {
            show(interactor.note, error: Self.message(error))
        }
    }

    /// The words of a failed edit.
    static func message(_ problem: NoteDetailProblem) -> String {
        switch problem {
        case .emptyTitle: "a note needs a title"
        case .gone: "this note is no longer in the notes; go back to the list"
        case .storage(let problem): "the note was not saved: \(problem)"
        }
    }

    /// Shows `note` (or that there is none) and how the last edit went, in one change of the state.
    private func show(_ note: Note?, message: String? = nil, error: String? = nil) {
        guard let note else {
            state = NoteDetailViewState(message: message, error: error)
            return
        }
        state = NoteDetailViewState(
            title: note.title, date: dates.long(note.date),
            body: note.body.isEmpty ? "(no text)" : note.body, message: message, error: error)
    }
}
