import SceneRuntime

/// What the Menu scene's ViewController displays.
protocol MenuDisplayLogic: AnyObject {
    /// Shows the menu.
    func displayMenu(viewModel: Menu.ShowMenu.ViewModel)
}

/// The first scene of the app: where to go. It offers only the entries that apply now: not
/// Sign in while someone is signed in.
final class MenuViewController: SceneViewController, MenuDisplayLogic {
    var interactor: (any MenuBusinessLogic)?
    var router: MenuRouter?
    private(set) var displayedEntries: [Menu.ShowMenu.ViewModel.Entry] = []
    /// Who is signed in, as the Presenter words it.
    private(set) var displayedAccount = ""
    /// Why the segues left off the menu do not apply now, by segue identifier.
    private(set) var withheld: [String: String] = [:]

    static let actions: ActionTable<MenuViewController> = [
        SceneAction("open", arguments: "NUMBER", kinds: [.position], summary: "go to an entry of the menu") {
            viewController, arguments in
            try arguments.expectAtMost(1)
            let number = try arguments.position(
                0, name: "NUMBER", count: viewController.displayedEntries.count)
            try viewController.router?.routeToSegue(viewController.displayedEntries[number - 1].segue)
        }
    ]

    func viewDidLoad() {
        interactor?.showMenu(request: Menu.ShowMenu.Request())
    }

    /// Asks again when the menu is shown again: someone may have signed in or out meanwhile.
    func viewWillAppear() {
        interactor?.showMenu(request: Menu.ShowMenu.Request())
    }

    func displayMenu(viewModel: Menu.ShowMenu.ViewModel) {
        displayedEntries = viewModel.entries
        displayedAccount = viewModel.account
        withheld = viewModel.withheld
    }

    /// A segue left off the menu does not apply now, for the reason the Presenter gives.
    func availability(ofSegue identifier: String) -> ActionAvailability {
        withheld[identifier].map { .unavailable(reason: $0) } ?? .available
    }

    var screen: Screen {
        Screen(
            [.placeholder(displayedAccount), .blank]
                + displayedEntries.enumerated().map { .item(number: $0.offset + 1, $0.element.words) })
    }
}
