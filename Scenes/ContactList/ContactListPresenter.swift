import ContactsDomain

protocol ContactListPresentationLogic {
    func presentContacts(response: ContactList.FetchContacts.Response)
    func presentSelection(response: ContactList.SelectContact.Response)
    func presentDeletion(response: ContactList.DeleteContact.Response)
}

/// Formats the contacts for display: full names with the first letter of each word capitalised,
/// a long one cut with `…`.
final class ContactListPresenter: ContactListPresentationLogic {
    weak var viewController: (any ContactListDisplayLogic)?

    func presentContacts(response: ContactList.FetchContacts.Response) {
        viewController?.displayContacts(
            viewModel: ContactList.FetchContacts.ViewModel(
                displayedContacts: response.contacts.map(Self.displayed),
                message: response.added.map { "added \(Self.shown($0.displayName))" } ?? response.notice,
                error: response.problem.map(Self.message(for:))))
    }

    func presentSelection(response: ContactList.SelectContact.Response) {
        let error = response.contact == nil ? Self.noSuchNumber(count: response.count) : nil
        viewController?.displaySelection(viewModel: ContactList.SelectContact.ViewModel(error: error))
    }

    func presentDeletion(response: ContactList.DeleteContact.Response) {
        let error =
            response.problem.map(Self.message(for:))
            ?? (response.deleted == nil ? Self.noSuchNumber(count: response.contacts.count) : nil)
        viewController?.displayContacts(
            viewModel: ContactList.FetchContacts.ViewModel(
                displayedContacts: response.contacts.map(Self.displayed),
                message: response.deleted.map { "deleted \(Self.shown($0.displayName))" }, error: error))
    }

    /// What the list says when the book could not be read or saved, or a contact shown is gone.
    static func message(for problem: ContactsError) -> String {
        problem.description
    }

    static func displayed(_ contact: Contact) -> ContactList.FetchContacts.ViewModel.DisplayedContact {
        .init(name: shown(contact.displayName), phone: contact.phone)
    }

    /// The most characters of a name a row, a question or a news line shows.
    static let shownNameLength = 60

    /// `name` as the list shows it: cut with `…` after ``shownNameLength`` characters, so that a
    /// long one (a megabyte pasted) keeps its row, its column and its question short; the contact
    /// shows it whole.
    static func shown(_ name: String) -> String {
        name.count > shownNameLength ? name.prefix(shownNameLength) + "…" : name
    }

    private static func noSuchNumber(count: Int) -> String {
        count == 0 ? "there are no contacts yet" : "choose a contact number from 1 to \(count)"
    }
}
