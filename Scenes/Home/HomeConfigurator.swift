import AccountsDomain
import SceneRuntime

/// Builds the Home scene and wires its parts.
public enum HomeConfigurator {
    /// The Home module's registration.
    public static let module = SceneModule(name: "Home") { context in
        let viewController = HomeViewController()
        let interactor = HomeInteractor(
            worker: AccountsWorker(dataDirectory: context.environment.dataDirectory))
        let presenter = HomePresenter()
        let router = HomeRouter(context: context, dataStore: interactor)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        return (viewController, router)
    }
}
