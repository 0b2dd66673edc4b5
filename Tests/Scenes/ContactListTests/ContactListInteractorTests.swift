import ContactsDomain
import SceneTesting
import Testing

@testable import ContactList

@Suite struct ContactListInteractorTests {
    final class ContactListPresentationLogicSpy: ContactListPresentationLogic {
        var presentContactsCalled = false
        var presentSelectionCalled = false
        var presentDeletionCalled = false
        var contactsResponse: ContactList.FetchContacts.Response?
        var selectionResponse: ContactList.SelectContact.Response?
        var deletionResponse: ContactList.DeleteContact.Response?

        func presentContacts(response: ContactList.FetchContacts.Response) {
            presentContactsCalled = true
            contactsResponse = response
        }

        func presentSelection(response: ContactList.SelectContact.Response) {
            presentSelectionCalled = true
            selectionResponse = response
        }

        func presentDeletion(response: ContactList.DeleteContact.Response) {
            presentDeletionCalled = true
            deletionResponse = response
        }
    }

    // The samples of a new data directory, in the order the list shows them.
    let ada = ContactsWorker.samples[2]
    let alan = ContactsWorker.samples[1]
    let grace = ContactsWorker.samples[0]

    func makeSUT(dataDirectory: TemporaryDataDirectory) -> (ContactListInteractor, ContactListPresentationLogicSpy) {
        let sut = ContactListInteractor(worker: ContactsWorker(dataDirectory: dataDirectory.path))
        let spy = ContactListPresentationLogicSpy()
        sut.presenter = spy
        return (sut, spy)
    }

    // MARK: fetchContacts

    @Test func fetchContactsPresentsTheSamplesSortedByName() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.fetchContacts(request: ContactList.FetchContacts.Request())
        // Then
        #expect(spy.presentContactsCalled)
        let response = try #require(spy.contactsResponse)
        #expect(response.contacts == [ada, alan, grace])
        #expect(response.added == nil)
        #expect(response.problem == nil)
    }

    @Test func fetchContactsReadsWhatAnotherWorkerSaved() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        let added = try ContactsWorker(dataDirectory: directory.path).add(
            ContactForm(firstName: "Barbara", lastName: "Liskov", phone: "555-0100"))
        // When
        sut.fetchContacts(request: ContactList.FetchContacts.Request())
        // Then
        #expect(spy.contactsResponse?.contacts == [ada, alan, added, grace])
    }

    @Test func fetchContactsPresentsTheAddedContactOnceAndClearsIt() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        let added = Contact(id: 4, firstName: "Barbara", lastName: "Liskov", phone: "555-0100", email: "")
        sut.addedContact = added
        // When
        sut.fetchContacts(request: ContactList.FetchContacts.Request())
        // Then
        #expect(spy.contactsResponse?.added == added)
        #expect(sut.addedContact == nil)
        // When it appears again
        sut.fetchContacts(request: ContactList.FetchContacts.Request())
        // Then
        #expect(spy.contactsResponse?.added == nil)
    }

    @Test func fetchContactsReportsACorruptFileAndKeepsItAside() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        try directory.write("{ not json", to: "contacts.json")
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.fetchContacts(request: ContactList.FetchContacts.Request())
        // Then
        let response = try #require(spy.contactsResponse)
        #expect(response.contacts.isEmpty)
        #expect(
            response.problem?.description
                == "contacts.json could not be read (not valid JSON); it was kept as contacts.json.corrupt-1"
                + " and a new one was started")
        #expect(try directory.contents(of: "contacts.json.corrupt-1") == "{ not json")
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts().isEmpty)
    }

    @Test func fetchContactsReportsADirectoryWhereNothingCanBeSaved() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        try directory.block()
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.fetchContacts(request: ContactList.FetchContacts.Request())
        // Then
        let response = try #require(spy.contactsResponse)
        #expect(response.contacts == [ada, alan, grace])
        #expect(response.problem?.description == "contacts.json could not be saved: cannot create \(directory.path): a file is in the way")
    }

    // MARK: selectContact

    @Test func selectContactChoosesTheContactWithThatNumberInTheList() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        sut.fetchContacts(request: ContactList.FetchContacts.Request())
        // When
        sut.selectContact(request: ContactList.SelectContact.Request(number: 2))
        // Then
        #expect(spy.presentSelectionCalled)
        #expect(spy.selectionResponse?.contact == alan)
        #expect(spy.selectionResponse?.count == 3)
        #expect(sut.selectedContact == alan)
    }

    @Test(arguments: [0, 4, -1, Int.min, Int.max])
    func selectContactOutOfRangeChoosesNothing(number: Int) throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        sut.fetchContacts(request: ContactList.FetchContacts.Request())
        sut.selectContact(request: ContactList.SelectContact.Request(number: 1))
        // When
        sut.selectContact(request: ContactList.SelectContact.Request(number: number))
        // Then
        #expect(spy.presentSelectionCalled)
        #expect(spy.selectionResponse?.contact == nil)
        #expect(spy.selectionResponse?.count == 3)
        #expect(sut.selectedContact == nil)
    }

    @Test func selectContactBeforeTheListWasFetchedChoosesNothing() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        // When
        sut.selectContact(request: ContactList.SelectContact.Request(number: 1))
        // Then
        #expect(spy.selectionResponse?.contact == nil)
        #expect(spy.selectionResponse?.count == 0)
    }

    // MARK: deleteContact

    @Test func deleteContactDeletesItFromTheBookAndPresentsWhatIsLeft() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        sut.fetchContacts(request: ContactList.FetchContacts.Request())
        // When
        sut.deleteContact(request: ContactList.DeleteContact.Request(number: 1))
        // Then
        #expect(spy.presentDeletionCalled)
        let response = try #require(spy.deletionResponse)
        #expect(response.deleted == ada)
        #expect(response.contacts == [alan, grace])
        #expect(response.problem == nil)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts() == [grace, alan])
    }

    @Test(arguments: [0, 4, Int.min, Int.max])
    func deleteContactOutOfRangeDeletesNothing(number: Int) throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        sut.fetchContacts(request: ContactList.FetchContacts.Request())
        // When
        sut.deleteContact(request: ContactList.DeleteContact.Request(number: number))
        // Then
        let response = try #require(spy.deletionResponse)
        #expect(response.deleted == nil)
        #expect(response.contacts == [ada, alan, grace])
        #expect(response.problem == nil)
        #expect(ContactsWorker(dataDirectory: directory.path).fetchContacts().count == 3)
    }

    @Test func deleteContactReportsABookThatCannotBeSaved() throws {
        // Given
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let (sut, spy) = makeSUT(dataDirectory: directory)
        sut.fetchContacts(request: ContactList.FetchContacts.Request())
        try directory.block()
        // When
        sut.deleteContact(request: ContactList.DeleteContact.Request(number: 1))
        // Then
        let response = try #require(spy.deletionResponse)
        #expect(response.deleted == nil)
        #expect(response.contacts == [ada, alan, grace])
        #expect(response.problem?.description == "contacts.json could not be saved: cannot create \(directory.path): a file is in the way")
    }

    // MARK: sortedByName

    @Test func sortedByNameIgnoresCaseAndBreaksTiesByLastNameThenID() {
        // Given
        let contacts = [
            Contact(id: 5, firstName: "bob", lastName: "Smith", phone: "555", email: ""),
            Contact(id: 1, firstName: "Bob", lastName: "smith", phone: "555", email: ""),
            Contact(id: 2, firstName: "Bob", lastName: "Adams", phone: "555", email: ""),
            Contact(id: 3, firstName: "alice", lastName: "Zed", phone: "555", email: ""),
        ]
        // When
        let sorted = ContactListInteractor.sortedByName(contacts)
        // Then
        #expect(sorted.map(\.id) == [3, 2, 1, 5])
    }
}
