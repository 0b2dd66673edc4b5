import ContactsDomain

@MainActor protocol AddContactBusinessLogic {
    func editField(request: AddContact.EditField.Request)
    func saveContact(request: AddContact.SaveContact.Request)
    /// The form, if it holds something not saved: leaving would lose it.
    var unsavedForm: ContactForm? { get }
}

/// What AddContact offers its routes: the contact it saved.
@MainActor protocol AddContactDataStore: AnyObject {
    /// The contact just saved, if one was.
    var savedContact: Contact? { get }
}

/// Fills the form and, when it follows the rules, adds the contact to the book.
@MainActor final class AddContactInteractor: AddContactBusinessLogic, AddContactDataStore {
    var presenter: (any AddContactPresentationLogic)?
    let worker: ContactsWorker
    private(set) var form = ContactForm()
    /// The contact saved, which the router passes back to the list.
    private(set) var savedContact: Contact?

    init(worker: ContactsWorker) {
        self.worker = worker
    }

    var unsavedForm: ContactForm? {
        savedContact == nil && form != ContactForm() ? form : nil
    }

    func editField(request: AddContact.EditField.Request) {
        form[request.field] = request.value
        presenter?.presentForm(response: AddContact.EditField.Response(form: form))
    }

    func saveContact(request: AddContact.SaveContact.Request) {
        savedContact = nil
        let problems = form.problems
        var storageProblem: String?
        if problems.isEmpty {
            do {
                savedContact = try worker.add(form)
            } catch {
                storageProblem = String(describing: error)
            }
        }
        presenter?.presentSave(
            response: AddContact.SaveContact.Response(
                form: form, problems: problems, storageProblem: storageProblem, saved: savedContact))
    }
}
