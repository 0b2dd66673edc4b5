import ContactsDomain
import Testing

@testable import EditContact

@Suite @MainActor struct EditContactPresenterTests {
    final class EditContactDisplayLogicSpy: EditContactDisplayLogic {
        var displayFormCalled = false
        var viewModel: EditContact.ViewModel?

        func displayForm(viewModel: EditContact.ViewModel) {
            displayFormCalled = true
            self.viewModel = viewModel
        }
    }

    typealias Field = EditContact.ViewModel.Field

    let form = ContactForm(firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "")

    func makeSUT() -> (EditContactPresenter, EditContactDisplayLogicSpy) {
        let sut = EditContactPresenter()
        let spy = EditContactDisplayLogicSpy()
        sut.viewController = spy
        return (sut, spy)
    }

    // MARK: presentForm

    @Test func presentFormShowsTheValuesAsTypedAndMarksEmptyOnesWithADash() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentForm(response: EditContact.EditField.Response(form: form))
        // Then
        #expect(spy.displayFormCalled)
        #expect(
            spy.viewModel
                == EditContact.ViewModel(
                    fields: [
                        Field(label: "First name", value: "ada"),
                        Field(label: "Last name", value: "lovelace"),
                        Field(label: "Phone", value: "555-030-1815"),
                        Field(label: "Email", value: "-"),
                    ],
                    errors: [], saved: false))
    }

    // MARK: presentSave

    @Test func presentSaveOfASavedChangeShowsNoErrors() {
        // Given
        let (sut, spy) = makeSUT()
        let saved = Contact(id: 3, firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "")
        // When
        sut.presentSave(
            response: EditContact.SaveContact.Response(form: form, problems: [], storageProblem: nil, saved: saved))
        // Then
        #expect(spy.viewModel?.errors == [])
        #expect(spy.viewModel?.saved == true)
        #expect(spy.viewModel?.fields.map(\.value) == ["ada", "lovelace", "555-030-1815", "-"])
    }

    @Test func presentSaveWordsEveryValidationProblem() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentSave(
            response: EditContact.SaveContact.Response(
                form: ContactForm(phone: "12", email: "ada"),
                problems: [(.firstName, .required), (.phone, .invalidPhone), (.email, .invalidEmail)],
                storageProblem: nil, saved: nil))
        // Then
        #expect(
            spy.viewModel
                == EditContact.ViewModel(
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
                    saved: false))
    }

    @Test func presentSaveWordsAMissingPhone() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentSave(
            response: EditContact.SaveContact.Response(
                form: ContactForm(firstName: "ada"), problems: [(.phone, .required)], storageProblem: nil, saved: nil))
        // Then
        #expect(spy.viewModel?.errors == ["phone is required"])
    }

    @Test func presentSaveShowsTheStorageProblem() {
        // Given
        let (sut, spy) = makeSUT()
        let problem = "contacts.json could not be saved: cannot create /data"
        // When
        sut.presentSave(
            response: EditContact.SaveContact.Response(form: form, problems: [], storageProblem: problem, saved: nil))
        // Then
        #expect(spy.viewModel?.errors == [problem])
        #expect(spy.viewModel?.saved == false)
    }

    // MARK: memory

    @Test func presenterHoldsTheViewControllerWeakly() {
        // Given
        let sut = EditContactPresenter()
        var spy: EditContactDisplayLogicSpy? = EditContactDisplayLogicSpy()
        weak let weakSpy = spy
        sut.viewController = spy
        // When
        spy = nil
        // Then
        #expect(weakSpy == nil)
        #expect(sut.viewController == nil)
        sut.presentForm(response: EditContact.EditField.Response(form: form))
    }
}
