import SceneRuntime

/// What the Menu scene's ViewController displays.
@MainActor protocol MenuDisplayLogic: AnyObject {
    /// Shows the menu.
    func displayMenu(viewModel: Menu.ShowMenu.ViewModel)
}

/// The first scene of the app: where to go.
@MainActor final class MenuViewController: SceneViewController, MenuDisplayLogic {
    var interactor: (any MenuBusinessLogic)?
    var router: MenuRouter?
    private(set) var displayedEntries: [String] = []

    static let actions: ActionTable<MenuViewController> = [
        SceneAction("open", arguments: "NUMBER", summary: "go to an entry of the menu") {
            viewController, arguments in
            try arguments.expectAtMost(1)
            let number = try arguments.position(
                0, name: "NUMBER", count: viewController.displayedEntries.count)
            try viewController.router?.routeToEntry(at: number - 1)
        }
    ]

    func viewDidLoad() {
        interactor?.showMenu(request: Menu.ShowMenu.Request())
    }

    func displayMenu(viewModel: Menu.ShowMenu.ViewModel) {
        displayedEntries = viewModel.entries
    }

    var screen: Screen {
        Screen(displayedEntries.enumerated().map { .item(number: $0.offset + 1, $0.element) })
    }
}
