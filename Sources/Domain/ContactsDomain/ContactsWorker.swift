import SceneStore

/// Reads and writes the contacts book, `contacts.json` in the data directory.
///
/// Every read takes the file as it is now, and every change is a transaction on it (see
/// `DataFile`), so that workers of several scenes, and of several processes sharing the directory,
/// never work on stale copies nor save over one another's changes. Ids are never reused: a command
/// naming a contact acts on that contact or says it is gone.
@MainActor public final class ContactsWorker {
    private let file: DataFile<NumberedRecords<Contact>>
    /// What went wrong at the latest read of the file, to show the user; `nil` when all was well.
    public private(set) var problem: DataFileError?

    /// Opens the contacts book of a data directory; a new one starts with ``samples``.
    public init(dataDirectory: String) {
        file = DataFile(
            directory: dataDirectory, name: "contacts.json", seed: { NumberedRecords(Self.samples) },
            empty: { NumberedRecords([]) })
    }

    /// Every contact, in the order they were added, as the file holds them now.
    public func fetchContacts() -> [Contact] {
        let contents = file.read()
        problem = contents.problem
        return contents.value.records
    }

    /// The contact with an id as the file holds it now, or `nil` if the book no longer has it.
    public func contact(id: Int) -> Contact? {
        fetchContacts().first { $0.id == id }
    }

    /// Adds a contact made from a valid form, with an id never given before, and saves the book.
    public func add(_ form: ContactForm) throws(DataFileError) -> Contact {
        let name = file.name
        return try file.update { (book: inout NumberedRecords<Contact>) throws(DataFileError) -> Contact in
            guard let contact = book.append({ Contact(id: $0, form: form) }) else {
                throw .noNumbersLeft(file: name)
            }
            return contact
        }
    }

    /// Saves the fields of a valid form that the user changed into a contact; the fields the user
    /// left alone keep what the book holds now, so that a change made meanwhile elsewhere (another
    /// scene, another process) to another field is kept.
    /// - Parameter contact: The contact as the user saw it when the form was filled from it.
    /// - Returns: The contact as saved.
    /// - Throws: ``ContactsError/gone(_:)`` if the book no longer has it (deleted meanwhile), so
    ///   that an edit is never silently lost nor saved over another contact.
    public func update(_ contact: Contact, with form: ContactForm) throws(ContactsError) -> Contact {
        try file.update(storage: ContactsError.storage) {
            (book: inout NumberedRecords<Contact>) throws(ContactsError) -> Contact in
            guard let stored = book.record(numbered: contact.id) else { throw .gone(contact) }
            var merged = stored.form
            for field in ContactForm.Field.allCases where form[field].trimmed != contact.form[field] {
                merged[field] = form[field]
            }
            let changed = Contact(id: contact.id, form: merged)
            _ = book.replace(with: changed)
            return changed
        }
    }

    /// Deletes a contact and saves the book.
    /// - Parameter contact: The contact as the user saw it.
    /// - Throws: ``ContactsError/gone(_:)`` if the book no longer has it.
    public func delete(_ contact: Contact) throws(ContactsError) {
        try file.update(storage: ContactsError.storage) {
            (book: inout NumberedRecords<Contact>) throws(ContactsError) in
            guard book.remove(numbered: contact.id) != nil else { throw .gone(contact) }
        }
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
    /// No contact was given to edit.
    case noContact
    /// The contact, as the user saw it, is no longer in the book: it was deleted meanwhile.
    case gone(Contact)
    /// The book could not be saved.
    case storage(DataFileError)

    /// The message shown to the user.
    public var description: String {
        switch self {
        case .noContact: "there is no contact to edit"
        case .gone(let contact): "\(contact.displayName) is no longer in the contacts book"
        case .storage(let problem): problem.description
        }
    }
}
