import ContactsDomain
import SceneRuntime

/// Builds the AddContact scene and wires its parts.
public enum AddContactConfigurator {
    /// The AddContact module's registration.
    public static let module = SceneModule(name: "AddContact") { context in
        let viewController = AddContactViewController()
        let interactor = AddContactInteractor(
            worker: ContactsWorker(dataDirectory: context.environment.dataDirectory))
        let presenter = AddContactPresenter()
        let router = AddContactRouter(context: context)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        return (viewController, router)
    }
}
