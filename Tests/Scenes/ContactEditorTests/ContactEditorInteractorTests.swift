import ContactsDomain
import SceneStore
import SceneTesting
import Testing

@testable import ContactEditor

@Suite struct ContactEditorInteractorTests {
    final class ContactEditorPresentationLogicSpy: ContactEditorPresentationLogic {
        var presentFormCalled = false
        var presentSaveCalled = false
        var formResponse: ContactEditor.EditField.Response?
        var saveResponse: ContactEditor.SaveContact.Response?

        func presentForm(response: ContactEditor.EditField.Response) {
            presentFormCalled = true
            formResponse = response
        }

        func presentSave(response: ContactEditor.SaveContact.Response) {
            presentSaveCalled = true
            saveResponse = response
        }
    }

    /// ada lovelace, one of the samples of a new data directory.
    let ada = ContactsWorker.samples[2]

    func makeSUT(
        dataDirectory: TemporaryDataDirectory, editing contact: Contact?
    ) -> (ContactEditorInteractor, ContactEditorPresentationLogicSpy) {
        let sut = ContactEditorInteractor(worker: ContactsWorker(dataDirectory: dataDirectory.path))
        let spy = ContactEditorPresentationLogicSpy()
        sut.presenter = spy
        // The scene's input: its default for a new contact.
        sut.contactID = contact?.id ?? ContactEditor.newContactID
        return (sut, spy)
    }

    /// The form of a change to `contact`, filled from the book; an id no contact has stands for a
    /// contact gone meanwhile.
    func makeSUT(
        dataDirectory: TemporaryDataDirectory, changing contact: Contact?
    ) -> (ContactEditorInteractor, ContactEditorPresentationLogicSpy) {
        let (sut, spy) = makeSUT(dataDirectory: dataDirectory, editing: contact ?? Contact(id: 999, form: ContactForm()))
        sut.startEditing(request: ContactEditor.StartEditing.Request())
        return (sut, spy)
    }

    func fill(_ sut: ContactEditorInteractor, _ form: ContactForm) {
        for field in ContactForm.Field.allCases {
            sut.editField(request: ContactEditor.EditField.Request(field: field, value: form[field]))
        }
    }

    func edit(_ sut: ContactEditorInteractor, _ field: ContactForm.Field, _ value: String) {
        sut.editField(request: ContactEditor.EditField.Request(field: field, value: value))
    }

    // MARK: a new contact: startEditing

    @Test func withoutAContactIDTheFormIsANewContactsAndEmpty() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: nil)
        // When
        sut.startEditing(request: ContactEditor.StartEditing.Request())
        // Then
        #expect(sut.purpose == .newContact)
        #expect(spy.formResponse?.purpose == .newContact)
        #expect(spy.formResponse?.form == ContactForm())
        #expect(!spy.presentSaveCalled)
        #expect(sut.unsavedChanges == nil)
    }

    @Test func withAContactIDTheFormIsAChangeToThatContact() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, changing: ada)
        // When
        edit(sut, .phone, "555-0199")
        // Then
        #expect(sut.purpose == .changeContact(id: 3))
        #expect(spy.formResponse?.purpose == .changeContact(id: 3))
        #expect(sut.unsavedChanges == .changes(to: ada))
    }

    // MARK: a new contact: editField

    @Test func editFieldSetsTheFieldAndPresentsTheForm() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: nil)
        // When
        sut.editField(request: ContactEditor.EditField.Request(field: .firstName, value: "Ada"))
        sut.editField(request: ContactEditor.EditField.Request(field: .phone, value: "555-0100"))
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
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: nil)
        sut.editField(request: ContactEditor.EditField.Request(field: .lastName, value: "Byron"))
        // When
        sut.editField(request: ContactEditor.EditField.Request(field: .lastName, value: "Lovelace"))
        // Then
        #expect(spy.formResponse?.form.lastName == "Lovelace")
    }

    @Test func editFieldDoesNotSaveAnything() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, _) = makeSUT(dataDirectory: directory, editing: nil)
        // When
        fill(sut, ContactForm(firstName: "Ada", phone: "555-0100"))
        // Then
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts() == ContactsWorker.samples)
        #expect(sut.savedContact == nil)
    }

    // MARK: a new contact: saveContact

    @Test func saveContactAddsTheContactTrimmedWithTheNextID() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: nil)
        fill(sut, ContactForm(firstName: " ada ", lastName: "lovelace", phone: "555-0100 ", email: "ada@example.com"))
        // When
        sut.saveContact(request: ContactEditor.SaveContact.Request())
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
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: nil)
        // When
        sut.saveContact(request: ContactEditor.SaveContact.Request())
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
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: nil)
        fill(sut, ContactForm(firstName: "   ", phone: "555-0100"))
        // When
        sut.saveContact(request: ContactEditor.SaveContact.Request())
        // Then
        #expect(spy.saveResponse?.problems.map(\.field) == [.firstName])
        #expect(spy.saveResponse?.problems.map(\.problem) == [.required])
        #expect(spy.saveResponse?.saved == nil)
    }

    @Test func saveContactReportsAnInvalidPhoneAndEmail() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: nil)
        fill(sut, ContactForm(firstName: "Ada", phone: "call me", email: "ada@engine"))
        // When
        sut.saveContact(request: ContactEditor.SaveContact.Request())
        // Then
        let response = try #require(spy.saveResponse)
        #expect(response.problems.map(\.field) == [.phone, .email])
        #expect(response.problems.map(\.problem) == [.invalidPhone, .invalidEmail])
        #expect(response.form == ContactForm(firstName: "Ada", phone: "call me", email: "ada@engine"))
        #expect(response.saved == nil)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts().count == 3)
    }

    @Test func saveContactOfANewContactReportsABookThatCannotBeSaved() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: nil)
        fill(sut, ContactForm(firstName: "Ada", phone: "555-0100"))
        try directory.block()
        // When
        sut.saveContact(request: ContactEditor.SaveContact.Request())
        // Then
        let response = try #require(spy.saveResponse)
        #expect(response.storageProblem?.description == "contacts.json could not be saved: cannot create \(directory.path): a file is in the way")
        #expect(response.problems.isEmpty)
        #expect(response.saved == nil)
        #expect(sut.savedContact == nil)
    }

    @Test func saveContactOverACorruptFileReportsItKeepsItAsideAndStartsANewBook() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        try directory.write("[{\"id\": \"one\"}]", to: "contacts.json")
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: nil)
        fill(sut, ContactForm(firstName: "Ada", phone: "555-0100"))
        // When
        sut.saveContact(request: ContactEditor.SaveContact.Request())
        // Then the problem is said, and nothing saved until the user saves again
        #expect(spy.saveResponse?.saved == nil)
        #expect(
            spy.saveResponse?.storageProblem?.description
                == "contacts.json could not be read (expected Int at [0].id); it was kept as contacts.json.corrupt-1 and a new one was started")
        #expect(try directory.contents(of: "contacts.json.corrupt-1") == "[{\"id\": \"one\"}]")
        sut.saveContact(request: ContactEditor.SaveContact.Request())
        let expected = Contact(id: 1, firstName: "Ada", lastName: "", phone: "555-0100", email: "")
        #expect(spy.saveResponse?.saved == expected)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts() == [expected])
    }

    @Test func saveContactWithProblemsAfterASaveDoesNotReportTheEarlierContactAsSaved() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, editing: nil)
        fill(sut, ContactForm(firstName: "Ada", phone: "555-0100"))
        sut.saveContact(request: ContactEditor.SaveContact.Request())
        sut.editField(request: ContactEditor.EditField.Request(field: .firstName, value: ""))
        // When
        sut.saveContact(request: ContactEditor.SaveContact.Request())
        // Then
        let response = try #require(spy.saveResponse)
        #expect(response.problems.map(\.field) == [.firstName])
        #expect(response.saved == nil)
    }

    // MARK: a change: startEditing

    @Test func startEditingPresentsTheContactAsAForm() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let sut = ContactEditorInteractor(worker: ContactsWorker(dataDirectory: directory.path))
        let spy = ContactEditorPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = ada.id
        // When
        sut.startEditing(request: ContactEditor.StartEditing.Request())
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
        let sut = ContactEditorInteractor(worker: ContactsWorker(dataDirectory: directory.path))
        let spy = ContactEditorPresentationLogicSpy()
        sut.presenter = spy
        sut.contactID = 999
        // When
        sut.startEditing(request: ContactEditor.StartEditing.Request())
        // Then
        #expect(spy.presentSaveCalled)
        #expect(spy.saveResponse?.form == ContactForm())
        #expect(spy.saveResponse?.storageProblem == .noContact)
        #expect(spy.saveResponse?.purpose == .changeContact(id: 999))
    }

    // MARK: a change: editField

    @Test func editFieldChangesOnlyThatFieldAndSavesNothing() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, changing: ada)
        // When
        edit(sut, .email, "ada@example.com")
        // Then
        #expect(
            spy.formResponse?.form
                == ContactForm(firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "ada@example.com"))
        #expect(!spy.presentSaveCalled)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts() == ContactsWorker.samples)
    }

    // MARK: a change: saveContact

    @Test func saveContactUpdatesTheContactInTheBook() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, changing: ada)
        edit(sut, .firstName, "Augusta Ada")
        edit(sut, .email, "")
        // When
        sut.saveContact(request: ContactEditor.SaveContact.Request())
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
        let (sut, spy) = makeSUT(dataDirectory: directory, changing: ada)
        edit(sut, .firstName, "")
        edit(sut, .phone, "12")
        edit(sut, .email, "ada at engine")
        // When
        sut.saveContact(request: ContactEditor.SaveContact.Request())
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
        let (sut, spy) = makeSUT(dataDirectory: directory, changing: ada)
        edit(sut, .phone, " ")
        // When
        sut.saveContact(request: ContactEditor.SaveContact.Request())
        // Then
        #expect(spy.saveResponse?.problems.map(\.field) == [.phone])
        #expect(spy.saveResponse?.problems.map(\.problem) == [.required])
    }

    @Test func saveContactOfAChangeReportsABookThatCannotBeSaved() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, changing: ada)
        edit(sut, .lastName, "King")
        try directory.block()
        // When
        sut.saveContact(request: ContactEditor.SaveContact.Request())
        // Then
        let response = try #require(spy.saveResponse)
        #expect(response.storageProblem?.description == "contacts.json could not be saved: cannot create \(directory.path): a file is in the way")
        #expect(response.problems.isEmpty)
        #expect(response.saved == nil)
    }

    @Test func saveContactWithoutAContactSavesNothing() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, changing: nil)
        edit(sut, .firstName, "Ada")
        edit(sut, .phone, "555-0100")
        // When
        sut.saveContact(request: ContactEditor.SaveContact.Request())
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
        let (sut, spy) = makeSUT(dataDirectory: directory, changing: ada)
        // Then
        #expect(sut.contact == nil)
        #expect(
            spy.saveResponse?.storageProblem?.description
                == "contacts.json could not be read (not valid JSON); it was kept as contacts.json.corrupt-1 and a new one was started")
        #expect(spy.saveResponse?.saved == nil)
    }

    @Test func aCorruptFileFoundWhenSavingIsReportedAndKeptAside() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, changing: ada)
        try directory.write("not json at all", to: "contacts.json")
        edit(sut, .firstName, "Augusta Ada")
        // When
        sut.saveContact(request: ContactEditor.SaveContact.Request())
        // Then
        #expect(
            spy.saveResponse?.storageProblem?.description
                == "contacts.json could not be read (not valid JSON); it was kept as contacts.json.corrupt-1 and a new one was started")
        #expect(sut.savedContact == nil)
        #expect(try directory.contents(of: "contacts.json.corrupt-1") == "not json at all")
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts().isEmpty)
    }

    @Test func saveContactWithProblemsAfterASaveDoesNotReportTheEarlierChangeAsSaved() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory, changing: ada)
        edit(sut, .firstName, "Augusta Ada")
        sut.saveContact(request: ContactEditor.SaveContact.Request())
        edit(sut, .firstName, "")
        // When
        sut.saveContact(request: ContactEditor.SaveContact.Request())
        // Then
        let response = try #require(spy.saveResponse)
        #expect(response.problems.map(\.field) == [.firstName])
        #expect(response.saved == nil)
    }
}
