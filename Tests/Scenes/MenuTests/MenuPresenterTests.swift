import SceneStore
import Testing

@testable import Menu

@Suite struct MenuPresenterTests {
    final class MenuDisplayLogicSpy: MenuDisplayLogic {
        var displayMenuCalled = false
        var viewModel: Menu.ShowMenu.ViewModel?

        var signOut: Menu.SignOut.ViewModel?

        func displayMenu(viewModel: Menu.ShowMenu.ViewModel) {
            displayMenuCalled = true
            self.viewModel = viewModel
        }

        func displaySignOut(viewModel: Menu.SignOut.ViewModel) {
            signOut = viewModel
        }
    }

    @Test func presentMenuWordsTheSegueIdentifiers() {
        // Given
        let sut = MenuPresenter()
        let spy = MenuDisplayLogicSpy()
        sut.viewController = spy
        // When
        sut.presentMenu(
            response: Menu.ShowMenu.Response(destinations: ["Contacts", "SignIn", "ViewMyOrders"], signedIn: nil))
        // Then
        #expect(spy.displayMenuCalled)
        #expect(
            spy.viewModel
                == Menu.ShowMenu.ViewModel(
                    entries: [
                        .init(segue: "Contacts", words: "Contacts"), .init(segue: "SignIn", words: "Sign in"),
                        .init(segue: "ViewMyOrders", words: "View my orders"),
                    ],
                    account: "Nobody is signed in"))
    }

    @Test func presentMenuLeavesOutWhatIsWithheldAndSaysWhy() {
        // Given
        let sut = MenuPresenter()
        let spy = MenuDisplayLogicSpy()
        sut.viewController = spy
        // When
        sut.presentMenu(
            response: Menu.ShowMenu.Response(
                destinations: ["SignIn", "SignUp"], signedIn: "ada@example.com", withheld: ["SignIn", "SignUp"]))
        // Then
        #expect(spy.viewModel?.entries == [])
        let reason = "you are signed in as ada@example.com; type 'signout' first"
        #expect(spy.viewModel?.withheld == ["SignIn": reason, "SignUp": reason])
        #expect(spy.viewModel?.signedIn == true)
    }

    @Test func presentSignOutSaysWhoWasSignedOutOrWhyNot() {
        let sut = MenuPresenter()
        let spy = MenuDisplayLogicSpy()
        sut.viewController = spy
        sut.presentSignOut(response: Menu.SignOut.Response(signedOut: "ada@example.com", problem: nil))
        #expect(spy.signOut == Menu.SignOut.ViewModel(message: "signed out ada@example.com", error: nil))
        sut.presentSignOut(response: Menu.SignOut.Response(signedOut: nil, problem: .busy(file: "session.json", seconds: 10)))
        #expect(spy.signOut?.message == nil)
        #expect(spy.signOut?.error?.contains("session.json") == true)
    }

    @Test func presentMenuSaysWhoIsSignedIn() {
        let sut = MenuPresenter()
        let spy = MenuDisplayLogicSpy()
        sut.viewController = spy
        sut.presentMenu(response: Menu.ShowMenu.Response(destinations: [], signedIn: "ada@example.com"))
        #expect(spy.viewModel?.account == "Signed in as ada@example.com")
    }

    @Test func presentMenuHoldsTheViewControllerWeakly() {
        let sut = MenuPresenter()
        var spy: MenuDisplayLogicSpy? = MenuDisplayLogicSpy()
        weak let weakSpy = spy
        sut.viewController = spy
        spy = nil
        #expect(weakSpy == nil)
        sut.presentMenu(response: Menu.ShowMenu.Response(destinations: ["Contacts"], signedIn: nil))
    }
}
