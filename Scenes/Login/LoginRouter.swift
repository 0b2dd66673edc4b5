import AccountsDomain
import SceneRuntime

protocol LoginRoutingLogic {
    func routeAfterSignIn() throws
}

/// After a sign-in: Home when Login was reached from the menu; when it was presented modally (a
/// guard's redirect, such as the cart's checkout), it dismisses itself and the navigation that
/// waited for the sign-in goes on.
final class LoginRouter: SceneRouterBase<any LoginDataStore>, SceneRouter, LoginRoutingLogic {
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case home = "Home"
        case signUp = "SignUp"
    }

    static let routes: RouteTable<LoginRouter> = [
        .home: { router, segue in try router.routeToHome(segue) },
        // A person without an account signs up instead; Sign up needs nothing from here.
        .signUp: { _, _ in },
    ]
    /// Home is handed the user signed in, and built again (from a link, `undo`, `--resume`) it
    /// finds the same user in the session: nothing it needs is lost.
    static let routeWrites: [SegueIdentifier: [String]] = [.home: [], .signUp: []]

    func routeAfterSignIn() throws {
        if context.presentation == .modal {
            try context.dismiss()
        } else {
            try context.performSegue(SegueIdentifier.home)
        }
    }

    func routeToHome(_ segue: Segue) throws {
        let destination = try segue.destinationDataStore(as: (any HomeDataStore).self)
        destination.user = dataStore.signedInUser
    }
}
