import SceneRuntime
import SceneTesting
import Testing

@testable import Home

/// Article 002's Home scene: spies and suite written without an isolation annotation.
@Suite struct HomeTests {
    final class HomePresentationLogicSpy: HomePresentationLogic {
        var presentUserCalled = false
        var response: HomeModels.FetchUser.Response?

        func presentUser(_ response: HomeModels.FetchUser.Response) {
            presentUserCalled = true
            self.response = response
        }
    }

    final class HomeDisplayLogicSpy: HomeDisplayLogic {
        var displayUserCalled = false
        var viewModel: HomeModels.FetchUser.ViewModel?

        func displayUser(_ viewModel: HomeModels.FetchUser.ViewModel) {
            displayUserCalled = true
            self.viewModel = viewModel
        }
    }

    @Test func fetchUserPresentsTheUsersPhoneAndEmail() {
        // Given
        let sut = HomeInteractor()
        let spy = HomePresentationLogicSpy()
        sut.presenter = spy
        // When
        sut.fetchUser(HomeModels.FetchUser.Request(userName: "Aleksey"))
        // Then
        #expect(spy.presentUserCalled)
        #expect(spy.response?.userPhone == "+7 (999) 111-22-33")
        #expect(spy.response?.userEmail == "im@alekseypleshkov.ru")
        #expect(sut.userName == "Aleksey")
    }

    @Test func presentUserShowsThePhoneWithSpacesInsteadOfDashes() {
        // Given
        let sut = HomePresenter()
        let spy = HomeDisplayLogicSpy()
        sut.viewController = spy
        // When
        sut.presentUser(HomeModels.FetchUser.Response(userPhone: "+7 (999) 111-22-33", userEmail: "im@example.com"))
        // Then
        #expect(spy.displayUserCalled)
        #expect(spy.viewModel?.userPhone == "+7 (999) 111 22 33")
        #expect(spy.viewModel?.userEmail == "im@example.com")
    }

    @Test func theSceneShowsTheUserWhenItLoadsAndIsFreedWhenReplaced() throws {
        let harness = try NavigatorHarness(
            storyboard: """
                { "version": 1, "initial": "Home", "scenes": [
                  { "id": "Home", "module": "Home", "title": "Home" } ] }
                """,
            modules: [HomeConfigurator.module])
        try harness.start()
        let expected = Screen([
            .field(label: "Phone", value: "+7 (999) 111 22 33"), .field(label: "Email", value: "im@alekseypleshkov.ru"),
        ])
        #expect(harness.navigator.topScene?.screen == expected)
        let leaks = LeakTracker()
        leaks.trackParts(of: try #require(harness.navigator.topScene))
        try harness.navigator.replaceRoot(with: "Home")
        #expect(leaks.alive.isEmpty)
    }
}
