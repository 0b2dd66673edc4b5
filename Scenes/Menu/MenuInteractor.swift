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

/// Knows the menu's entries (the segues the storyboard declares for this scene) and who is signed in.
final class MenuInteractor: MenuBusinessLogic, MenuDataStore {
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

    /// Passes the menu's entries to the Presenter.
    func showMenu(request: Menu.ShowMenu.Request) {
        presenter?.presentMenu(
            response: Menu.ShowMenu.Response(destinations: destinations, signedIn: worker.signedInUser?.email)
        )
    }
}
