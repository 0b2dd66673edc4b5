import ContactsDomain

@MainActor protocol ShowContactBusinessLogic {
    func getContact(request: ShowContact.GetContact.Request)
}

/// Holds the contact to show: passed by ContactList, and again by EditContact after a change.
@MainActor final class ShowContactInteractor: ShowContactBusinessLogic, ShowContactDataStore {
    var presenter: (any ShowContactPresentationLogic)?
    var contact: Contact?

    func getContact(request: ShowContact.GetContact.Request) {
        presenter?.presentContact(response: ShowContact.GetContact.Response(contact: contact))
    }
}
