import ContactsDomain
import Testing

@testable import AddContact

@Suite @MainActor struct AddContactPresenterTests {
    final class AddContactDisplayLogicSpy: AddContactDisplayLogic {
        var displayFormCalled = false
        var viewModel: AddContact.ViewModel?

        func displayForm(viewModel: AddContact.ViewModel) {
            displayFormCalled = true
            self.viewModel = viewModel
        }
    }

    typealias Field = AddContact.ViewModel.Field

    func makeSUT() -> (AddContactPresenter, AddContactDisplayLogicSpy) {
        let sut = AddContactPresenter()
        let spy = AddContactDisplayLogicSpy()
        sut.viewController = spy
        return (sut, spy)
    }

    // MARK: presentForm

    @Test func presentFormLabelsTheFieldsAndMarksEmptyOnesWithADash() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentForm(response: AddContact.EditField.Response(form: ContactForm(firstName: "ada", phone: "555-0100")))
        // Then
        #expect(spy.displayFormCalled)
        #expect(
            spy.viewModel
                == AddContact.ViewModel(
                    fields: [
                        Field(label: "First name", value: "ada"),
                        Field(label: "Last name", value: "-"),
                        Field(label: "Phone", value: "555-0100"),
                        Field(label: "Email", value: "-"),
                    ],
                    errors: [], saved: false))
    }

    // MARK: presentSave

    @Test func presentSaveOfASavedContactShowsNoErrors() {
        // Given
        let (sut, spy) = makeSUT()
        let form = ContactForm(firstName: "Ada", lastName: "Lovelace", phone: "555-0100", email: "ada@example.com")
        let saved = Contact(id: 4, firstName: "Ada", lastName: "Lovelace", phone: "555-0100", email: "ada@example.com")
        // When
        sut.presentSave(
            response: AddContact.SaveContact.Response(form: form, problems: [], storageProblem: nil, saved: saved))
        // Then
        #expect(
            spy.viewModel
                == AddContact.ViewModel(
                    fields: [
                        Field(label: "First name", value: "Ada"),
                        Field(label: "Last name", value: "Lovelace"),
                        Field(label: "Phone", value: "555-0100"),
                        Field(label: "Email", value: "ada@example.com"),
                    ],
                    errors: [], saved: true))
    }

    @Test func presentSaveWordsEveryValidationProblemInFieldOrder() {
        // Given
        let (sut, spy) = makeSUT()
        let form = ContactForm(phone: "call me", email: "ada@engine")
        // When
        sut.presentSave(
            response: AddContact.SaveContact.Response(
                form: form, problems: [(.firstName, .required), (.phone, .invalidPhone), (.email, .invalidEmail)],
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

    @Test func presentSaveWordsAMissingPhone() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentSave(
            response: AddContact.SaveContact.Response(
                form: ContactForm(firstName: "Ada"), problems: [(.phone, .required)], storageProblem: nil, saved: nil))
        // Then
        #expect(spy.viewModel?.errors == ["phone is required"])
    }

    @Test func presentSaveShowsTheStorageProblem() {
        // Given
        let (sut, spy) = makeSUT()
        let problem = "contacts.json could not be saved: cannot create /data"
        // When
        sut.presentSave(
            response: AddContact.SaveContact.Response(
                form: ContactForm(firstName: "Ada", phone: "555-0100"), problems: [], storageProblem: problem,
                saved: nil))
        // Then
        #expect(spy.viewModel?.errors == [problem])
        #expect(spy.viewModel?.saved == false)
    }

    // MARK: memory

    @Test func presenterHoldsTheViewControllerWeakly() {
        // Given
        let sut = AddContactPresenter()
        var spy: AddContactDisplayLogicSpy? = AddContactDisplayLogicSpy()
        weak let weakSpy = spy
        sut.viewController = spy
        // When
        spy = nil
        // Then
        #expect(weakSpy == nil)
        #expect(sut.viewController == nil)
        sut.presentForm(response: AddContact.EditField.Response(form: ContactForm()))
    }
}
