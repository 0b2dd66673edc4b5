import AccountsDomain
import SceneRuntime

/// Builds the Menu scene and wires its parts.
public enum MenuConfigurator {
    /// The Menu module's registration.
    public static let module = SceneModule(name: "Menu") { context in
        let viewController = MenuViewController()
        let interactor = MenuInteractor(
            destinations: context.descriptor.segues.map(\.id),
            worker: AccountsWorker(dataDirectory: context.environment.dataDirectory))
        let presenter = MenuPresenter()
        let router = MenuRouter(context: context, dataStore: interactor)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        return (viewController, router)
    }
}
