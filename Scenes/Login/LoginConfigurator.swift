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
        let router = LoginRouter(context: context, dataStore: interactor)
        viewController.interactor = interactor
        viewController.router = router
        viewController.guardRedirect = { context.guardRedirect }
        interactor.presenter = presenter
        presenter.viewController = viewController
        return (viewController, router)
    }
    .adding(conditions: [signedIn])

    /// `signedIn`: someone is signed in (the session names a known user). Guards in scenes.json
    /// name it to send a person here first (`"redirect": "Login"`) or to refuse (`"refuse"`).
    public static let signedIn = SceneCondition("signedIn") { environment in
        AccountsWorker(dataDirectory: environment.dataDirectory).signedInUser != nil
    }
}
