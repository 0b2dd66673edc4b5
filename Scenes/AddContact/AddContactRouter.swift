import ContactsDomain
import SceneRuntime

@MainActor protocol AddContactRoutingLogic {
    func routeToContactList() throws
}

/// Unwinds to the list with the new contact.
@MainActor final class AddContactRouter: SceneRouter, AddContactRoutingLogic {
    weak var viewController: AddContactViewController?
    var dataStore: AddContactInteractor?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<AddContactRouter> = [
        "Save": { router, segue in try router.passDataToContactList(segue) }
    ]

    func routeToContactList() throws {
        try context.performSegue("Save")
    }

    func passDataToContactList(_ segue: Segue) throws {
        let destination = try segue.destinationDataStore(as: (any ContactListDataStore).self)
        destination.addedContact = dataStore?.savedContact
    }
}
