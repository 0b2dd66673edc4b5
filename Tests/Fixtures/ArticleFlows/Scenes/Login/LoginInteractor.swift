import Shop

protocol LoginBusinessLogic {
    func signIn(request: Login.SignIn.Request)
}

/// What Login holds for the routers of other scenes: its inputs and outputs, as its
/// Configurator's contract declares them.
protocol LoginDataStore: AnyObject {}

/// Signs someone in: a name of letters is enough here (a real app asks its accounts worker).
final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
    var presenter: (any LoginPresentationLogic)?

    func signIn(request: Login.SignIn.Request) {
        let accepted = !request.name.isEmpty && request.name.allSatisfy(\.isLetter)
        presenter?.presentSignIn(response: Login.SignIn.Response(name: accepted ? request.name : nil))
    }
}
