import NotesDomain
import SceneStore

/// What the Presenter asks the Interactor (Presenter → Interactor).
protocol NoteDetailInteractorInput: AnyObject {
    var note: Note? { get }
    /// Gives the note a new title, and a new body unless `body` is `nil`.
    func editNote(title: String, body: String?) throws(NoteDetailProblem) -> Note
}

/// Why a note could not be edited.
enum NoteDetailProblem: Error, Equatable {
    /// The new title is empty.
    case emptyTitle
    /// The note was deleted meanwhile.
    case gone
    /// The notes could not be saved.
    case storage(DataFileError)
}

/// What NoteDetail holds for its routes: the note shown.
protocol NoteDetailDataStore: AnyObject {
    /// The id of the note shown.
    var noteID: Int { get set }
}

/// Reads the note whose id the scene is given (its `noteID` input, passed by the list), and edits it.
final class NoteDetailInteractor: NoteDetailInteractorInput, NoteDetailDataStore {
    let worker: NotesWorker
    /// The id of the note to show: the scene's input.
    var noteID = 0

    init(worker: NotesWorker) {
        self.worker = worker
    }

    /// The note as the file holds it now; `nil` if it is gone.
    var note: Note? { worker.note(id: noteID) }

    func editNote(title: String, body: String?) throws(NoteDetailProblem) -> Note {
        guard !title.allSatisfy(\.isWhitespace) else { throw .emptyTitle }
        guard let current = note else { throw .gone }
        do throws(NotesError) {
            return try worker.edit(current, title: title, body: body ?? current.body)
        } catch {
            switch error {
            case .gone: throw .gone
            case .storage(let problem): throw .storage(problem)
            }
        }
    }
}
