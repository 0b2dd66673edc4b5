import SceneRuntime

/// What the Menu scene's ViewController displays.
protocol MenuDisplayLogic: AnyObject {
    /// Shows the menu.
    func displayMenu(viewModel: Menu.ShowMenu.ViewModel)
    /// Shows what signing out did.
    func displaySignOut(viewModel: Menu.SignOut.ViewModel)
}

/// The first scene of the app: where to go. It offers only the entries that apply now: not
/// Sign in or Sign up while someone is signed in, and `signout` only then.
final class MenuViewController: SceneViewController, MenuDisplayLogic {
    var interactor: (any MenuBusinessLogic)?
    var router: MenuRouter?
    private(set) var displayedEntries: [Menu.ShowMenu.ViewModel.Entry] = []
    /// Who is signed in, as the Presenter words it.
    private(set) var displayedAccount = ""
    /// Why the segues left off the menu do not apply now, by segue identifier.
    private(set) var withheld: [String: String] = [:]
    /// Whether someone is signed in, as the menu was last shown.
    private(set) var signedIn = false
    /// What the last sign-out said: news or an error.
    private(set) var signOutResult = Menu.SignOut.ViewModel(message: nil, error: nil)

    static let actions: ActionTable<MenuViewController> = [
        SceneAction("open", arguments: "NUMBER", kinds: [.position], summary: "go to an entry of the menu") {
            viewController, arguments in
            try arguments.expectAtMost(1)
            let number = try arguments.position(
                0, name: "NUMBER", count: viewController.displayedEntries.count)
            try viewController.router?.routeToSegue(viewController.displayedEntries[number - 1].segue)
        },
        SceneAction("signout", summary: "sign out") { viewController, arguments in
            try arguments.expectAtMost(0)
            viewController.interactor?.signOut(request: Menu.SignOut.Request())
        },
    ]

    func viewDidLoad() {
        interactor?.showMenu(request: Menu.ShowMenu.Request())
    }

    /// Asks again when the menu is shown again: someone may have signed in or out meanwhile.
    func viewWillAppear() {
        signOutResult = Menu.SignOut.ViewModel(message: nil, error: nil)
        interactor?.showMenu(request: Menu.ShowMenu.Request())
    }

    func displayMenu(viewModel: Menu.ShowMenu.ViewModel) {
        displayedEntries = viewModel.entries
        displayedAccount = viewModel.account
        withheld = viewModel.withheld
        signedIn = viewModel.signedIn
    }

    func displaySignOut(viewModel: Menu.SignOut.ViewModel) {
        signOutResult = viewModel
    }

    /// Signing out applies only while someone is signed in (the menu then withholds signing in
    /// and up), and opening an entry only while the menu shows one.
    func availability(ofAction name: String) -> ActionAvailability {
        switch name {
        case "signout" where !signedIn: .unavailable(reason: "nobody is signed in")
        case "open" where displayedEntries.isEmpty: .unavailable(reason: "no entry of the menu applies now")
        default: .available
        }
    }

    /// A segue left off the menu does not apply now, for the reason the Presenter gives.
    func availability(ofSegue identifier: String) -> ActionAvailability {
        withheld[identifier].map { .unavailable(reason: $0) } ?? .available
    }

    var screen: Screen {
        Screen(
            [.placeholder(displayedAccount), .blank]
                + displayedEntries.enumerated().map { .item(number: $0.offset + 1, $0.element.words) }
                + [signOutResult.message.map { .success($0) }, signOutResult.error.map { .error($0) }]
                .compactMap { $0 })
    }
}
