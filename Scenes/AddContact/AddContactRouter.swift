import ContactsDomain
import SceneRuntime

@MainActor protocol AddContactRoutingLogic {
    func routeToContactList() throws
}

/// Unwinds to the list with the new contact.
@MainActor final class AddContactRouter: SceneRouter, AddContactRoutingLogic {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case save = "Save"
    }

    var dataStore: (any AddContactDataStore)?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<AddContactRouter> = [
        .save: { router, segue in try router.routeToContactList(segue) }
    ]

    func routeToContactList() throws {
        try context.performSegue(SegueIdentifier.save)
    }

    func routeToContactList(_ segue: Segue) throws {
        let destination = try segue.destinationDataStore(as: (any ContactListDataStore).self)
        destination.addedContact = dataStore?.savedContact
    }
}
