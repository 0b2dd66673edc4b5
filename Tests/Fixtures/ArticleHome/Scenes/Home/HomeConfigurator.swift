import SceneRuntime

/// Builds the Home scene and wires its parts, as the article's `setup()` does.
public enum HomeConfigurator {
    /// The Home module's registration.
    public static let module = SceneModule(name: "Home") { context in
        let viewController = HomeViewController()
        let interactor = HomeInteractor()
        let presenter = HomePresenter()
        interactor.presenter = presenter
        presenter.viewController = viewController
        viewController.interactor = interactor
        return (viewController, HomeRouter(context: context, dataStore: interactor))
    }
}
