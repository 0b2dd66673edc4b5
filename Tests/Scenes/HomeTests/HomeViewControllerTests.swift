import SceneRuntime
import SceneTesting
import Testing

@testable import Home

/// The ViewController asks its Interactor for the user when it loads, sends `signout` to it,
/// goes back to the menu through its Router only when signing out worked, and shows what the
/// Presenter gives it.
@Suite struct HomeViewControllerTests {
    final class HomeBusinessLogicSpy: HomeBusinessLogic {
        var fetchUserCalled = false
        var signOutCalled = false
        /// What the Presenter would answer signing out with.
        var signOutError: String?
        weak var viewController: (any HomeDisplayLogic)?

        func fetchUser(request: Home.FetchUser.Request) {
            fetchUserCalled = true
        }

        func signOut(request: Home.SignOut.Request) {
            signOutCalled = true
            viewController?.displaySignOut(error: signOutError)
        }
    }

    final class HomeRoutingLogicSpy: HomeRoutingLogic {
        var routeToMenuCalled = false

        func routeToMenu() throws {
            routeToMenuCalled = true
        }
    }

    let interactor = HomeBusinessLogicSpy()
    let router = HomeRoutingLogicSpy()

    /// The ViewController, shown by a harness so that its actions run as the shell runs them.
    func makeSUT() throws -> (HomeViewController, NavigatorHarness) {
        let sut = HomeViewController()
        sut.interactor = interactor
        sut.router = router
        interactor.viewController = sut
        return (sut, try NavigatorHarness(showing: sut))
    }

    @Test func viewDidLoadAsksForTheUser() throws {
        // Given / When
        _ = try makeSUT()
        // Then
        #expect(interactor.fetchUserCalled)
    }

    @Test func displayUserShowsTheGreetingAndTheDetails() throws {
        // Given
        let (sut, _) = try makeSUT()
        // When
        sut.displayUser(
            viewModel: Home.FetchUser.ViewModel(
                greeting: "Welcome, Ada!", email: "ada@example.com", phone: "555 0100",
                account: "Signed in as ada@example.com"))
        // Then
        #expect(
            sut.screen
                == Screen([
                    .placeholder("Signed in as ada@example.com"), .blank, .heading("Welcome, Ada!"),
                    .field(label: "Email", value: "ada@example.com"), .field(label: "Phone", value: "555 0100"),
                ]))
    }

    @Test func signoutAsksTheInteractorThenTheRouterToGoToTheMenu() throws {
        // Given
        let (_, harness) = try makeSUT()
        // When
        try harness.perform("signout")
        // Then
        #expect(interactor.signOutCalled)
        #expect(router.routeToMenuCalled)
    }

    @Test func aFailedSignOutShowsWhyAndStays() throws {
        // Given
        let (sut, harness) = try makeSUT()
        interactor.signOutError = "could not sign out: session.json could not be saved: disk full"
        // When
        try harness.perform("signout")
        // Then
        #expect(!router.routeToMenuCalled)
        #expect(sut.screen.lines.last == .error("could not sign out: session.json could not be saved: disk full"))
    }
}
