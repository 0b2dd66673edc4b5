import NotesDomain
import SceneRuntime

/// Builds the NotesList scene (VIPER) and wires its parts.
public enum NotesListConfigurator {
    /// The NotesList module's registration. It offers the id of the note chosen.
    public static let module = SceneModule(
        name: "NotesList",
        contract: {
            SceneContract<NotesListInteractor>(
                inputs: [],
                outputs: [SceneOutput("selectedNoteID", \.selectedNoteID)])
        },
        build: { context in
            let view = NotesListView()
            let presenter = NotesListPresenter(timeZone: context.environment.timeZone)
            let interactor = NotesListInteractor(
                worker: NotesWorker(
                    dataDirectory: context.environment.dataDirectory, now: context.environment.now))
            let router = NotesListRouter(context: context, dataStore: interactor)
            view.presenter = presenter
            presenter.interactor = interactor
            presenter.wireframe = router
            interactor.output = presenter
            return (view, router)
        }
    )
}
