import ContactsDomain
import SceneStore
import Testing

@testable import ContactEditor

@Suite struct ContactEditorPresenterTests {
    final class ContactEditorDisplayLogicSpy: ContactEditorDisplayLogic {
        var displayFormCalled = false
        var viewModel: ContactEditor.ViewModel?

        func displayForm(viewModel: ContactEditor.ViewModel) {
            displayFormCalled = true
            self.viewModel = viewModel
        }
    }

    typealias Field = ContactEditor.ViewModel.Field

    static let newContactHint = "type 'first Ada', 'phone 555-0100', ... then 'save'; 'dismiss' to give up"
    static let changeHint = "change fields with 'first', 'last', 'phone', 'email', then 'save'; 'back' to give up"
    /// The purpose of the form of ada lovelace, the third sample.
    static let changeAda = ContactEditor.Purpose.changeContact(id: 3)

    let form = ContactForm(firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "")

    func makeSUT() -> (ContactEditorPresenter, ContactEditorDisplayLogicSpy) {
        let sut = ContactEditorPresenter()
        let spy = ContactEditorDisplayLogicSpy()
        sut.viewController = spy
        return (sut, spy)
    }

    // MARK: a new contact: presentForm

    @Test func presentFormLabelsTheFieldsShowsNamesAsTheListDoesAndMarksEmptyOnesWithADash() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentForm(response: ContactEditor.EditField.Response(purpose: .newContact, form: ContactForm(firstName: "ada", phone: "555-0100")))
        // Then
        #expect(spy.displayFormCalled)
        #expect(
            spy.viewModel
                == ContactEditor.ViewModel(
                    fields: [
                        Field(label: "First name", value: "Ada"),
                        Field(label: "Last name", value: "-"),
                        Field(label: "Phone", value: "555-0100"),
                        Field(label: "Email", value: "-"),
                    ],
                    errors: [], hint: Self.newContactHint, saved: false))
    }

    // MARK: a new contact: presentSave

    @Test func presentSaveOfASavedContactShowsNoErrors() {
        // Given
        let (sut, spy) = makeSUT()
        let form = ContactForm(firstName: "Ada", lastName: "Lovelace", phone: "555-0100", email: "ada@example.com")
        let saved = Contact(id: 4, firstName: "Ada", lastName: "Lovelace", phone: "555-0100", email: "ada@example.com")
        // When
        sut.presentSave(
            response: ContactEditor.SaveContact.Response(purpose: .newContact, form: form, problems: [], storageProblem: nil, saved: saved))
        // Then
        #expect(
            spy.viewModel
                == ContactEditor.ViewModel(
                    fields: [
                        Field(label: "First name", value: "Ada"),
                        Field(label: "Last name", value: "Lovelace"),
                        Field(label: "Phone", value: "555-0100"),
                        Field(label: "Email", value: "ada@example.com"),
                    ],
                    errors: [], hint: Self.newContactHint, saved: true))
    }

    @Test func presentSaveWordsEveryValidationProblemInFieldOrder() {
        // Given
        let (sut, spy) = makeSUT()
        let form = ContactForm(phone: "call me", email: "ada@engine")
        // When
        sut.presentSave(
            response: ContactEditor.SaveContact.Response(
                purpose: .newContact, form: form, problems: [(.firstName, .required), (.phone, .invalidPhone), (.email, .invalidEmail)],
                storageProblem: nil, saved: nil))
        // Then
        #expect(
            spy.viewModel?.errors == [
                "first name is required",
                "phone may hold only digits, spaces and + - ( ), at least 3 digits",
                "email must look like name@example.com",
            ])
        #expect(spy.viewModel?.saved == false)
        #expect(spy.viewModel?.fields.map(\.value) == ["-", "-", "call me", "ada@engine"])
    }

    @Test func presentSaveOfANewContactWordsAMissingPhone() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentSave(
            response: ContactEditor.SaveContact.Response(
                purpose: .newContact, form: ContactForm(firstName: "Ada"), problems: [(.phone, .required)], storageProblem: nil, saved: nil))
        // Then
        #expect(spy.viewModel?.errors == ["phone is required"])
    }

    @Test func presentSaveOfANewContactShowsTheStorageProblem() {
        // Given
        let (sut, spy) = makeSUT()
        let problem = ContactsError.storage(.unwritable(file: "contacts.json", reason: "cannot create /data"))
        // When
        sut.presentSave(
            response: ContactEditor.SaveContact.Response(
                purpose: .newContact, form: ContactForm(firstName: "Ada", phone: "555-0100"), problems: [], storageProblem: problem,
                saved: nil))
        // Then
        #expect(spy.viewModel?.errors == ["contacts.json could not be saved: cannot create /data"])
        #expect(spy.viewModel?.saved == false)
    }

    // MARK: a change: presentForm

    @Test func presentFormShowsTheNamesAsTheListDoesTheRestAsStoredAndMarksEmptyOnesWithADash() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentForm(response: ContactEditor.EditField.Response(purpose: Self.changeAda, form: form))
        // Then
        #expect(spy.displayFormCalled)
        #expect(
            spy.viewModel
                == ContactEditor.ViewModel(
                    fields: [
                        Field(label: "First name", value: "Ada"),
                        Field(label: "Last name", value: "Lovelace"),
                        Field(label: "Phone", value: "555-030-1815"),
                        Field(label: "Email", value: "-"),
                    ],
                    errors: [], hint: Self.changeHint, saved: false))
    }

    // MARK: a change: presentSave

    @Test func presentSaveOfASavedChangeShowsNoErrors() {
        // Given
        let (sut, spy) = makeSUT()
        let saved = Contact(id: 3, firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "")
        // When
        sut.presentSave(
            response: ContactEditor.SaveContact.Response(purpose: Self.changeAda, form: form, problems: [], storageProblem: nil, saved: saved))
        // Then
        #expect(spy.viewModel?.errors == [])
        #expect(spy.viewModel?.saved == true)
        #expect(spy.viewModel?.fields.map(\.value) == ["Ada", "Lovelace", "555-030-1815", "-"])
    }

    @Test func presentSaveWordsEveryValidationProblem() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentSave(
            response: ContactEditor.SaveContact.Response(
                purpose: Self.changeAda, form: ContactForm(phone: "12", email: "ada"),
                problems: [(.firstName, .required), (.phone, .invalidPhone), (.email, .invalidEmail)],
                storageProblem: nil, saved: nil))
        // Then
        #expect(
            spy.viewModel
                == ContactEditor.ViewModel(
                    fields: [
                        Field(label: "First name", value: "-"),
                        Field(label: "Last name", value: "-"),
                        Field(label: "Phone", value: "12"),
                        Field(label: "Email", value: "ada"),
                    ],
                    errors: [
                        "first name is required",
                        "phone may hold only digits, spaces and + - ( ), at least 3 digits",
                        "email must look like name@example.com",
                    ],
                    hint: Self.changeHint, saved: false))
    }

    @Test func presentSaveOfAChangeWordsAMissingPhone() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentSave(
            response: ContactEditor.SaveContact.Response(
                purpose: Self.changeAda, form: ContactForm(firstName: "ada"), problems: [(.phone, .required)], storageProblem: nil, saved: nil))
        // Then
        #expect(spy.viewModel?.errors == ["phone is required"])
    }

    @Test func presentSaveOfAChangeShowsTheStorageProblem() {
        // Given
        let (sut, spy) = makeSUT()
        let problem = ContactsError.storage(.unwritable(file: "contacts.json", reason: "cannot create /data"))
        // When
        sut.presentSave(
            response: ContactEditor.SaveContact.Response(purpose: Self.changeAda, form: form, problems: [], storageProblem: problem, saved: nil))
        // Then
        #expect(spy.viewModel?.errors == ["contacts.json could not be saved: cannot create /data"])
        #expect(spy.viewModel?.saved == false)
    }

    @Test(arguments: [
        (ContactsError.noContact, "there is no contact to edit"),
        (
            ContactsError.gone(Contact(id: 3, firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "")),
            "Ada Lovelace is no longer in the contacts book"
        ),
        (
            ContactsError.storage(.busy(file: "contacts.json", seconds: 5)),
            "data directory busy: contacts.json was not changed, as another process kept the data directory locked for 5 s; try again"
        ),
    ])
    func presentSaveWordsWhyTheContactCouldNotBeSaved(problem: ContactsError, message: String) {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentSave(
            response: ContactEditor.SaveContact.Response(
                purpose: Self.changeAda, form: form, problems: [], storageProblem: problem, saved: nil))
        // Then
        #expect(spy.viewModel?.errors == [message])
    }

    // MARK: the purpose

    @Test func theHintSaysHowToGiveUpAsEachPurposeIsShown() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentForm(response: ContactEditor.EditField.Response(purpose: .newContact, form: form))
        let newContact = spy.viewModel?.hint
        sut.presentForm(response: ContactEditor.EditField.Response(purpose: Self.changeAda, form: form))
        let change = spy.viewModel?.hint
        // Then: a new contact is dismissed, a change is left with back
        #expect(newContact == Self.newContactHint)
        #expect(change == Self.changeHint)
    }

    @Test func leaveQuestionNamesTheNewContactOrTheContactChanged() {
        #expect(
            ContactEditorPresenter.leaveQuestion(for: .newContact(ContactForm(firstName: "mary ann", lastName: "van der berg")))
                == "Discard the new contact Mary Ann Van Der Berg?")
        #expect(ContactEditorPresenter.leaveQuestion(for: .newContact(ContactForm(phone: "555"))) == "Discard the new contact?")
        #expect(
            ContactEditorPresenter.leaveQuestion(
                for: .changes(to: Contact(id: 3, firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "")))
                == "Discard the changes to Ada Lovelace?")
    }

    // MARK: memory

    @Test func presenterHoldsTheViewControllerWeakly() {
        // Given
        let sut = ContactEditorPresenter()
        var spy: ContactEditorDisplayLogicSpy? = ContactEditorDisplayLogicSpy()
        weak let weakSpy = spy
        sut.viewController = spy
        // When
        spy = nil
        // Then
        #expect(weakSpy == nil)
        #expect(sut.viewController == nil)
        sut.presentForm(response: ContactEditor.EditField.Response(purpose: Self.changeAda, form: form))
    }
}
