import ContactsDomain
import SceneRuntime

@MainActor protocol EditContactRoutingLogic {
    func routeToShowContact() throws
}

/// Unwinds to the contact's detail with the change.
@MainActor final class EditContactRouter: SceneRouter, EditContactRoutingLogic {
    weak var viewController: EditContactViewController?
    var dataStore: EditContactInteractor?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<EditContactRouter> = [
        "Save": { router, segue in try router.passDataToShowContact(segue) }
    ]

    func routeToShowContact() throws {
        try context.performSegue("Save")
    }

    func passDataToShowContact(_ segue: Segue) throws {
        let destination = try segue.destinationDataStore(as: (any ShowContactDataStore).self)
        destination.contact = dataStore?.savedContact
    }
}
