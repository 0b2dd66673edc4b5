import SceneRuntime
import SceneTesting
import Testing

@testable import Menu

/// The ViewController asks its Interactor for the menu when it loads and whenever it appears,
/// and shows what the Presenter gives it.
@Suite struct MenuViewControllerTests {
    final class MenuBusinessLogicSpy: MenuBusinessLogic {
        var showMenuCalls = 0

        var signOutCalls = 0

        func showMenu(request: Menu.ShowMenu.Request) {
            showMenuCalls += 1
        }

        func signOut(request: Menu.SignOut.Request) {
            signOutCalls += 1
        }
    }

    let interactor = MenuBusinessLogicSpy()

    /// A menu of Contacts and Notes, and Sign in withheld when `withheld` is given.
    static func viewModel(account: String, withheld: [String: String] = [:]) -> Menu.ShowMenu.ViewModel {
        Menu.ShowMenu.ViewModel(
            entries: [.init(segue: "Contacts", words: "Contacts"), .init(segue: "Notes", words: "Notes")],
            account: account, withheld: withheld)
    }

    func makeSUT() -> MenuViewController {
        let sut = MenuViewController()
        sut.interactor = interactor
        return sut
    }

    @Test func viewDidLoadAsksForTheMenu() {
        // Given
        let sut = makeSUT()
        // When
        sut.viewDidLoad()
        // Then
        #expect(interactor.showMenuCalls == 1)
    }

    @Test func viewWillAppearAsksForTheMenuAgain() {
        // Given
        let sut = makeSUT()
        sut.viewDidLoad()
        // When
        sut.viewWillAppear()
        // Then: someone may have signed in or out meanwhile
        #expect(interactor.showMenuCalls == 2)
    }

    @Test func displayMenuShowsWhoIsSignedInAndTheNumberedEntries() {
        // Given
        let sut = makeSUT()
        // When
        sut.displayMenu(viewModel: Self.viewModel(account: "Nobody is signed in"))
        // Then
        #expect(
            sut.screen
                == Screen([.placeholder("Nobody is signed in"), .blank, .item(number: 1, "Contacts"), .item(number: 2, "Notes")]))
    }

    @Test func openRefusesANumberOffTheMenuShown() throws {
        // Given
        let sut = makeSUT()
        let harness = try NavigatorHarness(showing: sut)
        sut.displayMenu(viewModel: Self.viewModel(account: ""))
        // When / Then
        #expect(throws: ActionError.outOfRange(action: "open", name: "NUMBER", value: "3", range: 1...2)) {
            try harness.perform("open", "3")
        }
    }

    @Test func aSegueThePresenterWithholdsDoesNotApplyForItsReason() {
        // Given
        let sut = makeSUT()
        // When
        sut.displayMenu(viewModel: Self.viewModel(account: "Signed in as ada@example.com", withheld: ["SignIn": "signed in"]))
        // Then
        #expect(sut.availability(ofSegue: "SignIn") == .unavailable(reason: "signed in"))
        #expect(sut.availability(ofSegue: "Contacts") == .available)
    }

    @Test func signOutAppliesOnlyWhileSomeoneIsSignedInAndSaysWhatItDid() throws {
        // Given
        let sut = makeSUT()
        let harness = try NavigatorHarness(showing: sut)
        sut.displayMenu(viewModel: Self.viewModel(account: "Nobody is signed in"))
        // Then: nobody to sign out
        #expect(sut.availability(ofAction: "signout") == .unavailable(reason: "nobody is signed in"))
        // When
        var signedIn = Self.viewModel(account: "Signed in as ada@example.com")
        signedIn.signedIn = true
        sut.displayMenu(viewModel: signedIn)
        try harness.perform("signout")
        sut.displaySignOut(viewModel: Menu.SignOut.ViewModel(message: "signed out ada@example.com", error: nil))
        // Then
        #expect(sut.availability(ofAction: "signout") == .available)
        #expect(interactor.signOutCalls == 1)
        #expect(sut.screen.lines.last == .success("signed out ada@example.com"))
    }
}
