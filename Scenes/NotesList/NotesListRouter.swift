import NotesDomain
import SceneRuntime

/// How the Presenter navigates (Presenter → Router).
@MainActor protocol NotesListWireframe {
    func routeToNoteDetail() throws
}

/// The wireframe: opens the chosen note; the storyboard passes its id.
@MainActor final class NotesListRouter: SceneRouter, NotesListWireframe {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case openNote = "OpenNote"
    }

    var dataStore: (any NotesListDataStore)?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func routeToNoteDetail() throws {
        try context.performSegue(SegueIdentifier.openNote)
    }
}
