import AccountsDomain
import SceneRuntime
import SceneStore

protocol LoginPresentationLogic {
    func presentUserStore(response: Login.CheckUserStore.Response)
    func presentSignIn(response: Login.SignIn.Response)
}

/// Words why signing in failed.
final class LoginPresenter: LoginPresentationLogic {
    weak var viewController: (any LoginDisplayLogic)?

    func presentUserStore(response: Login.CheckUserStore.Response) {
        viewController?.displaySignIn(viewModel: Login.SignIn.ViewModel(error: response.problem?.description))
    }

    func presentSignIn(response: Login.SignIn.Response) {
        viewController?.displaySignIn(
            viewModel: Login.SignIn.ViewModel(error: response.error.map(Self.message)))
    }

    /// Why Login is shown when a guard's redirect presented it: `Sign in to go on to Order
    /// placed; 'dismiss' gives it up.`
    static func reason(for redirect: GuardRedirect) -> String {
        "Sign in to go on to \(redirect.destinationTitle); 'dismiss' gives it up."
    }

    static func message(_ error: SignInError) -> String {
        switch error {
        case .missingCredentials: "enter your email and your password"
        case .wrongCredentials: "wrong email or password; try again, or sign up"
        case .storage(let problem): "could not sign you in: \(problem)"
        }
    }
}
