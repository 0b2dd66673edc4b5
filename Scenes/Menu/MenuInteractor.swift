import AccountsDomain
import SceneRuntime

/// What the Menu scene's Interactor does for its ViewController.
protocol MenuBusinessLogic {
    /// Loads the menu.
    func showMenu(request: Menu.ShowMenu.Request)
    /// Signs out whoever is signed in, and loads the menu again.
    func signOut(request: Menu.SignOut.Request)
}

/// The data the Menu scene exposes to routers.
protocol MenuDataStore: AnyObject {
    /// The segue identifiers the menu offers.
    var destinations: [String] { get }
}

/// Knows the menu's entries (the segues the storyboard declares for this scene), who is signed in,
/// and which entries apply: signing in and signing up do not while someone is signed in, and
/// signing out does only then.
final class MenuInteractor: MenuBusinessLogic, MenuDataStore {
    /// The segues that sign someone in or up, which apply only while nobody is signed in.
    static let signedOutOnly: Set<String> = ["SignIn", "SignUp"]

    /// Receives the Interactor's responses.
    var presenter: (any MenuPresentationLogic)?
    /// The segue identifiers the menu offers.
    let destinations: [String]

    /// Knows who is signed in.
    let worker: AccountsWorker

    /// Creates an Interactor offering the given segues.
    init(destinations: [String], worker: AccountsWorker) {
        self.destinations = destinations
        self.worker = worker
    }

    /// Passes the menu's entries to the Presenter, and those that do not apply now.
    func showMenu(request: Menu.ShowMenu.Request) {
        let signedIn = worker.signedInUser?.email
        presenter?.presentMenu(
            response: Menu.ShowMenu.Response(
                destinations: destinations, signedIn: signedIn,
                withheld: signedIn == nil ? [] : destinations.filter { Self.signedOutOnly.contains($0) }))
    }

    /// Ends the session, then shows the menu as it now applies; a session that cannot be ended
    /// is said on the menu, which stays as it was.
    func signOut(request: Menu.SignOut.Request) {
        let email = worker.signedInUser?.email
        do {
            try worker.signOut()
            showMenu(request: Menu.ShowMenu.Request())
            presenter?.presentSignOut(response: Menu.SignOut.Response(signedOut: email, problem: nil))
        } catch {
            presenter?.presentSignOut(response: Menu.SignOut.Response(signedOut: nil, problem: error))
        }
    }
}
