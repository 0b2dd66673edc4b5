/// What the Menu scene's Presenter does for its Interactor.
@MainActor protocol MenuPresentationLogic {
    /// Formats the menu for display.
    func presentMenu(response: Menu.ShowMenu.Response)
}

/// Numbers the menu's entries for display.
@MainActor final class MenuPresenter: MenuPresentationLogic {
    /// The ViewController that displays the result; weak, as in Clean Swift.
    weak var viewController: (any MenuDisplayLogic)?

    /// Creates a Presenter.
    init() {}

    /// Turns the segue identifiers into numbered lines.
    func presentMenu(response: Menu.ShowMenu.Response) {
        let entries = response.destinations.enumerated().map { "\($0.offset + 1). \($0.element)" }
        viewController?.displayMenu(viewModel: Menu.ShowMenu.ViewModel(entries: entries))
    }
}
