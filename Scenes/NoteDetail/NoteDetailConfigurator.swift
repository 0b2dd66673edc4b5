import NotesDomain
import SceneRuntime

/// Builds the NoteDetail scene (VIPER) and wires its parts.
public enum NoteDetailConfigurator {
    /// The NoteDetail module's registration. It takes the `noteID` of the note to show.
    public static let module = SceneModule(
        name: "NoteDetail",
        contract: {
            SceneContract<NoteDetailInteractor>(
                inputs: [SceneInput("noteID", \.noteID)],
                outputs: [])
        },
        build: { context in
            let view = NoteDetailView()
            let presenter = NoteDetailPresenter(timeZone: context.environment.timeZone)
            let interactor = NoteDetailInteractor(
                worker: NotesWorker(
                    dataDirectory: context.environment.dataDirectory, now: context.environment.now))
            let router = NoteDetailRouter()
            view.output = presenter
            presenter.interactor = interactor
            router.dataStore = interactor
            return (view, router)
        }
    )
}
