import ContactsDomain

protocol ShowContactBusinessLogic {
    func getContact(request: ShowContact.GetContact.Request)
}

/// What ShowContact holds for its routes: the contact shown.
protocol ShowContactDataStore: AnyObject {
    /// The id of the contact shown; `ShowContact.noContactID` while none is selected.
    var contactID: Int { get set }
}

/// Shows the contact whose id the scene is given (its `contactID` input: passed by ContactList,
/// and again by EditContact after a change), read anew each time it is asked for, so that an edit
/// made here or elsewhere shows at once. Given `ShowContact.noContactID` (as the Contacts split's
/// pane is before the list selects anyone) it shows none and says that nothing is selected.
final class ShowContactInteractor: ShowContactBusinessLogic, ShowContactDataStore, ContactDetailDataStore {
    var presenter: (any ShowContactPresentationLogic)?
    let worker: ContactsWorker
    /// The id of the contact to show: the scene's input, and its output for EditContact;
    /// `ShowContact.noContactID` until a contact is selected.
    var contactID = ShowContact.noContactID
    /// The contact as last read; `nil` if the book no longer has it.
    private(set) var contact: Contact?
    /// The contact an edit just saved, handed over by EditContact's route; shown once.
    var savedContact: Contact?

    init(worker: ContactsWorker) {
        self.worker = worker
    }

    func getContact(request: ShowContact.GetContact.Request) {
        let isSelected = contactID != ShowContact.noContactID
        contact = isSelected ? worker.contact(id: contactID) : nil
        let saved = savedContact
        savedContact = nil
        presenter?.presentContact(
            response: ShowContact.GetContact.Response(contact: contact, saved: saved, isSelected: isSelected))
    }
}
