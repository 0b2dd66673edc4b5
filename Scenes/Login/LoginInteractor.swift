import AccountsDomain

protocol LoginBusinessLogic {
    /// Reports a user store that could not be read, if it could not.
    func checkUserStore(request: Login.CheckUserStore.Request)
    func signIn(request: Login.SignIn.Request)
}

/// What Login offers its routes: the user who signed in.
protocol LoginDataStore: AnyObject {
    /// The user who signed in, if one did.
    var signedInUser: User? { get }
}

/// Checks the credentials through the accounts worker, against the local user store.
final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
    var presenter: (any LoginPresentationLogic)?
    let worker: AccountsWorker
    /// The user who signed in, which the router passes on.
    private(set) var signedInUser: User?

    init(worker: AccountsWorker) {
        self.worker = worker
    }

    func checkUserStore(request: Login.CheckUserStore.Request) {
        presenter?.presentUserStore(response: Login.CheckUserStore.Response(problem: worker.checkFiles()))
    }

    func signIn(request: Login.SignIn.Request) {
        do {
            signedInUser = try worker.signIn(email: request.email, password: request.password)
            presenter?.presentSignIn(response: Login.SignIn.Response(user: signedInUser, error: nil))
        } catch {
            presenter?.presentSignIn(response: Login.SignIn.Response(user: nil, error: error))
        }
    }
}
