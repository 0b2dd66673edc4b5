import AccountsDomain
import SceneRuntime

/// Builds the Login scene and wires its parts.
public enum LoginConfigurator {
    /// The Login module's registration.
    public static let module = SceneModule(name: "Login") { context in
        let viewController = LoginViewController()
        let interactor = LoginInteractor(
            worker: AccountsWorker(dataDirectory: context.environment.dataDirectory))
        let presenter = LoginPresenter()
        let router = LoginRouter(context: context)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return (viewController, router)
    }
}
