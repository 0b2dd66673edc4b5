import ContactsDomain

protocol ContactEditorBusinessLogic {
    func startEditing(request: ContactEditor.StartEditing.Request)
    func editField(request: ContactEditor.EditField.Request)
    func saveContact(request: ContactEditor.SaveContact.Request)
    /// What the form holds that is not saved, if anything: leaving would lose it.
    var unsavedChanges: ContactEditor.UnsavedChanges? { get }
}

/// What the router reads: which contact the form is for, and the contact it saved.
protocol ContactEditorDataStore: AnyObject {
    /// What the form is for: a new contact, or a change to the contact with the scene's `contactID`.
    var purpose: ContactEditor.Purpose { get }
    /// The contact as saved, once it is.
    var savedContact: Contact? { get }
}

/// Fills the form of a new contact, or of the contact whose id the scene is given (its
/// `contactID` input, passed by ShowContact; 0, its default, for a new contact), and, when the
/// form follows the rules, adds the contact to the book or saves the change.
final class ContactEditorInteractor: ContactEditorBusinessLogic, ContactEditorDataStore {
    var presenter: (any ContactEditorPresentationLogic)?
    let worker: ContactsWorker
    /// The id of the contact to edit, ``ContactEditor/newContactID`` for a new contact: the
    /// scene's input, and its output for the unwind.
    var contactID = ContactEditor.newContactID
    /// The contact as the form was filled from it; `nil` for a new contact, or if the book no
    /// longer has it.
    private(set) var contact: Contact?
    private(set) var form = ContactForm()
    /// The contact as saved.
    private(set) var savedContact: Contact?

    init(worker: ContactsWorker) {
        self.worker = worker
    }

    var purpose: ContactEditor.Purpose {
        contactID == ContactEditor.newContactID ? .newContact : .changeContact(id: contactID)
    }

    var unsavedChanges: ContactEditor.UnsavedChanges? {
        guard savedContact == nil else { return nil }
        switch purpose {
        case .newContact:
            return form != ContactForm() ? .newContact(form) : nil
        case .changeContact:
            guard let contact, form != contact.form else { return nil }
            return .changes(to: contact)
        }
    }

    func startEditing(request: ContactEditor.StartEditing.Request) {
        guard case .changeContact(let id) = purpose else {
            presenter?.presentForm(response: ContactEditor.EditField.Response(purpose: purpose, form: form))
            return
        }
        contact = worker.contact(id: id)
        form = contact?.form ?? ContactForm()
        guard contact == nil else {
            presenter?.presentForm(response: ContactEditor.EditField.Response(purpose: purpose, form: form))
            return
        }
        // The contact is gone, or the book could not be read: the form says so from the start.
        presenter?.presentSave(
            response: ContactEditor.SaveContact.Response(
                purpose: purpose, form: form, problems: [],
                storageProblem: worker.problem.map(ContactsError.storage) ?? .noContact, saved: nil))
    }

    func editField(request: ContactEditor.EditField.Request) {
        form[request.field] = request.value
        presenter?.presentForm(response: ContactEditor.EditField.Response(purpose: purpose, form: form))
    }

    func saveContact(request: ContactEditor.SaveContact.Request) {
        savedContact = nil
        let problems = form.problems
        var storageProblem: ContactsError?
        if problems.isEmpty {
            do {
                savedContact = try save()
            } catch {
                storageProblem = error
            }
        }
        presenter?.presentSave(
            response: ContactEditor.SaveContact.Response(
                purpose: purpose, form: form, problems: problems, storageProblem: storageProblem,
                saved: savedContact))
    }

    /// Adds the new contact, or saves the change to the existing one.
    private func save() throws(ContactsError) -> Contact {
        switch purpose {
        case .newContact:
            do {
                return try worker.add(form)
            } catch {
                throw .storage(error)
            }
        case .changeContact:
            guard let contact else { throw .noContact }
            return try worker.update(contact, with: form)
        }
    }
}
