import SceneStore
import Testing

@testable import Home

@Suite struct HomePresenterTests {
    final class HomeDisplayLogicSpy: HomeDisplayLogic {
        var displayUserCalled = false
        var viewModel: Home.FetchUser.ViewModel?
        var displaySignOutCalled = false
        var signOutError: String?

        func displayUser(viewModel: Home.FetchUser.ViewModel) {
            displayUserCalled = true
            self.viewModel = viewModel
        }

        func displaySignOut(error: String?) {
            displaySignOutCalled = true
            signOutError = error
        }
    }

    @Test func presentUserGreetsTheUserAndSpacesThePhoneNumber() {
        // Given
        let sut = HomePresenter()
        let spy = HomeDisplayLogicSpy()
        sut.viewController = spy
        // When
        sut.presentUser(
            response: Home.FetchUser.Response(name: "Demo User", email: "demo@example.com", phone: "555-123-4567"))
        // Then
        #expect(spy.displayUserCalled)
        #expect(
            spy.viewModel
                == Home.FetchUser.ViewModel(
                    greeting: "Welcome, Demo User!", email: "demo@example.com", phone: "555 123 4567",
                    account: "Signed in as demo@example.com"))
    }

    @Test func presentUserShowsADashForAMissingEmailAndPhone() {
        // Given
        let sut = HomePresenter()
        let spy = HomeDisplayLogicSpy()
        sut.viewController = spy
        // When
        sut.presentUser(response: Home.FetchUser.Response(name: "guest", email: "", phone: ""))
        // Then
        #expect(
            spy.viewModel
                == Home.FetchUser.ViewModel(
                    greeting: "Welcome, guest!", email: "-", phone: "-", account: "Nobody is signed in"))
    }

    @Test func presentSignOutWithoutAProblemDisplaysNoError() {
        // Given
        let sut = HomePresenter()
        let spy = HomeDisplayLogicSpy()
        sut.viewController = spy
        // When
        sut.presentSignOut(response: Home.SignOut.Response(problem: nil))
        // Then
        #expect(spy.displaySignOutCalled)
        #expect(spy.signOutError == nil)
    }

    @Test func presentSignOutWordsTheProblem() {
        // Given
        let sut = HomePresenter()
        let spy = HomeDisplayLogicSpy()
        sut.viewController = spy
        // When
        sut.presentSignOut(response: Home.SignOut.Response(problem: .unwritable(file: "session.json", reason: "disk full")))
        // Then
        #expect(spy.displaySignOutCalled)
        #expect(spy.signOutError == "could not sign out: session.json could not be saved: disk full")
    }

    @Test func presenterHoldsTheViewControllerWeakly() {
        // Given
        let sut = HomePresenter()
        var spy: HomeDisplayLogicSpy? = HomeDisplayLogicSpy()
        weak let weakSpy = spy
        sut.viewController = spy
        // When
        spy = nil
        // Then
        #expect(weakSpy == nil)
        #expect(sut.viewController == nil)
        sut.presentUser(response: Home.FetchUser.Response(name: "guest", email: "", phone: ""))
    }
}
