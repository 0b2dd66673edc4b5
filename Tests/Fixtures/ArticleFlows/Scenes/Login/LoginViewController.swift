import SceneRuntime

protocol LoginDisplayLogic: AnyObject {
    func displaySignIn(viewModel: Login.SignIn.ViewModel)
}

/// Asks who is checking out: `signin NAME`; on success the checkout goes on.
final class LoginViewController: SceneViewController, LoginDisplayLogic {
    var interactor: (any LoginBusinessLogic)?
    var router: (any LoginRoutingLogic)?
    private(set) var error: String?

    static let actions: ActionTable<LoginViewController> = [
        SceneAction("signin", arguments: "NAME", kinds: [.word], summary: "sign in") { viewController, arguments in
            try arguments.expectAtMost(1)
            viewController.interactor?.signIn(request: Login.SignIn.Request(name: try arguments.string(0, name: "NAME")))
            if viewController.error == nil { try viewController.router?.routeAfterSignIn() }
        }
    ]

    func displaySignIn(viewModel: Login.SignIn.ViewModel) {
        error = viewModel.error
    }

    var screen: Screen {
        Screen([.text("Sign in to place the order: type 'signin NAME'.")] + (error.map { [.error($0)] } ?? []))
    }
}
