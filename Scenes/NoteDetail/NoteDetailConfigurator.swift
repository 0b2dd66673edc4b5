import SceneRuntime

/// Builds the NoteDetail scene (VIPER) and wires its parts.
public enum NoteDetailConfigurator {
    /// The NoteDetail module's registration.
    public static let module = SceneModule(name: "NoteDetail") { _ in
        let view = NoteDetailView()
        let presenter = NoteDetailPresenter()
        let interactor = NoteDetailInteractor()
        let router = NoteDetailRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = interactor
        router.view = view
        router.dataStore = interactor
        return (view, router)
    }
}
