// Interactor
/// The Interactor's business logic.
protocol HomeBusinessLogic: AnyObject {

    /// Loads the user's data.
    func fetchUser(_ request: HomeModels.FetchUser.Request)
}

/// What the Interactor keeps for the Router.
protocol HomeDataStore: AnyObject {
    var userName: String { get }
}

final class HomeInteractor: HomeBusinessLogic, HomeDataStore {

    /// The link to the Presenter.
    var presenter: (any HomePresentationLogic)?

    /// The user asked for last.
    private(set) var userName = ""

    func fetchUser(_ request: HomeModels.FetchUser.Request) {
        userName = request.userName
        // Data as if from the network or a database.
        let userPhone = "+7 (999) 111-22-33"
        let userEmail = "im@alekseypleshkov.ru"
        // ...
        // The response for the Presenter.
        let response = HomeModels.FetchUser.Response(userPhone: userPhone, userEmail: userEmail)

        // The call to the Presenter.
        presenter?.presentUser(response)
    }
}
