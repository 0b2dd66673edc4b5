import ContactsDomain
import SceneRuntime

/// Builds the ContactEditor scene and wires its parts.
public enum ContactEditorConfigurator {
    /// The ContactEditor module's registration: the form of a contact, which the storyboard uses
    /// twice. Its `contactID` input says which: none passed (the default, 0) adds a new contact
    /// (AddContact); a contact's id edits that contact (EditContact), and passes the id back when
    /// saved.
    public static let module = SceneModule(
        name: "ContactEditor",
        contract: {
            SceneContract<ContactEditorInteractor>(
                inputs: [SceneInput("contactID", \.contactID, default: ContactEditor.newContactID)],
                outputs: [SceneOutput("contactID", \.contactID)])
        },
        build: { context in
            let viewController = ContactEditorViewController()
            let interactor = ContactEditorInteractor(
                worker: ContactsWorker(dataDirectory: context.environment.dataDirectory))
            let presenter = ContactEditorPresenter()
            let router = ContactEditorRouter(context: context, dataStore: interactor)
            viewController.interactor = interactor
            viewController.router = router
            interactor.presenter = presenter
            presenter.viewController = viewController
            return (viewController, router)
        }
    )
}
