import SceneStore

/// What the Menu scene's Presenter does for its Interactor.
protocol MenuPresentationLogic {
    /// Formats the menu for display.
    func presentMenu(response: Menu.ShowMenu.Response)
    /// Words what signing out did.
    func presentSignOut(response: Menu.SignOut.Response)
}

/// Words the menu's entries: a segue identifier such as `SignIn` reads `Sign in`.
final class MenuPresenter: MenuPresentationLogic {
    /// The ViewController that displays the result; weak, as in Clean Swift.
    weak var viewController: (any MenuDisplayLogic)?

    /// Creates a Presenter.
    init() {}

    /// Turns the segue identifiers that apply into words, and says why the others do not.
    func presentMenu(response: Menu.ShowMenu.Response) {
        let withheld = Set(response.withheld)
        let reason =
            "you are signed in" + (response.signedIn.map { " as \($0)" } ?? "") + "; type 'signout' first"
        viewController?.displayMenu(
            viewModel: Menu.ShowMenu.ViewModel(
                entries: response.destinations.filter { !withheld.contains($0) }.map {
                    Menu.ShowMenu.ViewModel.Entry(segue: $0, words: Self.words($0))
                },
                account: response.signedIn.map { "Signed in as \($0)" } ?? "Nobody is signed in",
                withheld: Dictionary(
                    response.withheld.map { ($0, reason) }, uniquingKeysWith: { first, _ in first }),
                signedIn: response.signedIn != nil))
    }

    /// `signed out demo@example.com`, or why the session could not be ended.
    func presentSignOut(response: Menu.SignOut.Response) {
        viewController?.displaySignOut(
            viewModel: Menu.SignOut.ViewModel(
                message: response.problem == nil
                    ? "signed out" + (response.signedOut.map { " \($0)" } ?? "") : nil,
                error: response.problem?.description))
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
