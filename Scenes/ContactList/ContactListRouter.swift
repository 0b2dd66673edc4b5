import ContactsDomain
import SceneRuntime

protocol ContactListRoutingLogic {
    func routeToShowContact() throws
    func routeToAddContact() throws
}

/// Navigates from the list; the storyboard passes the selected contact's id to ShowContact.
final class ContactListRouter: SceneRouterBase<any ContactListDataStore>, SceneRouter, ContactListRoutingLogic
{
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case viewContact = "ViewContact"
        case addContact = "AddContact"
    }

    func routeToShowContact() throws {
        try context.performSegue(SegueIdentifier.viewContact)
    }

    func routeToAddContact() throws {
        try context.performSegue(SegueIdentifier.addContact)
    }
}
