import AccountsDomain
import SceneRuntime
import ShopDomain

/// Builds the ShoppingCart scene and wires its parts.
public enum ShoppingCartConfigurator {
    /// The ShoppingCart module's registration. It offers the number of the order it placed.
    public static let module = SceneModule(
        name: "ShoppingCart",
        contract: {
            SceneContract<ShoppingCartInteractor>(
                inputs: [],
                outputs: [SceneOutput("orderNumber", \.orderNumber)])
        },
        build: { context in
            let environment = context.environment
            let viewController = ShoppingCartViewController()
            let interactor = ShoppingCartInteractor(
                shop: ShopWorker(dataDirectory: environment.dataDirectory, now: environment.now),
                accounts: AccountsWorker(dataDirectory: environment.dataDirectory))
            let presenter = ShoppingCartPresenter()
            let router = ShoppingCartRouter(context: context, dataStore: interactor)
            viewController.interactor = interactor
            viewController.router = router
            interactor.presenter = presenter
            presenter.viewController = viewController
            return (viewController, router)
        }
    )
}
