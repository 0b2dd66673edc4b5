import ContactsDomain

@MainActor protocol AddContactPresentationLogic {
    func presentForm(response: AddContact.EditField.Response)
    func presentSave(response: AddContact.SaveContact.Response)
}

/// Formats the form and words its validation errors.
@MainActor final class AddContactPresenter: AddContactPresentationLogic {
    weak var viewController: (any AddContactDisplayLogic)?

    func presentForm(response: AddContact.EditField.Response) {
        viewController?.displayForm(viewModel: Self.viewModel(response.form, errors: [], saved: false))
    }

    func presentSave(response: AddContact.SaveContact.Response) {
        let errors =
            response.problems.map { $0.problem.message(for: $0.field) }
            + [response.storageProblem].compactMap(\.self)
        viewController?.displayForm(
            viewModel: Self.viewModel(response.form, errors: errors, saved: response.saved != nil))
    }

    /// What the scene asks before it is left with a form not saved:
    /// `Discard the new contact Ada Lovelace?`.
    static func leaveQuestion(for form: ContactForm) -> String {
        let name = "\(form.firstName) \(form.lastName)".split(separator: " ").map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
        return name.isEmpty ? "Discard the new contact?" : "Discard the new contact \(name)?"
    }

    static func viewModel(_ form: ContactForm, errors: [String], saved: Bool) -> AddContact.ViewModel {
        AddContact.ViewModel(
            fields: ContactForm.Field.allCases.map {
                .init(label: $0.label, value: form[$0].isEmpty ? "-" : form[$0])
            },
            errors: errors, saved: saved)
    }
}
