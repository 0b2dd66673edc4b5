import SceneRuntime

/// What the Menu scene's ViewController displays.
@MainActor protocol MenuDisplayLogic: AnyObject {
    /// Shows the menu.
    func displayMenu(viewModel: Menu.ShowMenu.ViewModel)
}

/// The first scene of the app: a list of where to go.
@MainActor final class MenuViewController: SceneViewController, MenuDisplayLogic {
    /// Handles the user's requests.
    var interactor: (any MenuBusinessLogic)?
    /// The menu's lines as last displayed.
    private(set) var displayedEntries: [String] = []

    /// Creates the ViewController.
    init() {}

    /// Runs the first VIP cycle: asks for the menu.
    func viewDidLoad() {
        interactor?.showMenu(request: Menu.ShowMenu.Request())
    }

    /// Keeps the menu's lines for display.
    func displayMenu(viewModel: Menu.ShowMenu.ViewModel) {
        displayedEntries = viewModel.entries
    }
}
