import ContactsDomain
import SceneRuntime

/// Builds the ShowContact scene and wires its parts.
public enum ShowContactConfigurator {
    /// The ShowContact module's registration. It takes the `contactID` of the contact to show (0,
    /// which names none, as the Contacts split's pane starts: it asks for a selection), and offers
    /// it to EditContact.
    public static let module = SceneModule(
        name: "ShowContact",
        contract: {
            SceneContract<ShowContactInteractor>(
                inputs: [SceneInput("contactID", \.contactID)],
                outputs: [SceneOutput("contactID", \.contactID)])
        },
        build: { context in
            let viewController = ShowContactViewController()
            let interactor = ShowContactInteractor(
                worker: ContactsWorker(dataDirectory: context.environment.dataDirectory))
            let presenter = ShowContactPresenter()
            let router = ShowContactRouter(context: context, dataStore: interactor)
            viewController.interactor = interactor
            viewController.router = router
            interactor.presenter = presenter
            presenter.viewController = viewController
            return (viewController, router)
        }
    )
}
