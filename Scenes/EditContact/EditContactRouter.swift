import ContactsDomain
import SceneRuntime

@MainActor protocol EditContactRoutingLogic {
    func routeToShowContact() throws
}

/// Unwinds to the contact's detail, which reads the change; the storyboard passes back the id.
@MainActor final class EditContactRouter: SceneRouter, EditContactRoutingLogic {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case save = "Save"
    }

    var dataStore: (any EditContactDataStore)?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    func routeToShowContact() throws {
        try context.performSegue(SegueIdentifier.save)
    }
}
