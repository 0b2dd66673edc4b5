import ContactsDomain
import SceneRuntime

/// Builds the EditContact scene and wires its parts.
public enum EditContactConfigurator {
    /// The EditContact module's registration. It takes the `contactID` of the contact to edit, and passes it back when saved.
    public static let module = SceneModule(
        name: "EditContact",
        contract: {
            SceneContract<EditContactInteractor>(
                inputs: [SceneInput("contactID", \.contactID)],
                outputs: [SceneOutput("contactID", \.contactID)])
        },
        build: { context in
            let viewController = EditContactViewController()
            let interactor = EditContactInteractor(
                worker: ContactsWorker(dataDirectory: context.environment.dataDirectory))
            let presenter = EditContactPresenter()
            let router = EditContactRouter(context: context)
            viewController.interactor = interactor
            viewController.router = router
            interactor.presenter = presenter
            presenter.viewController = viewController
            router.dataStore = interactor
            return (viewController, router)
        }
    )
}
