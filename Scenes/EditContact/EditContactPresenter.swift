import ContactsDomain

@MainActor protocol EditContactPresentationLogic {
    func presentForm(response: EditContact.EditField.Response)
    func presentSave(response: EditContact.SaveContact.Response)
}

/// Formats the form and words its validation errors.
@MainActor final class EditContactPresenter: EditContactPresentationLogic {
    weak var viewController: (any EditContactDisplayLogic)?

    func presentForm(response: EditContact.EditField.Response) {
        viewController?.displayForm(viewModel: Self.viewModel(response.form, errors: [], saved: false))
    }

    func presentSave(response: EditContact.SaveContact.Response) {
        let errors =
            response.problems.map { $0.problem.message(for: $0.field) }
            + [response.storageProblem].compactMap(\.self)
        viewController?.displayForm(
            viewModel: Self.viewModel(response.form, errors: errors, saved: response.saved != nil))
    }

    /// What the scene asks before it is left with changes not saved:
    /// `Discard the changes to Ada Lovelace?`.
    static func leaveQuestion(for contact: Contact) -> String {
        "Discard the changes to \(contact.displayName)?"
    }

    static func viewModel(_ form: ContactForm, errors: [String], saved: Bool) -> EditContact.ViewModel {
        EditContact.ViewModel(
            fields: ContactForm.Field.allCases.map {
                .init(label: $0.label, value: form[$0].isEmpty ? "-" : form[$0])
            },
            errors: errors, saved: saved)
    }
}
