import Notes
import SceneRuntime

/// Builds the NotesList scene (VIPER): the data layer, then the Interactor over it, the Router, and
/// the Presenter holding both; each part is given what it uses.
public enum NotesListConfigurator {
    /// The NotesList module's registration, with the output it declares: the note chosen.
    public static let module = SceneModule(
        name: "NotesList",
        contract: {
            SceneContract<NotesListInteractor>(
                inputs: [],
                outputs: [SceneOutput("selectedNoteID", \.selectedNoteID)])
        },
        build: { context in
            let view = NotesListView()
            let interactor = NotesListInteractor(
                worker: NotesWorker(dataDirectory: context.environment.dataDirectory))
            let router = NotesListRouter(context: context, dataStore: interactor)
            let presenter = NotesListPresenter(interactor: interactor, router: router)
            view.presenter = presenter
            interactor.output = presenter
            return (view, router)
        }
    )
}
