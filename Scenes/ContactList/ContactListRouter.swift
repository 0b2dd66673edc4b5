import ContactsDomain
import SceneRuntime

@MainActor protocol ContactListRoutingLogic {
    func routeToShowContact() throws
    func routeToAddContact() throws
}

/// Navigates from the list; the storyboard passes the selected contact's id to ShowContact.
@MainActor final class ContactListRouter: SceneRouter, ContactListRoutingLogic {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case viewContact = "ViewContact"
        case addContact = "AddContact"
    }

    var dataStore: (any ContactListDataStore)?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func routeToShowContact() throws {
        try context.performSegue(SegueIdentifier.viewContact)
    }

    func routeToAddContact() throws {
        try context.performSegue(SegueIdentifier.addContact)
    }
}
