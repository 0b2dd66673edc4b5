import AccountsDomain

/// Turns the View's requests into Interactor calls and the Interactor's results into view state;
/// after a success it asks the wireframe to go on to Home.
final class RegistrationPresenter: RegistrationViewOutput, RegistrationInteractorOutput {
    weak var view: (any RegistrationViewInput)?
    var interactor: (any RegistrationInteractorInput)?
    var wireframe: (any RegistrationWireframe)?

    static let hints = [
        "email: name@example.com, not already registered",
        "password: at least \(RegistrationRules.minimumPasswordLength) characters, with a letter and a digit",
    ]

    func viewDidLoad() {
        view?.show(RegistrationViewState(hints: Self.hints, errors: []))
    }

    func didRequestRegistration(name: String, email: String, password: String) throws {
        try interactor?.register(name: name, email: email, password: password)
    }

    func leaveQuestion() -> String? {
        interactor?.unfinishedEmail.map { "Leave sign-up? \($0) is not registered yet." }
    }

    func didRegister(_ user: User) throws {
        view?.show(RegistrationViewState(hints: Self.hints, errors: []))
        try wireframe?.routeToHome()
    }

    func didFailToRegister(_ error: RegistrationError) {
        let errors =
            switch error {
            case .invalid(let problems): problems.map(Self.message)
            case .storage(let problem): ["could not save the account: \(problem)"]
            }
        view?.show(RegistrationViewState(hints: Self.hints, errors: errors))
    }

    static func message(_ problem: RegistrationRules.Problem) -> String {
        switch problem {
        case .invalidEmail: "enter an email address like name@example.com"
        case .emailTaken: "an account with this email exists; sign in instead"
        case .passwordTooShort:
            "the password needs at least \(RegistrationRules.minimumPasswordLength) characters"
        case .passwordNeedsLetterAndDigit: "the password needs a letter and a digit"
        }
    }
}
