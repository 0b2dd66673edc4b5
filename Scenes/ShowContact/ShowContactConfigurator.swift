import SceneRuntime

/// Builds the ShowContact scene and wires its parts.
public enum ShowContactConfigurator {
    /// The ShowContact module's registration.
    public static let module = SceneModule(name: "ShowContact") { context in
        let viewController = ShowContactViewController()
        let interactor = ShowContactInteractor()
        let presenter = ShowContactPresenter()
        let router = ShowContactRouter(context: context)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return (viewController, router)
    }
}
