import ContactsDomain
import SceneRuntime

protocol ShowContactRoutingLogic {
    func routeToEditContact() throws
}

/// Leads to EditContact; the storyboard passes it the contact's id.
final class ShowContactRouter: SceneRouterBase<any ShowContactDataStore>, SceneRouter, ShowContactRoutingLogic
{
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case editContact = "EditContact"
    }

    func routeToEditContact() throws {
        try context.performSegue(SegueIdentifier.editContact)
    }
}
