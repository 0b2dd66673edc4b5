import AccountsDomain
import Foundation
import Testing

@testable import Menu

/// Each test gets an empty data directory of its own, removed when the test ends.
@Suite final class MenuInteractorTests {
    private let dataDirectory: URL

    init() throws {
        dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("MenuTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: dataDirectory)
    }

    final class MenuPresentationLogicSpy: MenuPresentationLogic {
        var presentMenuCalled = false
        var response: Menu.ShowMenu.Response?

        var signOutResponse: Menu.SignOut.Response?

        func presentMenu(response: Menu.ShowMenu.Response) {
            presentMenuCalled = true
            self.response = response
        }

        func presentSignOut(response: Menu.SignOut.Response) {
            signOutResponse = response
        }
    }

    @Test func showMenuAsksThePresenterToPresentTheDestinations() {
        // Given
        let sut = MenuInteractor(destinations: ["Contacts", "Notes"], worker: AccountsWorker(dataDirectory: emptyDirectory()))
        let spy = MenuPresentationLogicSpy()
        sut.presenter = spy
        // When
        sut.showMenu(request: Menu.ShowMenu.Request())
        // Then
        #expect(spy.presentMenuCalled)
        #expect(spy.response?.destinations == ["Contacts", "Notes"])
        #expect(spy.response?.signedIn == nil)
    }

    @Test func showMenuTellsWhoIsSignedIn() throws {
        // Given
        let directory = emptyDirectory()
        let worker = AccountsWorker(dataDirectory: directory)
        _ = try worker.register(name: "Ada", email: "ada@example.com", password: "password1")
        let sut = MenuInteractor(destinations: ["Contacts"], worker: worker)
        let spy = MenuPresentationLogicSpy()
        sut.presenter = spy
        // When
        sut.showMenu(request: Menu.ShowMenu.Request())
        // Then
        #expect(spy.response?.signedIn == "ada@example.com")
    }

    @Test func signingInAndUpAreWithheldOnlyWhileSomeoneIsSignedIn() throws {
        // Given
        let worker = AccountsWorker(dataDirectory: emptyDirectory())
        let sut = MenuInteractor(destinations: ["SignIn", "SignUp"], worker: worker)
        let spy = MenuPresentationLogicSpy()
        sut.presenter = spy
        // When
        sut.showMenu(request: Menu.ShowMenu.Request())
        let signedOut = spy.response?.withheld
        _ = try worker.register(name: "Ada", email: "ada@example.com", password: "password1")
        sut.showMenu(request: Menu.ShowMenu.Request())
        // Then
        #expect(signedOut == [])
        #expect(spy.response?.withheld == ["SignIn", "SignUp"])
    }

    @Test func signOutEndsTheSessionAndShowsTheMenuAsItNowApplies() throws {
        // Given
        let worker = AccountsWorker(dataDirectory: emptyDirectory())
        _ = try worker.register(name: "Ada", email: "ada@example.com", password: "password1")
        let sut = MenuInteractor(destinations: ["SignIn", "SignUp"], worker: worker)
        let spy = MenuPresentationLogicSpy()
        sut.presenter = spy
        // When
        sut.signOut(request: Menu.SignOut.Request())
        // Then
        #expect(worker.signedInUser == nil)
        #expect(spy.response?.signedIn == nil)
        #expect(spy.response?.withheld == [])
        #expect(spy.signOutResponse?.signedOut == "ada@example.com")
        #expect(spy.signOutResponse?.problem == nil)
    }

    private func emptyDirectory() -> String {
        dataDirectory.path
    }
}
