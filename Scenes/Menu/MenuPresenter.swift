/// What the Menu scene's Presenter does for its Interactor.
protocol MenuPresentationLogic {
    /// Formats the menu for display.
    func presentMenu(response: Menu.ShowMenu.Response)
}

/// Words the menu's entries: a segue identifier such as `SignIn` reads `Sign in`.
final class MenuPresenter: MenuPresentationLogic {
    /// The ViewController that displays the result; weak, as in Clean Swift.
    weak var viewController: (any MenuDisplayLogic)?

    /// Creates a Presenter.
    init() {}

    /// Turns the segue identifiers into words.
    func presentMenu(response: Menu.ShowMenu.Response) {
        viewController?.displayMenu(
            viewModel: Menu.ShowMenu.ViewModel(
                entries: response.destinations.map(Self.words),
                account: response.signedIn.map { "Signed in as \($0)" } ?? "Nobody is signed in"))
    }

    /// `SignIn` becomes `Sign in`.
    static func words(_ identifier: String) -> String {
        var text = ""
        for character in identifier {
            if character.isUppercase, !text.isEmpty {
                text += " " + character.lowercased()
            } else {
                text.append(character)
            }
        }
        return text
    }
}
