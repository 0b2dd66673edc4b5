import ContactsDomain

protocol ContactListBusinessLogic {
    func fetchContacts(request: ContactList.FetchContacts.Request)
    func selectContact(request: ContactList.SelectContact.Request)
    func deleteContact(request: ContactList.DeleteContact.Request)
}

/// Knows the contacts, in the order shown: sorted by name. `select N` and `delete N` act on the
/// contact the user was shown as number N, by its id; if it is gone meanwhile (another scene or
/// process deleted it), the list says so and shows the contacts as they are now.
final class ContactListInteractor: ContactListBusinessLogic, ContactListDataStore {
    var presenter: (any ContactListPresentationLogic)?
    let worker: ContactsWorker
    /// The contact chosen by `select`, which the router passes to ShowContact.
    private(set) var selectedContact: Contact?
    /// The id of the contact chosen by `select`: the list's `selectedContactID` output.
    var selectedContactID: Int? { selectedContact?.id }
    /// Set by AddContact's unwind when a contact was saved.
    var addedContact: Contact?
    /// A line a scene the list led to passes back (the `notice` input, empty by default), shown once.
    var notice = ""
    /// The contacts as last shown, in the order shown.
    private var contacts: [Contact] = []

    init(worker: ContactsWorker) {
        self.worker = worker
    }

    func fetchContacts(request: ContactList.FetchContacts.Request) {
        refresh()
        let added = addedContact
        addedContact = nil
        let notice = self.notice.isEmpty ? nil : self.notice
        self.notice = ""
        presenter?.presentContacts(
            response: ContactList.FetchContacts.Response(
                contacts: contacts, added: added, problem: worker.problem.map(ContactsError.storage),
                notice: notice))
    }

    func selectContact(request: ContactList.SelectContact.Request) {
        selectedContact = nil
        guard request.number >= 1, request.number <= contacts.count else {
            presenter?.presentSelection(
                response: ContactList.SelectContact.Response(contact: nil, count: contacts.count))
            return
        }
        let shown = contacts[request.number - 1]
        guard let current = worker.contact(id: shown.id) else {
            return presentGone(shown, problem: worker.problem.map(ContactsError.storage))
        }
        selectedContact = current
        presenter?.presentSelection(
            response: ContactList.SelectContact.Response(contact: current, count: contacts.count))
    }

    func deleteContact(request: ContactList.DeleteContact.Request) {
        guard request.number >= 1, request.number <= contacts.count else {
            presenter?.presentDeletion(
                response: ContactList.DeleteContact.Response(deleted: nil, contacts: contacts, problem: nil))
            return
        }
        let contact = contacts[request.number - 1]
        do throws(ContactsError) {
            try worker.delete(contact)
            refresh()
            presenter?.presentDeletion(
                response: ContactList.DeleteContact.Response(
                    deleted: contact, contacts: contacts,
                    problem: worker.problem.map(ContactsError.storage)))
        } catch .gone {
            presentGone(contact, problem: nil)
        } catch {
            refresh()
            presenter?.presentDeletion(
                response: ContactList.DeleteContact.Response(
                    deleted: nil, contacts: contacts, problem: error))
        }
    }

    /// Says that a contact the user was shown is gone, and shows the contacts as they are now.
    /// A problem reading the book, if that is why it was not found, is said instead.
    private func presentGone(_ contact: Contact, problem: ContactsError?) {
        refresh()
        presenter?.presentDeletion(
            response: ContactList.DeleteContact.Response(
                deleted: nil, contacts: contacts,
                problem: problem ?? worker.problem.map(ContactsError.storage)
                    ?? .gone(contact)))
    }

    /// Reads the contacts as they are now.
    private func refresh() {
        contacts = Self.sortedByName(worker.fetchContacts())
    }

    /// Sorted by first then last name, ignoring case.
    static func sortedByName(_ contacts: [Contact]) -> [Contact] {
        contacts.sorted {
            ($0.firstName.lowercased(), $0.lastName.lowercased(), $0.id)
                < ($1.firstName.lowercased(), $1.lastName.lowercased(), $1.id)
        }
    }
}
