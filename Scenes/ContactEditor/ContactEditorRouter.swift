import ContactsDomain
import SceneRuntime

@MainActor protocol ContactEditorRoutingLogic {
    func routeAfterSaving() throws
}

/// Leaves by the scene's `Save` segue once the contact is saved: a new contact unwinds to the
/// list, which this route hands the contact; a change unwinds to the contact's detail, to which
/// the storyboard passes back the id.
@MainActor final class ContactEditorRouter: SceneRouter, ContactEditorRoutingLogic {
    weak var viewController: ContactEditorViewController?
    var dataStore: (any ContactEditorDataStore)?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<ContactEditorRouter> = [
        "Save": { router, segue in try router.passDataToContactList(segue) }
    ]

    func routeAfterSaving() throws {
        try context.performSegue("Save")
    }

    /// Hands a new contact to the list; a change needs nothing more than what the storyboard passes.
    func passDataToContactList(_ segue: Segue) throws {
        guard let dataStore, dataStore.purpose == .newContact else { return }
        let destination = try segue.destinationDataStore(as: (any ContactListDataStore).self)
        destination.addedContact = dataStore.savedContact
    }
}
