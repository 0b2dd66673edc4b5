import ContactsDomain

@MainActor protocol ContactListBusinessLogic {
    func fetchContacts(request: ContactList.FetchContacts.Request)
    func selectContact(request: ContactList.SelectContact.Request)
    func deleteContact(request: ContactList.DeleteContact.Request)
}

/// Knows the contacts, in the order shown: sorted by name.
@MainActor final class ContactListInteractor: ContactListBusinessLogic, ContactListDataStore {
    var presenter: (any ContactListPresentationLogic)?
    let worker: ContactsWorker
    /// The contact chosen by `select`, which the router passes to ShowContact.
    private(set) var selectedContact: Contact?
    /// Set by AddContact's unwind when a contact was saved.
    var addedContact: Contact?
    private var contacts: [Contact] = []
    /// A problem reading the book is said once, the first time the list appears.
    private var loadProblemShown = false

    init(worker: ContactsWorker) {
        self.worker = worker
    }

    func fetchContacts(request: ContactList.FetchContacts.Request) {
        contacts = Self.sortedByName(worker.fetchContacts())
        let added = addedContact
        addedContact = nil
        let problem = loadProblemShown ? nil : worker.loadProblem.map(String.init(describing:))
        loadProblemShown = true
        presenter?.presentContacts(
            response: ContactList.FetchContacts.Response(contacts: contacts, added: added, problem: problem))
    }

    func selectContact(request: ContactList.SelectContact.Request) {
        selectedContact = contacts.indices.contains(request.number - 1) ? contacts[request.number - 1] : nil
        presenter?.presentSelection(
            response: ContactList.SelectContact.Response(contact: selectedContact, count: contacts.count))
    }

    func deleteContact(request: ContactList.DeleteContact.Request) {
        guard contacts.indices.contains(request.number - 1) else {
            presenter?.presentDeletion(
                response: ContactList.DeleteContact.Response(deleted: nil, contacts: contacts, problem: nil))
            return
        }
        let contact = contacts[request.number - 1]
        do {
            try worker.delete(id: contact.id)
            contacts = Self.sortedByName(worker.fetchContacts())
            presenter?.presentDeletion(
                response: ContactList.DeleteContact.Response(
                    deleted: contact, contacts: contacts, problem: nil))
        } catch {
            presenter?.presentDeletion(
                response: ContactList.DeleteContact.Response(
                    deleted: nil, contacts: contacts, problem: String(describing: error)))
        }
    }

    /// Sorted by first then last name, ignoring case.
    static func sortedByName(_ contacts: [Contact]) -> [Contact] {
        contacts.sorted {
            ($0.firstName.lowercased(), $0.lastName.lowercased(), $0.id)
                < ($1.firstName.lowercased(), $1.lastName.lowercased(), $1.id)
        }
    }
}
