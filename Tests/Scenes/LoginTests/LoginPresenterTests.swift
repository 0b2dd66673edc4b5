import AccountsDomain
import Testing

@testable import Login

@Suite struct LoginPresenterTests {
    final class LoginDisplayLogicSpy: LoginDisplayLogic {
        var displaySignInCalled = false
        var viewModel: Login.SignIn.ViewModel?

        func displaySignIn(viewModel: Login.SignIn.ViewModel) {
            displaySignInCalled = true
            self.viewModel = viewModel
        }
    }

    func makeSUT() -> (LoginPresenter, LoginDisplayLogicSpy) {
        let sut = LoginPresenter()
        let spy = LoginDisplayLogicSpy()
        sut.viewController = spy
        return (sut, spy)
    }

    @Test func presentSignInOfAUserShowsNoError() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentSignIn(response: Login.SignIn.Response(user: AccountsWorker.demoUser, error: nil))
        // Then
        #expect(spy.displaySignInCalled)
        #expect(spy.viewModel == Login.SignIn.ViewModel(error: nil))
    }

    @Test func presentSignInAsksForMissingCredentials() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentSignIn(response: Login.SignIn.Response(user: nil, error: .missingCredentials))
        // Then
        #expect(spy.viewModel == Login.SignIn.ViewModel(error: "enter your email and your password"))
    }

    @Test func presentSignInDoesNotSayWhetherTheEmailOrThePasswordWasWrong() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentSignIn(response: Login.SignIn.Response(user: nil, error: .wrongCredentials))
        // Then
        #expect(spy.viewModel == Login.SignIn.ViewModel(error: "wrong email or password; try again, or sign up"))
    }

    @Test func presenterHoldsTheViewControllerWeakly() {
        // Given
        let sut = LoginPresenter()
        var spy: LoginDisplayLogicSpy? = LoginDisplayLogicSpy()
        weak let weakSpy = spy
        sut.viewController = spy
        // When
        spy = nil
        // Then
        #expect(weakSpy == nil)
        #expect(sut.viewController == nil)
        sut.presentSignIn(response: Login.SignIn.Response(user: nil, error: .wrongCredentials))
    }
}
