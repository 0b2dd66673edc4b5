import SceneRuntime

/// What the Presenter tells the View (Presenter → View).
protocol RegistrationViewInput: AnyObject {
    func show(_ state: RegistrationViewState)
}

/// What the View tells the Presenter (View → Presenter).
protocol RegistrationViewOutput {
    func viewDidLoad()
    func didRequestRegistration(name: String, email: String, password: String) throws
    /// What to ask before the scene is left, if leaving would drop a sign-up not finished.
    func leaveQuestion() -> String?
}

/// The sign-up screen (VIPER View): it only shows state and forwards the user's actions, and
/// asks its Presenter whether it may be left.
final class RegistrationView: SceneViewController, RegistrationViewInput, LeaveChecking {
    var output: (any RegistrationViewOutput)?
    private(set) var state = RegistrationViewState(hints: [], errors: [])

    static let actions: ActionTable<RegistrationView> = [
        SceneAction(
            "register", arguments: "EMAIL PASSWORD [NAME...]", kinds: [.email, .secret, .freeText],
            summary: "create an account and sign in"
        ) {
            view, arguments in
            try arguments.expectAtMost(3)
            try view.output?.didRequestRegistration(
                name: arguments.rest(from: 2), email: try arguments.string(0, name: "EMAIL"),
                password: try arguments.string(1, name: "PASSWORD"))
        }
    ]

    func viewDidLoad() {
        output?.viewDidLoad()
    }

    func show(_ state: RegistrationViewState) {
        self.state = state
    }

    func reasonToStay(_ request: LeaveRequest) -> String? {
        output?.leaveQuestion()
    }

    var screen: Screen {
        Screen(
            [
                .text("Type 'register EMAIL'; your password is then asked for, and not shown."),
                .text(
                    "To add your name: 'register EMAIL *** NAME' (*** stands for the password, asked for next)."
                ),
            ]
                + state.hints.map { .placeholder($0) }
                + state.errors.map { .error($0) })
    }
}
