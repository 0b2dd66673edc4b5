import ContactsDomain
import SceneRuntime

@MainActor protocol ShowContactRoutingLogic {
    func routeToEditContact() throws
}

/// Passes the contact to EditContact.
@MainActor final class ShowContactRouter: SceneRouter, ShowContactRoutingLogic {
    weak var viewController: ShowContactViewController?
    var dataStore: ShowContactInteractor?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<ShowContactRouter> = [
        "EditContact": { router, segue in try router.passDataToEditContact(segue) }
    ]

    func routeToEditContact() throws {
        try context.performSegue("EditContact")
    }

    func passDataToEditContact(_ segue: Segue) throws {
        let destination = try segue.destinationDataStore(as: (any EditContactDataStore).self)
        destination.contact = dataStore?.contact
    }
}
