import ContactsDomain

protocol ShowContactBusinessLogic {
    func getContact(request: ShowContact.GetContact.Request)
}

/// What ShowContact holds for its routes: the contact shown.
protocol ShowContactDataStore: AnyObject {
    /// The id of the contact shown.
    var contactID: Int { get set }
}

/// Shows the contact whose id the scene is given (its `contactID` input: passed by ContactList,
/// and again by EditContact after a change), read anew each time it is asked for, so that an edit
/// made here or elsewhere shows at once.
final class ShowContactInteractor: ShowContactBusinessLogic, ShowContactDataStore, ContactDetailDataStore {
    var presenter: (any ShowContactPresentationLogic)?
    let worker: ContactsWorker
    /// The id of the contact to show: the scene's input, and its output for EditContact.
    var contactID = 0
    /// The contact as last read; `nil` if the book no longer has it.
    private(set) var contact: Contact?
    /// The contact an edit just saved, handed over by EditContact's route; shown once.
    var savedContact: Contact?

    init(worker: ContactsWorker) {
        self.worker = worker
    }

    func getContact(request: ShowContact.GetContact.Request) {
        contact = worker.contact(id: contactID)
        let saved = savedContact
        savedContact = nil
        presenter?.presentContact(response: ShowContact.GetContact.Response(contact: contact, saved: saved))
    }
}
