import ContactsDomain

/// The EditContact scene's models.
enum EditContact {
    /// Starting to edit the contact passed in.
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
            let form: ContactForm
        }
    }

    /// Saving the changed contact.
    enum SaveContact {
        struct Request {}

        struct Response {
            let form: ContactForm
            /// What stops the form from being saved; empty if it was saved.
            let problems: [(field: ContactForm.Field, problem: ContactForm.Problem)]
            /// Why the contacts book could not be written, if it could not.
            let storageProblem: String?
            let saved: Contact?
        }
    }

    /// The form as shown, for both use cases.
    struct ViewModel: Equatable {
        struct Field: Equatable {
            let label: String
            let value: String
        }

        let fields: [Field]
        let errors: [String]
        let saved: Bool
    }
}
