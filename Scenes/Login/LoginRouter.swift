import AccountsDomain
import SceneRuntime

@MainActor protocol LoginRoutingLogic {
    func routeAfterSignIn() throws
}

/// After a sign-in: Home when Login was reached from the menu; when it was presented modally (a
/// guard's redirect, such as the cart's checkout), it dismisses itself and the navigation that
/// waited for the sign-in goes on.
@MainActor final class LoginRouter: SceneRouter, LoginRoutingLogic {
    weak var viewController: LoginViewController?
    var dataStore: LoginInteractor?
    let context: SceneContext

    init(context: SceneContext) {
        self.context = context
    }

    static let routes: RouteTable<LoginRouter> = [
        "Home": { router, segue in try router.passDataToHome(segue) }
    ]

    func routeAfterSignIn() throws {
        if context.presentation == .modal {
            try context.dismiss()
        } else {
            try context.performSegue("Home")
        }
    }

    func passDataToHome(_ segue: Segue) throws {
        let destination = try segue.destinationDataStore(as: (any HomeDataStore).self)
        destination.user = dataStore?.signedInUser
    }
}
