import SceneRuntime
import SceneTesting
import Testing

@testable import ShowContact

/// The ViewController asks its Interactor for the contact when it loads and whenever it appears, shows what the
/// Presenter gives it, and asks its Router to edit.
@Suite struct ShowContactViewControllerTests {
    final class ShowContactBusinessLogicSpy: ShowContactBusinessLogic {
        var getContactCalls = 0

        func getContact(request: ShowContact.GetContact.Request) {
            getContactCalls += 1
        }
    }

    final class ShowContactRoutingLogicSpy: ShowContactRoutingLogic {
        var routeToEditContactCalled = false

        func routeToEditContact() throws {
            routeToEditContactCalled = true
        }
    }

    let interactor = ShowContactBusinessLogicSpy()
    let router = ShowContactRoutingLogicSpy()

    func makeSUT() -> ShowContactViewController {
        let sut = ShowContactViewController()
        sut.interactor = interactor
        sut.router = router
        return sut
    }

    @Test func viewWillAppearAsksForTheContactEachTime() {
        // Given
        let sut = makeSUT()
        // When
        sut.viewWillAppear()
        sut.viewWillAppear()
        // Then: an edit made meanwhile shows at once
        #expect(interactor.getContactCalls == 2)
    }

    @Test func viewDidLoadAsksForTheContact() {
        // Given
        let sut = makeSUT()
        // When
        sut.viewDidLoad()
        // Then: a pane not focused shows the contact before it ever appears
        #expect(interactor.getContactCalls == 1)
    }

    @Test func displayContactShowsTheNameAndTheFields() {
        // Given
        let sut = makeSUT()
        // When
        sut.displayContact(
            viewModel: ShowContact.GetContact.ViewModel(
                name: "Ada Lovelace", fields: [.init(label: "Phone", value: "555-030-1815")]))
        // Then
        #expect(sut.screen == Screen([.heading("Ada Lovelace"), .field(label: "Phone", value: "555-030-1815")]))
    }

    @Test func withNoneSelectedItSaysToSelectOneAndOffersNoEdit() throws {
        // Given
        let sut = makeSUT()
        let harness = try NavigatorHarness(showing: sut)
        // When
        sut.displayContact(
            viewModel: ShowContact.GetContact.ViewModel(name: "", fields: [], hint: "select a contact in the list"))
        // Then: no heading, the hint; edit neither offered nor run
        #expect(sut.screen == Screen([.placeholder("select a contact in the list")]))
        #expect(harness.navigator.topScene?.availableActions.isEmpty == true)
        #expect(sut.availability(ofAction: "edit") == .unavailable(reason: "no contact is selected"))
        #expect(throws: ActionError.self) { try harness.perform("edit") }
        #expect(!router.routeToEditContactCalled)
    }

    @Test func editAsksTheRouterToEditTheContact() throws {
        // Given
        let sut = makeSUT()
        let harness = try NavigatorHarness(showing: sut)
        sut.displayContact(
            viewModel: ShowContact.GetContact.ViewModel(
                name: "Ada Lovelace", fields: [.init(label: "Phone", value: "555-030-1815")]))
        // When
        try harness.perform("edit")
        // Then
        #expect(router.routeToEditContactCalled)
    }
}
