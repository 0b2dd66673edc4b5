import AccountsDomain
import SceneRuntime

/// How the Presenter navigates (Presenter → Router).
@MainActor protocol RegistrationWireframe {
    func showHome() throws
}

/// The wireframe: goes on to Home with the new user.
@MainActor final class RegistrationRouter: SceneRouter, RegistrationWireframe {
    weak var view: RegistrationView?
    var dataStore: RegistrationInteractor?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<RegistrationRouter> = [
        "Home": { router, segue in try router.passDataToHome(segue) }
    ]

    func showHome() throws {
        try context.performSegue("Home")
    }

    func passDataToHome(_ segue: Segue) throws {
        let destination = try segue.destinationDataStore(as: (any HomeDataStore).self)
        destination.user = dataStore?.registeredUser
    }
}
