import SceneRuntime

protocol LoginDisplayLogic: AnyObject {
    func displaySignIn(viewModel: Login.SignIn.ViewModel)
}

/// Signs a user in; on success goes Home, or back to the scene that asked for the sign-in.
final class LoginViewController: SceneViewController, LoginDisplayLogic {
    var interactor: (any LoginBusinessLogic)?
    var router: (any LoginRoutingLogic)?
    private(set) var error: String?
    /// Why a guard's redirect presented the scene, if one did (see ``SceneContext/guardRedirect``).
    var guardRedirect: () -> GuardRedirect? = { nil }

    static let actions: ActionTable<LoginViewController> = [
        SceneAction("login", arguments: "EMAIL PASSWORD", kinds: [.email, .secret], summary: "sign in") {
            viewController, arguments in
            try arguments.expectAtMost(2)
            let email = try arguments.string(0, name: "EMAIL")
            let password = try arguments.string(1, name: "PASSWORD")
            viewController.interactor?.signIn(request: Login.SignIn.Request(email: email, password: password))
            if viewController.error == nil { try viewController.router?.routeAfterSignIn() }
        }
    ]

    func viewDidLoad() {
        interactor?.checkUserStore(request: Login.CheckUserStore.Request())
    }

    func displaySignIn(viewModel: Login.SignIn.ViewModel) {
        error = viewModel.error
    }

    var screen: Screen {
        var lines: [Screen.Line] = guardRedirect().map { [.text(LoginPresenter.reason(for: $0))] } ?? []
        lines += [
            .text("Type 'login EMAIL'; the password is asked for and not shown."),
            .placeholder("a new data directory has demo@example.com with the password password1"),
        ]
        if let error { lines.append(.error(error)) }
        return Screen(lines)
    }
}
