import ContactsDomain
import SceneRuntime

@MainActor protocol ShowContactRoutingLogic {
    func routeToEditContact() throws
}

/// Leads to EditContact; the storyboard passes it the contact's id.
@MainActor final class ShowContactRouter: SceneRouter, ShowContactRoutingLogic {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case editContact = "EditContact"
    }

    var dataStore: (any ShowContactDataStore)?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func routeToEditContact() throws {
        try context.performSegue(SegueIdentifier.editContact)
    }
}
