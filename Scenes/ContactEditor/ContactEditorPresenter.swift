import ContactsDomain

protocol ContactEditorPresentationLogic {
    func presentForm(response: ContactEditor.EditField.Response)
    func presentSave(response: ContactEditor.SaveContact.Response)
}

/// Formats the form, words its validation and storage errors, and words what the form is for.
final class ContactEditorPresenter: ContactEditorPresentationLogic {
    weak var viewController: (any ContactEditorDisplayLogic)?

    func presentForm(response: ContactEditor.EditField.Response) {
        viewController?.displayForm(
            viewModel: Self.viewModel(response.form, purpose: response.purpose, errors: [], saved: false))
    }

    func presentSave(response: ContactEditor.SaveContact.Response) {
        let errors =
            response.problems.map { $0.problem.message(for: $0.field) }
            + [response.storageProblem].compactMap { $0.map(Self.message(for:)) }
        viewController?.displayForm(
            viewModel: Self.viewModel(
                response.form, purpose: response.purpose, errors: errors, saved: response.saved != nil))
    }

    /// What the form says when the contact cannot be edited or saved.
    static func message(for problem: ContactsError) -> String {
        problem.description
    }

    /// What the scene asks before it is left with something not saved:
    /// `Discard the new contact Ada Lovelace?`, `Discard the changes to Ada Lovelace?`.
    static func leaveQuestion(for changes: ContactEditor.UnsavedChanges) -> String {
        switch changes {
        case .newContact(let form):
            let name = "\(form.firstName) \(form.lastName)".split(separator: " ").map { word in
                word.prefix(1).uppercased() + word.dropFirst()
            }.joined(separator: " ")
            return name.isEmpty ? "Discard the new contact?" : "Discard the new contact \(name)?"
        case .changes(let contact):
            return "Discard the changes to \(contact.displayName)?"
        }
    }

    /// How to fill the form and how to give up: a new contact is presented modally, a change is
    /// pushed over the contact.
    static func hint(for purpose: ContactEditor.Purpose) -> String {
        switch purpose {
        case .newContact: "type 'first Ada', 'phone 555-0100', ... then 'save'; 'dismiss' to give up"
        case .changeContact:
            "change fields with 'first', 'last', 'phone', 'email', then 'save'; 'back' to give up"
        }
    }

    /// A field's value as the list and the contact show it: names capitalised as
    /// ``Contact/displayName`` does, the rest as stored.
    static func shown(_ value: String, of field: ContactForm.Field) -> String {
        switch field {
        case .firstName, .lastName: Contact.shownName(value)
        case .phone, .email: value
        }
    }

    static func viewModel(
        _ form: ContactForm, purpose: ContactEditor.Purpose, errors: [String], saved: Bool
    ) -> ContactEditor.ViewModel {
        ContactEditor.ViewModel(
            fields: ContactForm.Field.allCases.map {
                .init(label: $0.label, value: form[$0].isEmpty ? "-" : shown(form[$0], of: $0))
            },
            errors: errors, hint: hint(for: purpose), saved: saved)
    }
}
