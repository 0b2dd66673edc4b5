import AccountsDomain
import Foundation
import SceneStore
import SceneTesting
import Testing

@testable import Home

@Suite struct HomeInteractorTests {
    final class HomePresentationLogicSpy: HomePresentationLogic {
        var presentUserCalled = false
        var userResponse: Home.FetchUser.Response?
        var presentSignOutCalled = false
        var signOutResponse: Home.SignOut.Response?

        func presentUser(response: Home.FetchUser.Response) {
            presentUserCalled = true
            userResponse = response
        }

        func presentSignOut(response: Home.SignOut.Response) {
            presentSignOutCalled = true
            signOutResponse = response
        }
    }

    let data = TemporaryDataDirectory()

    private func makeSUT() -> (sut: HomeInteractor, spy: HomePresentationLogicSpy) {
        let sut = HomeInteractor(worker: AccountsWorker(dataDirectory: data.path))
        let spy = HomePresentationLogicSpy()
        sut.presenter = spy
        return (sut, spy)
    }

    // MARK: Fetch user

    @Test func fetchUserPresentsTheUserSignedInInTheSession() throws {
        // Given
        _ = try AccountsWorker(dataDirectory: data.path).signIn(email: "demo@example.com", password: "password1")
        let (sut, spy) = makeSUT()
        // When
        sut.fetchUser(request: Home.FetchUser.Request())
        // Then
        #expect(spy.presentUserCalled)
        let response = try #require(spy.userResponse)
        #expect(response.name == "Demo User")
        #expect(response.email == "demo@example.com")
        #expect(response.phone == "555-123-4567")
    }

    @Test func fetchUserPrefersTheUserPassedInOverTheSession() throws {
        // Given Ada registered, then the demo user signed in
        let accounts = AccountsWorker(dataDirectory: data.path)
        let ada = try accounts.register(name: "Ada Lovelace", email: "ada@example.com", password: "analytical1")
        _ = try accounts.signIn(email: "demo@example.com", password: "password1")
        let (sut, spy) = makeSUT()
        sut.user = ada
        // When
        sut.fetchUser(request: Home.FetchUser.Request())
        // Then
        let response = try #require(spy.userResponse)
        #expect(response.name == "Ada Lovelace")
        #expect(response.email == "ada@example.com")
        #expect(response.phone == "")
    }

    @Test func fetchUserPresentsAGuestWhenNobodyIsSignedIn() throws {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.fetchUser(request: Home.FetchUser.Request())
        // Then
        let response = try #require(spy.userResponse)
        #expect(response.name == "guest")
        #expect(response.email == "")
        #expect(response.phone == "")
    }

    // MARK: Sign out

    @Test func signOutEndsTheSessionAndForgetsTheUser() throws {
        // Given
        let user = try AccountsWorker(dataDirectory: data.path).signIn(
            email: "demo@example.com", password: "password1")
        let (sut, spy) = makeSUT()
        sut.user = user
        // When
        sut.signOut(request: Home.SignOut.Request())
        // Then
        #expect(spy.presentSignOutCalled)
        let response = try #require(spy.signOutResponse)
        #expect(response.problem == nil)
        #expect(sut.user == nil)
        #expect(AccountsWorker(dataDirectory: data.path).signedInUser == nil)
    }

    @Test func signOutReportsASessionThatCannotBeSavedAndKeepsTheUser() throws {
        // Given a session file that cannot be replaced: a directory that is not empty
        let user = try AccountsWorker(dataDirectory: data.path).signIn(
            email: "demo@example.com", password: "password1")
        let (sut, spy) = makeSUT()
        sut.user = user
        try FileManager.default.removeItem(atPath: data.file("session.json"))
        try FileManager.default.createDirectory(
            atPath: data.file("session.json/keep"), withIntermediateDirectories: true)
        // When
        sut.signOut(request: Home.SignOut.Request())
        // Then
        #expect(spy.presentSignOutCalled)
        let problem = try #require(spy.signOutResponse?.problem)
        #expect(problem.description.hasPrefix("session.json is a directory, not a regular file"))
        #expect(sut.user == user)
    }
}
