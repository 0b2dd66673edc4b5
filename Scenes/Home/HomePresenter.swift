import SceneStore

protocol HomePresentationLogic {
    func presentUser(response: Home.FetchUser.Response)
    func presentSignOut(response: Home.SignOut.Response)
}

/// Formats the user: a greeting, and the phone number with spaces instead of dashes.
final class HomePresenter: HomePresentationLogic {
    weak var viewController: (any HomeDisplayLogic)?

    func presentUser(response: Home.FetchUser.Response) {
        viewController?.displayUser(
            viewModel: Home.FetchUser.ViewModel(
                greeting: "Welcome, \(response.name)!", email: response.email.isEmpty ? "-" : response.email,
                phone: response.phone.isEmpty ? "-" : response.phone.replacingDashesWithSpaces(),
                account: response.email.isEmpty ? "Nobody is signed in" : "Signed in as \(response.email)"))
    }

    func presentSignOut(response: Home.SignOut.Response) {
        viewController?.displaySignOut(error: response.problem.map(Self.message(signingOut:)))
    }

    /// Why signing out failed: `could not sign out: sessions.json could not be saved: ...`.
    static func message(signingOut problem: DataFileError) -> String {
        "could not sign out: \(problem)"
    }
}

extension String {
    func replacingDashesWithSpaces() -> String {
        String(map { $0 == "-" ? " " : $0 })
    }
}
