import Foundation

/// The Presenter's presentation logic.
protocol HomePresentationLogic: AnyObject {

    /// Formats the Interactor's response.
    func presentUser(_ response: HomeModels.FetchUser.Response)
}

final class HomePresenter: HomePresentationLogic {

    /// The link to the View Controller.
    weak var viewController: (any HomeDisplayLogic)?

    func presentUser(_ response: HomeModels.FetchUser.Response) {
        // Formatting.
        let formattedPhone = response.userPhone.replacingOccurrences(of: "-", with: " ")

        // The ViewModel for the View Controller.
        let viewModel = HomeModels.FetchUser.ViewModel(userPhone: formattedPhone, userEmail: response.userEmail)

        // The call to the View Controller.
        viewController?.displayUser(viewModel)
    }
}
