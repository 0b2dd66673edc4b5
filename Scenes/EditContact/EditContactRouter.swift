import ContactsDomain
import SceneRuntime

@MainActor protocol EditContactRoutingLogic {
    func routeToShowContact() throws
}

/// Unwinds to the contact's detail, which reads the change; the storyboard passes back the id.
@MainActor final class EditContactRouter: SceneRouter, EditContactRoutingLogic {
    weak var viewController: EditContactViewController?
    var dataStore: EditContactInteractor?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<EditContactRouter> = [:]

    func routeToShowContact() throws {
        try context.performSegue("Save")
    }
}
