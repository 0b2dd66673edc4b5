import Notes
import SceneRuntime

/// Builds the NoteDetail scene (VIPER) and gives each part what it uses.
public enum NoteDetailConfigurator {
    /// The NoteDetail module's registration, with the input it declares: the note's id.
    public static let module = SceneModule(
        name: "NoteDetail",
        contract: {
            SceneContract<NoteDetailInteractor>(
                inputs: [SceneInput("noteID", \.noteID)],
                outputs: [])
        },
        build: { context in
            let view = NoteDetailView()
            let interactor = NoteDetailInteractor(
                worker: NotesWorker(dataDirectory: context.environment.dataDirectory))
            let router = NoteDetailRouter(context: context, dataStore: interactor)
            let presenter = NoteDetailPresenter(interactor: interactor, router: router)
            view.presenter = presenter
            interactor.output = presenter
            return (view, router)
        }
    )
}
