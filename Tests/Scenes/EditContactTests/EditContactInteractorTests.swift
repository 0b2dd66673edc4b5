import ContactsDomain
import DomainSupport
import SceneTesting
import Testing

@testable import EditContact

@Suite @MainActor struct EditContactInteractorTests {
    final class EditContactPresentationLogicSpy: EditContactPresentationLogic {
        var presentFormCalled = false
        var presentSaveCalled = false
        var formResponse: EditContact.EditField.Response?
        var saveResponse: EditContact.SaveContact.Response?

        func presentForm(response: EditContact.EditField.Response) {
            presentFormCalled = true
            formResponse = response
        }

        func presentSave(response: EditContact.SaveContact.Response) {
            presentSaveCalled = true
            saveResponse = response
        }
    }

    /// ada lovelace, one of the samples of a new data directory.
    let ada = ContactsWorker.samples[2]

    func makeSUT(
        dataDirectory: TemporaryDataDirectory, editing contact: Contact?
    ) -> (EditContactInteractor, EditContactPresentationLogicSpy) {
        let sut = EditContactInteractor(worker: ContactsWorker(dataDirectory: dataDirectory.path))
        let spy = EditContactPresentationLogicSpy()
        sut.presenter = spy
        // The scene's input; an id no contact has stands for a contact gone meanwhile.
        sut.contactID = contact?.id ?? 999
        sut.startEditing(request: EditContact.StartEditing.Request())
        return (sut, spy)
    }

    func edit(_ sut: EditContactInteractor, _ field: ContactForm.Field, _ value: String) {
        sut.editField(request: EditContact.EditField.Request(field: field, value: value))
    }

    // MARK: startEditing

    @Test func startEditingPresentsTheContactAsAForm() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let sut = EditContactInteractor(worker: ContactsWorker(dataDirectory: directory.path))
        let spy = EditContactPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = ada.id
        // When
        sut.startEditing(request: EditContact.StartEditing.Request())
        // Then
        let form = ContactForm(
            firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "ada@engine.example")
        #expect(spy.presentFormCalled)
        #expect(spy.formResponse?.form == form)
        #expect(sut.form == form)
    }

    @Test func startEditingWithoutAContactPresentsAnEmptyFormThatSaysSo() throws {
        // Given an id no contact has
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let sut = EditContactInteractor(worker: ContactsWorker(dataDirectory: directory.path))
        let spy = EditContactPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = 999
        // When
        sut.startEditing(request: EditContact.StartEditing.Request())
        // Then
        #expect(spy.presentSaveCalled)
        #expect(spy.saveResponse?.form == ContactForm())
        #expect(spy.saveResponse?.storageProblem == "there is no contact to edit")
    }

    // MARK: editField

    @Test func editFieldChangesOnlyThatFieldAndSavesNothing() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: ada)
        // When
        edit(sut, .email, "ada@example.com")
        // Then
        #expect(
            spy.formResponse?.form
                == ContactForm(firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "ada@example.com"))
        #expect(!spy.presentSaveCalled)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts() == ContactsWorker.samples)
    }

    // MARK: saveContact

    @Test func saveContactUpdatesTheContactInTheBook() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: ada)
        edit(sut, .firstName, "Augusta Ada")
        edit(sut, .email, "")
        // When
        sut.saveContact(request: EditContact.SaveContact.Request())
        // Then
        let changed = Contact(id: 3, firstName: "Augusta Ada", lastName: "lovelace", phone: "555-030-1815", email: "")
        #expect(spy.presentSaveCalled)
        let response = try #require(spy.saveResponse)
        #expect(response.saved == changed)
        #expect(response.problems.isEmpty)
        #expect(response.storageProblem == nil)
        #expect(sut.savedContact == changed)
        #expect(
            ContactsWorker(dataDirectory: directory.path).fetchContacts()
                == [ContactsWorker.samples[0], ContactsWorker.samples[1], changed])
    }

    @Test func saveContactWithProblemsReportsThemAndSavesNothing() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: ada)
        edit(sut, .firstName, "")
        edit(sut, .phone, "12")
        edit(sut, .email, "ada at engine")
        // When
        sut.saveContact(request: EditContact.SaveContact.Request())
        // Then
        let response = try #require(spy.saveResponse)
        #expect(response.problems.map(\.field) == [.firstName, .phone, .email])
        #expect(response.problems.map(\.problem) == [.required, .invalidPhone, .invalidEmail])
        #expect(response.saved == nil)
        #expect(sut.savedContact == nil)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts() == ContactsWorker.samples)
    }

    @Test func saveContactWithAnEmptyPhoneReportsItAsRequired() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: ada)
        edit(sut, .phone, " ")
        // When
        sut.saveContact(request: EditContact.SaveContact.Request())
        // Then
        #expect(spy.saveResponse?.problems.map(\.field) == [.phone])
        #expect(spy.saveResponse?.problems.map(\.problem) == [.required])
    }

    @Test func saveContactReportsABookThatCannotBeSaved() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: ada)
        edit(sut, .lastName, "King")
        try directory.block()
        // When
        sut.saveContact(request: EditContact.SaveContact.Request())
        // Then
        let response = try #require(spy.saveResponse)
        #expect(response.storageProblem == "contacts.json could not be saved: cannot create \(directory.path): a file is in the way")
        #expect(response.problems.isEmpty)
        #expect(response.saved == nil)
    }

    @Test func saveContactWithoutAContactSavesNothing() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: nil)
        edit(sut, .firstName, "Ada")
        edit(sut, .phone, "555-0100")
        // When
        sut.saveContact(request: EditContact.SaveContact.Request())
        // Then
        #expect(spy.presentSaveCalled)
        #expect(spy.saveResponse?.saved == nil)
        #expect(sut.savedContact == nil)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts() == ContactsWorker.samples)
    }

    @Test func aCorruptFileFoundWhenTheFormOpensIsReported() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        try directory.write("not json at all", to: "contacts.json")
        // When
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: ada)
        // Then
        #expect(sut.contact == nil)
        #expect(
            spy.saveResponse?.storageProblem
                == "contacts.json could not be read (not valid JSON); it was kept as contacts.json.corrupt-1 and a new one was started")
        #expect(spy.saveResponse?.saved == nil)
    }

    @Test func aCorruptFileFoundWhenSavingIsReportedAndKeptAside() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: ada)
        try directory.write("not json at all", to: "contacts.json")
        edit(sut, .firstName, "Augusta Ada")
        // When
        sut.saveContact(request: EditContact.SaveContact.Request())
        // Then
        #expect(
            spy.saveResponse?.storageProblem
                == "contacts.json could not be read (not valid JSON); it was kept as contacts.json.corrupt-1 and a new one was started")
        #expect(sut.savedContact == nil)
        #expect(try directory.contents(of: "contacts.json.corrupt-1") == "not json at all")
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts().isEmpty)
    }

    @Test func saveContactWithProblemsAfterASaveDoesNotReportTheEarlierChangeAsSaved() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: ada)
        edit(sut, .firstName, "Augusta Ada")
        sut.saveContact(request: EditContact.SaveContact.Request())
        edit(sut, .firstName, "")
        // When
        sut.saveContact(request: EditContact.SaveContact.Request())
        // Then
        let response = try #require(spy.saveResponse)
        #expect(response.problems.map(\.field) == [.firstName])
        #expect(response.saved == nil)
    }
}
