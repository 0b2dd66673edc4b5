import AccountsDomain
import SceneRuntime

/// Builds the Registration scene (VIPER) and wires its parts.
public enum RegistrationConfigurator {
    /// The Registration module's registration.
    public static let module = SceneModule(name: "Registration") { context in
        let view = RegistrationView()
        let presenter = RegistrationPresenter()
        let interactor = RegistrationInteractor(
            worker: AccountsWorker(dataDirectory: context.environment.dataDirectory))
        let router = RegistrationRouter(context: context, dataStore: interactor)
        view.output = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.wireframe = router
        interactor.output = presenter
        return (view, router)
    }
}
