import ContactsDomain
import SceneStore
import Testing

@testable import ContactList

@Suite struct ContactListPresenterTests {
    final class ContactListDisplayLogicSpy: ContactListDisplayLogic {
        var displayContactsCalled = false
        var displaySelectionCalled = false
        var contactsViewModel: ContactList.FetchContacts.ViewModel?
        var selectionViewModel: ContactList.SelectContact.ViewModel?

        func displayContacts(viewModel: ContactList.FetchContacts.ViewModel) {
            displayContactsCalled = true
            contactsViewModel = viewModel
        }

        func displaySelection(viewModel: ContactList.SelectContact.ViewModel) {
            displaySelectionCalled = true
            selectionViewModel = viewModel
        }
    }

    typealias DisplayedContact = ContactList.FetchContacts.ViewModel.DisplayedContact

    let ada = Contact(id: 3, firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "ada@engine.example")
    let alan = Contact(id: 2, firstName: "Alan", lastName: "Turing", phone: "555-020-1912", email: "")

    func makeSUT() -> (ContactListPresenter, ContactListDisplayLogicSpy) {
        let sut = ContactListPresenter()
        let spy = ContactListDisplayLogicSpy()
        sut.viewController = spy
        return (sut, spy)
    }

    // MARK: presentContacts

    @Test func presentContactsCapitalisesTheNamesAndKeepsThePhones() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentContacts(
            response: ContactList.FetchContacts.Response(contacts: [ada, alan], added: nil, problem: nil))
        // Then
        #expect(spy.displayContactsCalled)
        #expect(
            spy.contactsViewModel
                == ContactList.FetchContacts.ViewModel(
                    displayedContacts: [
                        DisplayedContact(name: "Ada Lovelace", phone: "555-030-1815"),
                        DisplayedContact(name: "Alan Turing", phone: "555-020-1912"),
                    ],
                    message: nil, error: nil))
    }

    @Test func presentContactsCapitalisesEveryWordAndDropsAMissingLastName() {
        // Given
        let (sut, spy) = makeSUT()
        let contacts = [
            Contact(id: 1, firstName: "grace", lastName: "", phone: "555", email: ""),
            Contact(id: 2, firstName: "mary ann", lastName: "van der berg", phone: "556", email: ""),
        ]
        // When
        sut.presentContacts(response: ContactList.FetchContacts.Response(contacts: contacts, added: nil, problem: nil))
        // Then
        #expect(spy.contactsViewModel?.displayedContacts.map(\.name) == ["Grace", "Mary Ann Van Der Berg"])
    }

    @Test func presentContactsAcknowledgesTheAddedContact() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentContacts(response: ContactList.FetchContacts.Response(contacts: [ada], added: ada, problem: nil))
        // Then
        #expect(spy.contactsViewModel?.message == "added Ada Lovelace")
        #expect(spy.contactsViewModel?.error == nil)
    }

    @Test func aNameLongerThan60CharactersIsCutInTheRowsAndTheNews() {
        // Given
        let (sut, spy) = makeSUT()
        let long = Contact(id: 9, firstName: String(repeating: "x", count: 200), lastName: "", phone: "5", email: "")
        let cut = "X" + String(repeating: "x", count: 59) + "…"
        // When
        sut.presentContacts(response: ContactList.FetchContacts.Response(contacts: [long], added: long, problem: nil))
        // Then
        #expect(spy.contactsViewModel?.displayedContacts.map(\.name) == [cut])
        #expect(spy.contactsViewModel?.message == "added \(cut)")
        sut.presentDeletion(response: ContactList.DeleteContact.Response(deleted: long, contacts: [ada], problem: nil))
        #expect(spy.contactsViewModel?.message == "deleted \(cut)")
        #expect(ContactListPresenter.shown(String(repeating: "y", count: 60)) == String(repeating: "y", count: 60))
    }

    @Test func presentContactsShowsTheProblemAsAnError() {
        // Given
        let (sut, spy) = makeSUT()
        let problem = ContactsError.storage(.unwritable(file: "contacts.json", reason: "cannot create /data"))
        // When
        sut.presentContacts(response: ContactList.FetchContacts.Response(contacts: [], added: nil, problem: problem))
        // Then
        #expect(
            spy.contactsViewModel
                == ContactList.FetchContacts.ViewModel(
                    displayedContacts: [], message: nil, error: "contacts.json could not be saved: cannot create /data"))
    }

    // MARK: presentSelection

    @Test func presentSelectionOfAContactShowsNoError() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentSelection(response: ContactList.SelectContact.Response(contact: ada, count: 3))
        // Then
        #expect(spy.displaySelectionCalled)
        #expect(spy.selectionViewModel == ContactList.SelectContact.ViewModel(error: nil))
    }

    @Test func presentSelectionOfNothingAsksForANumberInTheList() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentSelection(response: ContactList.SelectContact.Response(contact: nil, count: 3))
        // Then
        #expect(spy.selectionViewModel?.error == "choose a contact number from 1 to 3")
    }

    @Test func presentSelectionInAnEmptyListSaysThereAreNoContacts() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentSelection(response: ContactList.SelectContact.Response(contact: nil, count: 0))
        // Then
        #expect(spy.selectionViewModel?.error == "there are no contacts yet")
    }

    // MARK: presentDeletion

    @Test func presentDeletionShowsWhatIsLeftAndWhoWasDeleted() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentDeletion(response: ContactList.DeleteContact.Response(deleted: ada, contacts: [alan], problem: nil))
        // Then
        #expect(spy.displayContactsCalled)
        #expect(
            spy.contactsViewModel
                == ContactList.FetchContacts.ViewModel(
                    displayedContacts: [DisplayedContact(name: "Alan Turing", phone: "555-020-1912")],
                    message: "deleted Ada Lovelace", error: nil))
    }

    @Test func presentDeletionOfNothingAsksForANumberInTheList() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentDeletion(
            response: ContactList.DeleteContact.Response(deleted: nil, contacts: [ada, alan], problem: nil))
        // Then
        #expect(spy.contactsViewModel?.displayedContacts.count == 2)
        #expect(spy.contactsViewModel?.message == nil)
        #expect(spy.contactsViewModel?.error == "choose a contact number from 1 to 2")
    }

    @Test func presentDeletionInAnEmptyListSaysThereAreNoContacts() {
        // Given
        let (sut, spy) = makeSUT()
        // When
        sut.presentDeletion(response: ContactList.DeleteContact.Response(deleted: nil, contacts: [], problem: nil))
        // Then
        #expect(spy.contactsViewModel?.error == "there are no contacts yet")
    }

    @Test func presentDeletionShowsTheStorageProblemRatherThanTheNumberHint() {
        // Given
        let (sut, spy) = makeSUT()
        let problem = ContactsError.storage(.unwritable(file: "contacts.json", reason: "cannot create /data"))
        // When
        sut.presentDeletion(
            response: ContactList.DeleteContact.Response(deleted: nil, contacts: [ada], problem: problem))
        // Then
        #expect(
            spy.contactsViewModel
                == ContactList.FetchContacts.ViewModel(
                    displayedContacts: [DisplayedContact(name: "Ada Lovelace", phone: "555-030-1815")],
                    message: nil, error: "contacts.json could not be saved: cannot create /data"))
    }

    // MARK: memory

    @Test func presenterHoldsTheViewControllerWeakly() {
        // Given
        let sut = ContactListPresenter()
        var spy: ContactListDisplayLogicSpy? = ContactListDisplayLogicSpy()
        weak let weakSpy = spy
        sut.viewController = spy
        // When
        spy = nil
        // Then
        #expect(weakSpy == nil)
        #expect(sut.viewController == nil)
        sut.presentContacts(response: ContactList.FetchContacts.Response(contacts: [ada], added: nil, problem: nil))
    }
}
