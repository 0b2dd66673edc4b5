import SceneRuntime

protocol HomeDisplayLogic: AnyObject {
    func displayUser(viewModel: Home.FetchUser.ViewModel)
    func displaySignOut(error: String?)
}

/// The signed-in user's home.
final class HomeViewController: SceneViewController, HomeDisplayLogic {
    var interactor: (any HomeBusinessLogic)?
    var router: (any HomeRoutingLogic)?
    private(set) var displayed = Home.FetchUser.ViewModel(greeting: "", email: "", phone: "", account: "")
    private(set) var error: String?

    static let actions: ActionTable<HomeViewController> = [
        SceneAction("signout", summary: "sign out and go back to the menu") { viewController, arguments in
            try arguments.expectAtMost(0)
            viewController.interactor?.signOut(request: Home.SignOut.Request())
            if viewController.error == nil { try viewController.router?.routeToMenu() }
        }
    ]

    /// The first VIP cycle: fetch the user.
    func viewDidLoad() {
        interactor?.fetchUser(request: Home.FetchUser.Request())
    }

    func displayUser(viewModel: Home.FetchUser.ViewModel) {
        displayed = viewModel
    }

    func displaySignOut(error: String?) {
        self.error = error
    }

    var screen: Screen {
        var lines: [Screen.Line] = [
            .placeholder(displayed.account), .blank, .heading(displayed.greeting),
            .field(label: "Email", value: displayed.email),
            .field(label: "Phone", value: displayed.phone),
        ]
        if let error { lines.append(.error(error)) }
        return Screen(lines)
    }
}
