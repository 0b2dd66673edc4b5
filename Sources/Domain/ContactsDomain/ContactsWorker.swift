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
        guard let id = Contact.id(after: contacts.map(\.id)) else {
            throw .unwritable(file: file.name, reason: Contact.noIDsLeft)
        }
        let contact = Contact(id: id, form: form)
        try save(contacts + [contact])
        return contact
    }

    /// Replaces the values of the contact `id` with a valid form's and saves the book.
    /// - Throws: ``ContactsError/noSuchContact(id:)`` if the book no longer has it (deleted
    ///   meanwhile), so that an edit is never silently lost.
    public func update(id: Int, with form: ContactForm) throws(ContactsError) -> Contact {
        let contacts = self.contacts
        guard contacts.contains(where: { $0.id == id }) else { throw .noSuchContact(id: id) }
        let changed = Contact(id: id, form: form)
        do {
            try save(contacts.map { $0.id == id ? changed : $0 })
        } catch {
            throw .storage(error)
        }
        return changed
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

/// Why a change to the contacts book failed.
public enum ContactsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The contact is not in the book (any more); `nil` when no contact was given at all.
    case noSuchContact(id: Int?)
    /// The book could not be saved.
    case storage(DataFileError)

    /// The message shown to the user.
    public var description: String {
        switch self {
        case .noSuchContact(nil): "there is no contact to edit"
        case .noSuchContact: "this contact is no longer in the contacts book; it may have been deleted"
        case .storage(let problem): problem.description
        }
    }
}
