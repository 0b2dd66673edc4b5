import NotesDomain
import SceneRuntime

/// How the Presenter navigates (Presenter → Router).
@MainActor protocol NotesListWireframe {
    func showNoteDetail() throws
}

/// The wireframe: opens the chosen note.
@MainActor final class NotesListRouter: SceneRouter, NotesListWireframe {
    weak var view: NotesListView?
    var dataStore: NotesListInteractor?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<NotesListRouter> = [:]

    func showNoteDetail() throws {
        try context.performSegue("OpenNote")
    }
}
