import ContactsDomain

@MainActor protocol EditContactBusinessLogic {
    func startEditing(request: EditContact.StartEditing.Request)
    func editField(request: EditContact.EditField.Request)
    func saveContact(request: EditContact.SaveContact.Request)
}

/// Edits the contact passed in and, when the form follows the rules, saves the change.
@MainActor final class EditContactInteractor: EditContactBusinessLogic, EditContactDataStore {
    var presenter: (any EditContactPresentationLogic)?
    let worker: ContactsWorker
    /// The contact to edit, passed by ShowContact.
    var contact: Contact?
    private(set) var form = ContactForm()
    /// The contact as saved, which the router passes back to ShowContact.
    private(set) var savedContact: Contact?

    init(worker: ContactsWorker) {
        self.worker = worker
    }

    func startEditing(request: EditContact.StartEditing.Request) {
        form = contact?.form ?? ContactForm()
        presenter?.presentForm(response: EditContact.EditField.Response(form: form))
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
