import SceneRuntime

/// Builds the OrderSuccess scene and wires its parts.
public enum OrderSuccessConfigurator {
    /// The OrderSuccess module's registration.
    public static let module = SceneModule(name: "OrderSuccess") { context in
        let viewController = OrderSuccessViewController()
        let interactor = OrderSuccessInteractor()
        let presenter = OrderSuccessPresenter()
        let router = OrderSuccessRouter(context: context)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return (viewController, router)
    }
}
