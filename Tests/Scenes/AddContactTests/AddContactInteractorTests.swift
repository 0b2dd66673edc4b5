import ContactsDomain
import DomainSupport
import SceneTesting
import Testing

@testable import AddContact

@Suite @MainActor struct AddContactInteractorTests {
    final class AddContactPresentationLogicSpy: AddContactPresentationLogic {
        var presentFormCalled = false
        var presentSaveCalled = false
        var formResponse: AddContact.EditField.Response?
        var saveResponse: AddContact.SaveContact.Response?

        func presentForm(response: AddContact.EditField.Response) {
            presentFormCalled = true
            formResponse = response
        }

        func presentSave(response: AddContact.SaveContact.Response) {
            presentSaveCalled = true
            saveResponse = response
        }
    }

    func makeSUT(dataDirectory: TemporaryDataDirectory) -> (AddContactInteractor, AddContactPresentationLogicSpy) {
        let sut = AddContactInteractor(worker: ContactsWorker(dataDirectory: dataDirectory.path))
        let spy = AddContactPresentationLogicSpy()
        sut.presenter = spy
        return (sut, spy)
    }

    func fill(_ sut: AddContactInteractor, _ form: ContactForm) {
        for field in ContactForm.Field.allCases {
            sut.editField(request: AddContact.EditField.Request(field: field, value: form[field]))
        }
    }

    // MARK: editField

    @Test func editFieldSetsTheFieldAndPresentsTheForm() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.editField(request: AddContact.EditField.Request(field: .firstName, value: "Ada"))
        sut.editField(request: AddContact.EditField.Request(field: .phone, value: "555-0100"))
        // Then
        #expect(spy.presentFormCalled)
        #expect(spy.formResponse?.form == ContactForm(firstName: "Ada", phone: "555-0100"))
        #expect(sut.form == ContactForm(firstName: "Ada", phone: "555-0100"))
        #expect(!spy.presentSaveCalled)
    }

    @Test func editFieldReplacesWhatTheFieldHeld() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        sut.editField(request: AddContact.EditField.Request(field: .lastName, value: "Byron"))
        // When
        sut.editField(request: AddContact.EditField.Request(field: .lastName, value: "Lovelace"))
        // Then
        #expect(spy.formResponse?.form.lastName == "Lovelace")
    }

    @Test func editFieldDoesNotSaveAnything() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, _) = makeSUT(dataDirectory: directory)
        // When
        fill(sut, ContactForm(firstName: "Ada", phone: "555-0100"))
        // Then
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts() == ContactsWorker.samples)
        #expect(sut.savedContact == nil)
    }

    // MARK: saveContact

    @Test func saveContactAddsTheContactTrimmedWithTheNextID() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        fill(sut, ContactForm(firstName: " ada ", lastName: "lovelace", phone: "555-0100 ", email: "ada@example.com"))
        // When
        sut.saveContact(request: AddContact.SaveContact.Request())
        // Then
        let expected = Contact(id: 4, firstName: "ada", lastName: "lovelace", phone: "555-0100", email: "ada@example.com")
        #expect(spy.presentSaveCalled)
        let response = try #require(spy.saveResponse)
        #expect(response.saved == expected)
        #expect(response.problems.isEmpty)
        #expect(response.storageProblem == nil)
        #expect(sut.savedContact == expected)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts() == ContactsWorker.samples + [expected])
    }

    @Test func saveContactOfAnEmptyFormReportsTheRequiredFieldsAndSavesNothing() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.saveContact(request: AddContact.SaveContact.Request())
        // Then
        let response = try #require(spy.saveResponse)
        #expect(response.problems.map(\.field) == [.firstName, .phone])
        #expect(response.problems.map(\.problem) == [.required, .required])
        #expect(response.saved == nil)
        #expect(response.storageProblem == nil)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts() == ContactsWorker.samples)
    }

    @Test func saveContactReportsABlankFirstNameAsMissing() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        fill(sut, ContactForm(firstName: "   ", phone: "555-0100"))
        // When
        sut.saveContact(request: AddContact.SaveContact.Request())
        // Then
        #expect(spy.saveResponse?.problems.map(\.field) == [.firstName])
        #expect(spy.saveResponse?.problems.map(\.problem) == [.required])
        #expect(spy.saveResponse?.saved == nil)
    }

    @Test func saveContactReportsAnInvalidPhoneAndEmail() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        fill(sut, ContactForm(firstName: "Ada", phone: "call me", email: "ada@engine"))
        // When
        sut.saveContact(request: AddContact.SaveContact.Request())
        // Then
        let response = try #require(spy.saveResponse)
        #expect(response.problems.map(\.field) == [.phone, .email])
        #expect(response.problems.map(\.problem) == [.invalidPhone, .invalidEmail])
        #expect(response.form == ContactForm(firstName: "Ada", phone: "call me", email: "ada@engine"))
        #expect(response.saved == nil)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts().count == 3)
    }

    @Test func saveContactReportsABookThatCannotBeSaved() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        fill(sut, ContactForm(firstName: "Ada", phone: "555-0100"))
        try directory.block()
        // When
        sut.saveContact(request: AddContact.SaveContact.Request())
        // Then
        let response = try #require(spy.saveResponse)
        #expect(response.storageProblem == "contacts.json could not be saved: cannot create \(directory.path): a file is in the way")
        #expect(response.problems.isEmpty)
        #expect(response.saved == nil)
        #expect(sut.savedContact == nil)
    }

    @Test func saveContactOverACorruptFileReportsItKeepsItAsideAndStartsANewBook() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        try directory.write("[{\"id\": \"one\"}]", to: "contacts.json")
        let (sut, spy) = makeSUT(dataDirectory: directory)
        fill(sut, ContactForm(firstName: "Ada", phone: "555-0100"))
        // When
        sut.saveContact(request: AddContact.SaveContact.Request())
        // Then the problem is said, and nothing saved until the user saves again
        #expect(spy.saveResponse?.saved == nil)
        #expect(
            spy.saveResponse?.storageProblem
                == "contacts.json could not be read (expected Int at [0].id); it was kept as contacts.json.corrupt-1 and a new one was started")
        #expect(try directory.contents(of: "contacts.json.corrupt-1") == "[{\"id\": \"one\"}]")
        sut.saveContact(request: AddContact.SaveContact.Request())
        let expected = Contact(id: 1, firstName: "Ada", lastName: "", phone: "555-0100", email: "")
        #expect(spy.saveResponse?.saved == expected)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts() == [expected])
    }

    @Test func saveContactWithProblemsAfterASaveDoesNotReportTheEarlierContactAsSaved() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        fill(sut, ContactForm(firstName: "Ada", phone: "555-0100"))
        sut.saveContact(request: AddContact.SaveContact.Request())
        sut.editField(request: AddContact.EditField.Request(field: .firstName, value: ""))
        // When
        sut.saveContact(request: AddContact.SaveContact.Request())
        // Then
        let response = try #require(spy.saveResponse)
        #expect(response.problems.map(\.field) == [.firstName])
        #expect(response.saved == nil)
    }
}
