import SceneRuntime
import SceneTesting
import Testing

@testable import Login

/// The ViewController asks its Interactor to check the user store when it loads, sends `login`
/// to it, goes on through its Router only when the Presenter shows no error, and shows the error.
@Suite struct LoginViewControllerTests {
    final class LoginBusinessLogicSpy: LoginBusinessLogic {
        var checkUserStoreCalled = false
        var signInRequests: [(email: String, password: String)] = []
        /// What the Presenter would answer a sign-in with.
        var signInError: String?
        weak var viewController: (any LoginDisplayLogic)?

        func checkUserStore(request: Login.CheckUserStore.Request) {
            checkUserStoreCalled = true
        }

        func signIn(request: Login.SignIn.Request) {
            signInRequests.append((request.email, request.password))
            viewController?.displaySignIn(viewModel: Login.SignIn.ViewModel(error: signInError))
        }
    }

    final class LoginRoutingLogicSpy: LoginRoutingLogic {
        var routeAfterSignInCalled = false

        func routeAfterSignIn() throws {
            routeAfterSignInCalled = true
        }
    }

    let interactor = LoginBusinessLogicSpy()
    let router = LoginRoutingLogicSpy()

    /// The ViewController, shown by a harness so that its actions run as the shell runs them.
    func makeSUT() throws -> (LoginViewController, NavigatorHarness) {
        let sut = LoginViewController()
        sut.interactor = interactor
        sut.router = router
        interactor.viewController = sut
        return (sut, try NavigatorHarness(showing: sut))
    }

    @Test func viewDidLoadAsksToCheckTheUserStore() throws {
        // Given / When
        _ = try makeSUT()
        // Then
        #expect(interactor.checkUserStoreCalled)
    }

    @Test func loginAsksTheInteractorThenTheRouterToGoOn() throws {
        // Given
        let (_, harness) = try makeSUT()
        // When
        try harness.perform("login", "ada@example.com", "secret1")
        // Then
        #expect(interactor.signInRequests.map(\.email) == ["ada@example.com"])
        #expect(interactor.signInRequests.map(\.password) == ["secret1"])
        #expect(router.routeAfterSignInCalled)
    }

    @Test func aRefusedLoginShowsTheErrorAndGoesNowhere() throws {
        // Given
        let (sut, harness) = try makeSUT()
        interactor.signInError = "wrong email or password; try again, or sign up"
        // When
        try harness.perform("login", "ada@example.com", "nope")
        // Then
        #expect(!router.routeAfterSignInCalled)
        #expect(sut.screen.lines.last == .error("wrong email or password; try again, or sign up"))
    }

    @Test func theScreenSaysHowToSignIn() throws {
        let (sut, _) = try makeSUT()
        #expect(
            sut.screen
                == Screen([
                    .text("Type 'login EMAIL'; the password is asked for and not shown."),
                    .placeholder("a new data directory has demo@example.com with the password password1"),
                ]))
    }
}
