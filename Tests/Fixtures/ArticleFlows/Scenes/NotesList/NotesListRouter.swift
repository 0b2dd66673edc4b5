import SceneRuntime

/// How the Presenter navigates (Presenter → Router).
protocol NotesListWireframe {
    func routeToNoteDetail() throws
}

/// Opens the chosen note: the storyboard's segue passes its id (`selectedNoteID`) to NoteDetail.
final class NotesListRouter: SceneRouterBase<any NotesListDataStore>, SceneRouter, NotesListWireframe {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case openNote = "OpenNote"
    }

    func routeToNoteDetail() throws {
        try context.performSegue(SegueIdentifier.openNote)
    }
}
