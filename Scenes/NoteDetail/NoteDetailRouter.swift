import SceneRuntime

/// The wireframe of the note detail: it leads nowhere; the user goes back.
@MainActor final class NoteDetailRouter: SceneRouter {
    weak var view: NoteDetailView?
    var dataStore: NoteDetailInteractor?

    static let routes: RouteTable<NoteDetailRouter> = [:]
}
