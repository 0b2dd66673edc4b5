import AccountsDomain

protocol HomeBusinessLogic {
    func fetchUser(request: Home.FetchUser.Request)
    func signOut(request: Home.SignOut.Request)
}

/// Knows the signed-in user: the one passed by Login or Registration, or else the session's.
final class HomeInteractor: HomeBusinessLogic, HomeDataStore {
    var presenter: (any HomePresentationLogic)?
    let worker: AccountsWorker
    var user: User?

    init(worker: AccountsWorker) {
        self.worker = worker
    }

    func fetchUser(request: Home.FetchUser.Request) {
        let shown = user ?? worker.signedInUser
        presenter?.presentUser(
            response: Home.FetchUser.Response(
                name: shown?.name ?? "guest", email: shown?.email ?? "", phone: shown?.phone ?? ""))
    }

    func signOut(request: Home.SignOut.Request) {
        do {
            try worker.signOut()
            user = nil
            presenter?.presentSignOut(response: Home.SignOut.Response(problem: nil))
        } catch {
            presenter?.presentSignOut(response: Home.SignOut.Response(problem: error))
        }
    }
}
