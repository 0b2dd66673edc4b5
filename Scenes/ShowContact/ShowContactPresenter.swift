import ContactsDomain

@MainActor protocol ShowContactPresentationLogic {
    func presentContact(response: ShowContact.GetContact.Response)
}

/// Formats a contact: the name capitalised, empty fields marked.
@MainActor final class ShowContactPresenter: ShowContactPresentationLogic {
    weak var viewController: (any ShowContactDisplayLogic)?

    func presentContact(response: ShowContact.GetContact.Response) {
        guard let contact = response.contact else {
            viewController?.displayContact(
                viewModel: ShowContact.GetContact.ViewModel(name: "No contact", fields: []))
            return
        }
        let fields = [("Phone", contact.phone), ("Email", contact.email)].map { label, value in
            ShowContact.GetContact.ViewModel.Field(label: label, value: value.isEmpty ? "-" : value)
        }
        viewController?.displayContact(
            viewModel: ShowContact.GetContact.ViewModel(name: contact.displayName, fields: fields))
    }
}
