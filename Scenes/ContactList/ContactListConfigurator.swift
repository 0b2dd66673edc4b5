import ContactsDomain
import SceneRuntime

/// Builds the ContactList scene and wires its parts.
public enum ContactListConfigurator {
    /// The ContactList module's registration.
    /// It offers the selected contact's id to the segues that leave it, and shows once a `notice`
    /// a scene it led to passes back on an unwind; a link may not give the notice (anyone can send
    /// a link, and the notice speaks in the app's voice).
    public static let module = SceneModule(
        name: "ContactList",
        contract: {
            SceneContract<ContactListInteractor>(
                inputs: [SceneInput("notice", \.notice, default: "", linkable: false)],
                outputs: [SceneOutput("selectedContactID", \.selectedContactID)])
        },
        build: { context in
            let viewController = ContactListViewController()
            let interactor = ContactListInteractor(
                worker: ContactsWorker(dataDirectory: context.environment.dataDirectory))
            let presenter = ContactListPresenter()
            let router = ContactListRouter(context: context, dataStore: interactor)
            viewController.interactor = interactor
            viewController.router = router
            interactor.presenter = presenter
            presenter.viewController = viewController
            return (viewController, router)
        }
    )
}
