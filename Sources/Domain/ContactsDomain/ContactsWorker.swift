import DomainSupport

/// Reads and writes the contacts book, `contacts.json` in the data directory.
///
/// Every operation reads the file anew, so that workers of several scenes never work on stale
/// copies: what one scene saves, the others see, and none saves over another's change.
@MainActor public final class ContactsWorker {
    private let file: DataFile<[Contact]>
    /// What went wrong reading the file, to show the user; `nil` when all is well.
    public let loadProblem: DataFileError?

    /// Opens the contacts book of a data directory; a new one starts with ``samples``.
    public init(dataDirectory: String) {
        file = DataFile(directory: dataDirectory, name: "contacts.json")
        loadProblem = file.load(seed: { Self.samples }, empty: { [] }).problem
    }

    private var contacts: [Contact] {
        file.load(seed: { Self.samples }, empty: { [] }).value
    }

    /// Every contact, in the order they were added.
    public func fetchContacts() -> [Contact] {
        contacts
    }

    /// Adds a contact made from a valid form and saves the book.
    public func add(_ form: ContactForm) throws(DataFileError) -> Contact {
        let contacts = self.contacts
        let contact = Contact(
            id: (contacts.map(\.id).max() ?? 0) + 1, firstName: form.firstName.trimmed,
            lastName: form.lastName.trimmed,
            phone: form.phone.trimmed, email: form.email.trimmed)
        try save(contacts + [contact])
        return contact
    }

    /// Replaces the contact with the same id and saves the book.
    public func update(_ contact: Contact) throws(DataFileError) {
        try save(contacts.map { $0.id == contact.id ? contact : $0 })
    }

    /// Deletes a contact and saves the book.
    public func delete(id: Int) throws(DataFileError) {
        try save(contacts.filter { $0.id != id })
    }

    private func save(_ updated: [Contact]) throws(DataFileError) {
        try file.save(updated)
    }

    /// The contacts of a new data directory. Names are stored as typed, some in lowercase; the
    /// list's Presenter capitalises them.
    public static let samples = [
        Contact(
            id: 1, firstName: "grace", lastName: "hopper", phone: "555-010-1906", email: "grace@navy.example"),
        Contact(
            id: 2, firstName: "Alan", lastName: "Turing", phone: "555-020-1912",
            email: "alan@bletchley.example"),
        Contact(
            id: 3, firstName: "ada", lastName: "lovelace", phone: "555-030-1815", email: "ada@engine.example"),
    ]
}
