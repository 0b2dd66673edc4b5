import ContactsDomain

protocol ShowContactPresentationLogic {
    func presentContact(response: ShowContact.GetContact.Response)
}

/// Formats a contact: the name capitalised, empty fields marked; with none selected, what to do.
final class ShowContactPresenter: ShowContactPresentationLogic {
    weak var viewController: (any ShowContactDisplayLogic)?

    /// Shown in place of a contact while the list has selected none.
    static let noneSelected = "select a contact in the list"

    func presentContact(response: ShowContact.GetContact.Response) {
        guard response.isSelected else {
            viewController?.displayContact(
                viewModel: ShowContact.GetContact.ViewModel(name: "", fields: [], hint: Self.noneSelected))
            return
        }
        guard let contact = response.contact else {
            viewController?.displayContact(
                viewModel: ShowContact.GetContact.ViewModel(name: "No contact", fields: []))
            return
        }
        typealias Field = ShowContact.GetContact.ViewModel.Field
        let fields = [
            Field(label: "Phone", value: contact.phone.isEmpty ? "-" : contact.phone),
            Field(label: "Email", value: contact.email.isEmpty ? "-" : contact.email),
        ]
        viewController?.displayContact(
            viewModel: ShowContact.GetContact.ViewModel(
                name: contact.displayName, fields: fields,
                message: response.saved.map { "saved \($0.displayName)" }))
    }
}
