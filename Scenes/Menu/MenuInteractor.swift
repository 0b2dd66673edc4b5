import SceneRuntime

/// What the Menu scene's Interactor does for its ViewController.
@MainActor protocol MenuBusinessLogic {
    /// Loads the menu.
    func showMenu(request: Menu.ShowMenu.Request)
}

/// The data the Menu scene exposes to routers.
@MainActor protocol MenuDataStore: AnyObject {
    /// The segue identifiers the menu offers.
    var destinations: [String] { get }
}

/// Knows the menu's entries: the segues the storyboard declares for this scene.
@MainActor final class MenuInteractor: MenuBusinessLogic, MenuDataStore {
    /// Receives the Interactor's responses.
    var presenter: (any MenuPresentationLogic)?
    /// The segue identifiers the menu offers.
    let destinations: [String]

    /// Creates an Interactor offering the given segues.
    init(destinations: [String]) {
        self.destinations = destinations
    }

    /// Passes the menu's entries to the Presenter.
    func showMenu(request: Menu.ShowMenu.Request) {
        presenter?.presentMenu(response: Menu.ShowMenu.Response(destinations: destinations))
    }
}
