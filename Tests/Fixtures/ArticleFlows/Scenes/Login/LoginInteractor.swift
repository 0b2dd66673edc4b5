import Shop

protocol LoginBusinessLogic {
    func signIn(request: Login.SignIn.Request)
}

/// What Login holds for the routers of other scenes: its inputs and outputs, as its
/// Configurator's contract declares them.
protocol LoginDataStore: AnyObject {}

/// Signs someone in, as its Worker accepts the name.
final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
    var presenter: (any LoginPresentationLogic)?
    private let worker: LoginWorker

    init(worker: LoginWorker = LoginWorker()) {
        self.worker = worker
    }

    func signIn(request: Login.SignIn.Request) {
        let accepted = worker.accepts(name: request.name)
        presenter?.presentSignIn(response: Login.SignIn.Response(name: accepted ? request.name : nil))
    }
}
