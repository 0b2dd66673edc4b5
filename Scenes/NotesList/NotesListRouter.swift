import NotesDomain
import SceneRuntime

/// How the Presenter navigates (Presenter → Router).
protocol NotesListWireframe {
    func routeToNoteDetail() throws
}

/// The wireframe: opens the chosen note; the storyboard passes its id.
final class NotesListRouter: SceneRouterBase<any NotesListDataStore>, SceneRouter, NotesListWireframe {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case openNote = "OpenNote"
    }

    func routeToNoteDetail() throws {
        try context.performSegue(SegueIdentifier.openNote)
    }
}
