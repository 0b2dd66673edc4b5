import ContactsDomain
import SceneRuntime

@MainActor protocol ShowContactRoutingLogic {
    func routeToEditContact() throws
}

/// Leads to EditContact; the storyboard passes it the contact's id.
@MainActor final class ShowContactRouter: SceneRouter, ShowContactRoutingLogic {
    weak var viewController: ShowContactViewController?
    var dataStore: ShowContactInteractor?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<ShowContactRouter> = [:]

    func routeToEditContact() throws {
        try context.performSegue("EditContact")
    }
}
