import AccountsDomain
import SceneRuntime

/// How the Presenter navigates (Presenter → Router).
protocol RegistrationWireframe {
    func routeToHome() throws
}

/// The wireframe: goes on to Home with the new user; reached from a sign-in a guard presented (the
/// cart's checkout), it dismisses that sign-in instead, and what waited for it goes on.
final class RegistrationRouter: SceneRouterBase<any RegistrationDataStore>, SceneRouter, RegistrationWireframe
{
    enum SegueIdentifier: String, SceneSegueIdentifier {
        case home = "Home"
    }

    static let routes: RouteTable<RegistrationRouter> = [
        .home: { router, segue in try router.routeToHome(segue) }
    ]
    /// Home built again finds the new user in the session: nothing it needs is lost.
    static let routeWrites: [SegueIdentifier: [String]] = [.home: []]

    func routeToHome() throws {
        do {
            try context.dismiss()
        } catch NavigationError.nothingPresented {
            try context.performSegue(SegueIdentifier.home)
        }
    }

    func routeToHome(_ segue: Segue) throws {
        let destination = try segue.destinationDataStore(as: (any HomeDataStore).self)
        destination.user = dataStore.registeredUser
    }
}
