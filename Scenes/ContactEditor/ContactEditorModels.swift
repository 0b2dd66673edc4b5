import ContactsDomain

/// The ContactEditor scene's models. One form serves two purposes: a new contact (no
/// `contactID` input passed, the storyboard's AddContact) and a change to an existing one (its
/// `contactID`, the storyboard's EditContact).
enum ContactEditor {
    /// The `contactID` input of a new contact, its default: no contact has it (ids start at 1).
    static let newContactID = 0

    /// What the form is for, as the scene's inputs configure it.
    enum Purpose: Equatable {
        /// A contact not in the book yet.
        case newContact
        /// A change to the contact with this id.
        case changeContact(id: Int)
    }

    /// What leaving now would lose.
    enum UnsavedChanges: Equatable {
        /// A new contact's form holding something not saved.
        case newContact(ContactForm)
        /// Changes not saved to an existing contact, as it was before the form changed it.
        case changes(to: Contact)
    }

    /// Starting to fill the form: empty for a new contact, from the book for an existing one.
    enum StartEditing {
        struct Request {}
    }

    /// Typing a value into a field of the form.
    enum EditField {
        struct Request {
            let field: ContactForm.Field
            let value: String
        }

        struct Response {
            let purpose: Purpose
            let form: ContactForm
        }
    }

    /// Saving the form: adding the new contact, or saving the change.
    enum SaveContact {
        struct Request {}

        struct Response {
            let purpose: Purpose
            let form: ContactForm
            /// What stops the form from being saved; empty if it was saved.
            let problems: [(field: ContactForm.Field, problem: ContactForm.Problem)]
            /// Why the contact could not be saved (or, from the start, edited), if it could not.
            let storageProblem: ContactsError?
            let saved: Contact?
        }
    }

    /// The form as shown, for every use case.
    struct ViewModel: Equatable {
        struct Field: Equatable {
            let label: String
            let value: String
        }

        let fields: [Field]
        let errors: [String]
        /// How to fill the form and how to give up, worded for its purpose.
        let hint: String
        let saved: Bool
    }
}
