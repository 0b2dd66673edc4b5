protocol LoginPresentationLogic {
    func presentSignIn(response: Login.SignIn.Response)
}

/// Says why a sign-in was refused.
final class LoginPresenter: LoginPresentationLogic {
    weak var viewController: (any LoginDisplayLogic)?

    func presentSignIn(response: Login.SignIn.Response) {
        let error = response.name == nil ? "a name is letters only" : nil
        viewController?.displaySignIn(viewModel: Login.SignIn.ViewModel(error: error))
    }
}
