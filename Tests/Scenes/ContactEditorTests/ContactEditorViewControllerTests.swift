import ContactsDomain
import SceneRuntime
import SceneTesting
import Testing

@testable import ContactEditor

/// The ViewController asks its Interactor to start editing when it loads, sends every field typed
/// and `save` to it, leaves through its Router only once the Presenter says the contact is saved,
/// asks before it is left while the Interactor holds something not saved, and shows what the
/// Presenter gives it.
@Suite struct ContactEditorViewControllerTests {
    final class ContactEditorBusinessLogicSpy: ContactEditorBusinessLogic {
        var startEditingCalled = false
        var edits: [(field: ContactForm.Field, value: String)] = []
        var saveContactCalled = false
        var unsavedChanges: ContactEditor.UnsavedChanges?
        /// Whether the Presenter would say the contact is saved.
        var saves = true
        weak var viewController: (any ContactEditorDisplayLogic)?

        func startEditing(request: ContactEditor.StartEditing.Request) {
            startEditingCalled = true
        }

        func editField(request: ContactEditor.EditField.Request) {
            edits.append((request.field, request.value))
        }

        func saveContact(request: ContactEditor.SaveContact.Request) {
            saveContactCalled = true
            viewController?.displayForm(
                viewModel: ContactEditor.ViewModel(
                    fields: [], errors: saves ? [] : ["phone is required"], hint: "", saved: saves))
        }
    }

    final class ContactEditorRoutingLogicSpy: ContactEditorRoutingLogic {
        var routeToSaveCalled = false

        func routeToSave() throws {
            routeToSaveCalled = true
        }
    }

    let interactor = ContactEditorBusinessLogicSpy()
    let router = ContactEditorRoutingLogicSpy()

    /// The ViewController, shown by a harness so that its actions run as the shell runs them.
    func makeSUT() throws -> (ContactEditorViewController, NavigatorHarness) {
        let sut = ContactEditorViewController()
        sut.interactor = interactor
        sut.router = router
        interactor.viewController = sut
        return (sut, try NavigatorHarness(showing: sut))
    }

    @Test func viewDidLoadAsksToStartEditing() throws {
        // Given / When
        _ = try makeSUT()
        // Then
        #expect(interactor.startEditingCalled)
    }

    @Test func eachFieldActionSendsItsFieldAndTheWholeValue() throws {
        // Given
        let (_, harness) = try makeSUT()
        // When
        try harness.perform("first", "Mary", "Ann")
        try harness.perform("last", "Lovelace")
        try harness.perform("phone", "555", "0100")
        try harness.perform("email", "ada@example.com")
        try harness.perform("first")
        // Then
        #expect(interactor.edits.map(\.field) == [.firstName, .lastName, .phone, .email, .firstName])
        #expect(interactor.edits.map(\.value) == ["Mary Ann", "Lovelace", "555 0100", "ada@example.com", ""])
    }

    @Test func saveAsksTheInteractorThenTheRouterToLeave() throws {
        // Given
        let (_, harness) = try makeSUT()
        // When
        try harness.perform("save")
        // Then
        #expect(interactor.saveContactCalled)
        #expect(router.routeToSaveCalled)
    }

    @Test func aSaveThatThePresenterRefusesStaysAndShowsWhy() throws {
        // Given
        let (sut, harness) = try makeSUT()
        interactor.saves = false
        // When
        try harness.perform("save")
        // Then
        #expect(!router.routeToSaveCalled)
        #expect(sut.screen.lines.contains(.error("phone is required")))
    }

    @Test func displayFormShowsTheFieldsTheErrorsAndTheHint() throws {
        // Given
        let (sut, _) = try makeSUT()
        // When
        sut.displayForm(
            viewModel: ContactEditor.ViewModel(
                fields: [.init(label: "First name", value: "Ada"), .init(label: "Phone", value: "-")],
                errors: ["phone is required"], hint: "type 'save'", saved: false))
        // Then
        #expect(
            sut.screen
                == Screen([
                    .field(label: "First name", value: "Ada"), .field(label: "Phone", value: "-"),
                    .error("phone is required"), .placeholder("type 'save'"),
                ]))
    }

    @Test func itAsksBeforeItIsLeftOnlyWhileSomethingIsNotSaved() throws {
        // Given
        let (sut, _) = try makeSUT()
        let request = LeaveRequest(kind: .back, destination: "ShowContact")
        // When / Then
        #expect(sut.reasonToStay(request) == nil)
        interactor.unsavedChanges = .newContact(ContactForm(firstName: "ada"))
        #expect(sut.reasonToStay(request) == "Discard the new contact Ada?")
    }
}
