import SceneRuntime
import SceneTesting
import Testing

@testable import ContactList

/// The ViewController asks its Interactor for the contacts whenever it appears, sends `select`
/// and `delete` to it with the number typed, asks its Router to show or add a contact, and shows
/// what the Presenter gives it.
@Suite struct ContactListViewControllerTests {
    final class ContactListBusinessLogicSpy: ContactListBusinessLogic {
        var fetchContactsCalls = 0
        var selectedNumbers: [Int] = []
        var deletedNumbers: [Int] = []
        /// What the Presenter would answer a selection with; `nil` displays nothing.
        var selectionViewModel: ContactList.SelectContact.ViewModel?
        weak var viewController: (any ContactListDisplayLogic)?

        func fetchContacts(request: ContactList.FetchContacts.Request) {
            fetchContactsCalls += 1
        }

        func selectContact(request: ContactList.SelectContact.Request) {
            selectedNumbers.append(request.number)
            selectionViewModel.map { viewController?.displaySelection(viewModel: $0) }
        }

        func deleteContact(request: ContactList.DeleteContact.Request) {
            deletedNumbers.append(request.number)
        }
    }

    final class ContactListRoutingLogicSpy: ContactListRoutingLogic {
        var routeToShowContactCalled = false
        var routeToAddContactCalled = false

        func routeToShowContact() throws {
            routeToShowContactCalled = true
        }

        func routeToAddContact() throws {
            routeToAddContactCalled = true
        }
    }

    typealias DisplayedContact = ContactList.FetchContacts.ViewModel.DisplayedContact

    let interactor = ContactListBusinessLogicSpy()
    let router = ContactListRoutingLogicSpy()
    let twoContacts = ContactList.FetchContacts.ViewModel(
        displayedContacts: [
            DisplayedContact(name: "Ada Lovelace", phone: "555-030-1815"),
            DisplayedContact(name: "Alan Turing", phone: "555-020-1912"),
        ],
        message: nil, error: nil)

    /// The ViewController, shown by a harness so that its actions run as the shell runs them.
    func makeSUT() throws -> (ContactListViewController, NavigatorHarness) {
        let sut = ContactListViewController()
        sut.interactor = interactor
        sut.router = router
        interactor.viewController = sut
        return (sut, try NavigatorHarness(showing: sut))
    }

    @Test func viewWillAppearAsksForTheContacts() throws {
        // Given / When
        let (sut, _) = try makeSUT()
        sut.viewWillAppear()
        // Then: once when shown, once more when it appears again
        #expect(interactor.fetchContactsCalls == 2)
    }

    @Test func displayContactsShowsThemNumberedWithTheMessageAndTheError() throws {
        // Given
        let (sut, _) = try makeSUT()
        // When
        sut.displayContacts(
            viewModel: ContactList.FetchContacts.ViewModel(
                displayedContacts: twoContacts.displayedContacts, message: "added Ada Lovelace", error: "disk full"))
        // Then
        #expect(
            sut.screen
                == Screen([
                    // The phone numbers in a column, under the longest name's.
                    .item(number: 1, "Ada Lovelace  555-030-1815"), .item(number: 2, "Alan Turing   555-020-1912"),
                    .success("added Ada Lovelace"), .error("disk full"),
                ]))
    }

    @Test func anEmptyListSaysHowToAddOne() throws {
        let (sut, _) = try makeSUT()
        sut.displayContacts(
            viewModel: ContactList.FetchContacts.ViewModel(displayedContacts: [], message: nil, error: nil))
        #expect(sut.screen == Screen([.placeholder("no contacts yet; type 'add'")]))
    }

    /// Before the contacts were read, the list claims none: there may be some.
    @Test func aListNotReadYetSaysNothingOfWhatItHolds() throws {
        let (sut, _) = try makeSUT()
        #expect(sut.screen == Screen([]))
    }

    @Test func selectAsksTheInteractorThenTheRouterToShowTheContact() throws {
        // Given
        let (sut, harness) = try makeSUT()
        sut.displayContacts(viewModel: twoContacts)
        // When
        try harness.perform("select", "2")
        // Then
        #expect(interactor.selectedNumbers == [2])
        #expect(router.routeToShowContactCalled)
    }

    @Test func selectThatThePresenterRefusesShowsWhyAndGoesNowhere() throws {
        // Given
        let (sut, harness) = try makeSUT()
        sut.displayContacts(viewModel: twoContacts)
        interactor.selectionViewModel = ContactList.SelectContact.ViewModel(error: "Alan Turing is no longer here")
        // When
        try harness.perform("select", "2")
        // Then
        #expect(!router.routeToShowContactCalled)
        #expect(sut.screen.lines.last == .error("Alan Turing is no longer here"))
        #expect(sut.displayed.displayedContacts == twoContacts.displayedContacts, "the list stays")
    }

    @Test func selectOfANumberOffTheListAsksNobody() throws {
        // Given
        let (sut, harness) = try makeSUT()
        sut.displayContacts(viewModel: twoContacts)
        // When / Then
        #expect(throws: ActionError.outOfRange(action: "select", name: "NUMBER", value: "3", range: 1...2)) {
            try harness.perform("select", "3")
        }
        #expect(interactor.selectedNumbers.isEmpty)
        #expect(!router.routeToShowContactCalled)
    }

    @Test func addAsksTheRouterToAddAContact() throws {
        // Given
        let (_, harness) = try makeSUT()
        // When
        try harness.perform("add")
        // Then
        #expect(router.routeToAddContactCalled)
    }

    @Test func deleteAsksTheInteractorWithTheNumberTyped() throws {
        // Given
        let (sut, harness) = try makeSUT()
        sut.displayContacts(viewModel: twoContacts)
        // When
        try harness.perform("delete", "1")
        // Then
        #expect(interactor.deletedNumbers == [1])
    }
}
