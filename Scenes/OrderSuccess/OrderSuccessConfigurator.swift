import AccountsDomain
import SceneRuntime
import ShopDomain

/// Builds the OrderSuccess scene and wires its parts.
public enum OrderSuccessConfigurator {
    /// The OrderSuccess module's registration. It takes the `orderID` (the order number) of the order to show.
    public static let module = SceneModule(
        name: "OrderSuccess",
        contract: {
            SceneContract<OrderSuccessInteractor>(
                inputs: [SceneInput("orderID", \.orderID)],
                outputs: [])
        },
        build: { context in
            let viewController = OrderSuccessViewController()
            let interactor = OrderSuccessInteractor(
                worker: ShopWorker(
                    dataDirectory: context.environment.dataDirectory, now: context.environment.now),
                accounts: AccountsWorker(dataDirectory: context.environment.dataDirectory))
            let presenter = OrderSuccessPresenter()
            let router = OrderSuccessRouter(context: context, dataStore: interactor)
            viewController.interactor = interactor
            viewController.router = router
            interactor.presenter = presenter
            presenter.viewController = viewController
            return (viewController, router)
        }
    )
}
