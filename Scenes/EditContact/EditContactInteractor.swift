import ContactsDomain

@MainActor protocol EditContactBusinessLogic {
    func startEditing(request: EditContact.StartEditing.Request)
    func editField(request: EditContact.EditField.Request)
    func saveContact(request: EditContact.SaveContact.Request)
    /// The contact as it was before the form changed it, if the form holds changes not saved:
    /// leaving would lose them.
    var contactWithUnsavedChanges: Contact? { get }
}

/// What EditContact holds for its routes: the contact being edited.
@MainActor protocol EditContactDataStore: AnyObject {
    /// The id of the contact being edited.
    var contactID: Int { get set }
}

/// Edits the contact whose id the scene is given (its `contactID` input, passed by ShowContact)
/// and, when the form follows the rules, saves the change.
@MainActor final class EditContactInteractor: EditContactBusinessLogic, EditContactDataStore {
    var presenter: (any EditContactPresentationLogic)?
    let worker: ContactsWorker
    /// The id of the contact to edit: the scene's input, and its output for the unwind.
    var contactID = 0
    /// The contact as the form was filled from it; `nil` if the book no longer has it.
    private(set) var contact: Contact?
    private(set) var form = ContactForm()
    /// The contact as saved.
    private(set) var savedContact: Contact?

    init(worker: ContactsWorker) {
        self.worker = worker
    }

    var contactWithUnsavedChanges: Contact? {
        guard let contact, savedContact == nil, form != contact.form else { return nil }
        return contact
    }

    func startEditing(request: EditContact.StartEditing.Request) {
        contact = worker.contact(id: contactID)
        form = contact?.form ?? ContactForm()
        guard contact == nil else {
            presenter?.presentForm(response: EditContact.EditField.Response(form: form))
            return
        }
        // The contact is gone, or the book could not be read: the form says so from the start.
        let problem =
            worker.problem.map(String.init(describing:)) ?? String(describing: ContactsError.noContact)
        presenter?.presentSave(
            response: EditContact.SaveContact.Response(
                form: form, problems: [], storageProblem: problem, saved: nil))
    }

    func editField(request: EditContact.EditField.Request) {
        form[request.field] = request.value
        presenter?.presentForm(response: EditContact.EditField.Response(form: form))
    }

    func saveContact(request: EditContact.SaveContact.Request) {
        savedContact = nil
        let problems = form.problems
        var storageProblem: String?
        if problems.isEmpty {
            do {
                guard let contact else { throw ContactsError.noContact }
                savedContact = try worker.update(contact, with: form)
            } catch {
                storageProblem = String(describing: error)
            }
        }
        presenter?.presentSave(
            response: EditContact.SaveContact.Response(
                form: form, problems: problems, storageProblem: storageProblem, saved: savedContact))
    }
}
