import SceneRuntime

// ViewController
/// What the Presenter calls on the View Controller.
protocol HomeDisplayLogic: AnyObject {

    /// Shows the user's data.
    func displayUser(_ viewModel: HomeModels.FetchUser.ViewModel)
}

/// The Home screen: the article's `UIViewController`, drawn as `Screen` lines. The configurator
/// does what the article's `setup()` does.
final class HomeViewController: SceneViewController {

    /// The link to the Interactor.
    var interactor: (any HomeBusinessLogic)?

    /// What the screen shows.
    private(set) var lines: [Screen.Line] = []

    func viewDidLoad() {
        // Start the VIP cycle.
        loadUserInformation()
    }

    /// Asks the Interactor for the user's data.
    private func loadUserInformation() {
        // The request to the Interactor.
        let request = HomeModels.FetchUser.Request(userName: "Aleksey")

        // The call to the Interactor.
        interactor?.fetchUser(request)
    }

    var screen: Screen {
        Screen(lines)
    }
}

/// HomeDisplayLogic
extension HomeViewController: HomeDisplayLogic {

    func displayUser(_ viewModel: HomeModels.FetchUser.ViewModel) {
        lines = [
            .field(label: "Phone", value: viewModel.userPhone),
            .field(label: "Email", value: viewModel.userEmail),
        ]
    }
}
