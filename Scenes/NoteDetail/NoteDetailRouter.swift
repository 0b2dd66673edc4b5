import SceneRuntime

/// The wireframe of the note detail: it leads nowhere; the user goes back.
final class NoteDetailRouter: SceneRouter {
    var dataStore: (any NoteDetailDataStore)?
}
