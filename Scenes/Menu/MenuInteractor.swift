import AccountsDomain
import SceneRuntime

/// What the Menu scene's Interactor does for its ViewController.
protocol MenuBusinessLogic {
    /// Loads the menu.
    func showMenu(request: Menu.ShowMenu.Request)
}

/// The data the Menu scene exposes to routers.
protocol MenuDataStore: AnyObject {
    /// The segue identifiers the menu offers.
    var destinations: [String] { get }
}

/// Knows the menu's entries (the segues the storyboard declares for this scene), who is signed in,
/// and which entries apply: signing in does not while someone is signed in.
final class MenuInteractor: MenuBusinessLogic, MenuDataStore {
    /// The segue that signs someone in, which applies only while nobody is signed in.
    static let signIn = "SignIn"

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
                withheld: signedIn == nil ? [] : destinations.filter { $0 == Self.signIn }))
    }
}
