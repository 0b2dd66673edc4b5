import ContactsDomain
import SceneRuntime

@MainActor protocol ContactListRoutingLogic {
    func routeToShowContact() throws
    func routeToAddContact() throws
}

/// Navigates from the list and passes the selected contact to ShowContact.
@MainActor final class ContactListRouter: SceneRouter, ContactListRoutingLogic {
    weak var viewController: ContactListViewController?
    var dataStore: ContactListInteractor?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<ContactListRouter> = [:]

    func routeToShowContact() throws {
        try context.performSegue("ViewContact")
    }

    func routeToAddContact() throws {
        try context.performSegue("AddContact")
    }
}
