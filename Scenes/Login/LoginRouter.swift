import AccountsDomain
import SceneRuntime

@MainActor protocol LoginRoutingLogic {
    func routeAfterSignIn() throws
}

/// After a sign-in: Home when Login was reached from the menu, or back to the scene that
/// presented it modally (the shopping cart), handing it the user.
@MainActor final class LoginRouter: SceneRouter, LoginRoutingLogic {
    weak var viewController: LoginViewController?
    var dataStore: LoginInteractor?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<LoginRouter> = [
        "Home": { router, segue in try router.passDataToHome(segue) },
        "SignedIn": { router, segue in try router.passDataBack(segue) },
    ]

    func routeAfterSignIn() throws {
        try context.performSegue(context.presentation == .modal ? "SignedIn" : "Home")
    }

    func passDataToHome(_ segue: Segue) throws {
        let destination = try segue.destinationDataStore(as: (any HomeDataStore).self)
        destination.user = dataStore?.signedInUser
    }

    func passDataBack(_ segue: Segue) throws {
        let destination = try segue.destinationDataStore(as: (any SignedInUserReceiving).self)
        destination.signedInUser = dataStore?.signedInUser
    }
}
