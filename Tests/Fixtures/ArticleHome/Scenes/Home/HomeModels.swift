// Models
/// The VIP cycle's requests.
enum HomeModels {

    /// Loading the user's data.
    enum FetchUser {

        /// From the View Controller to the Interactor.
        struct Request {
            let userName: String
        }

        /// From the Interactor to the Presenter.
        struct Response {
            let userPhone: String
            let userEmail: String
        }

        /// From the Presenter to the View Controller.
        struct ViewModel {
            let userPhone: String
            let userEmail: String
        }
    }
}
