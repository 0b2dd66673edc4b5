import ContactsDomain

/// The ShowContact scene's models.
enum ShowContact {
    /// Showing the contact passed in.
    enum GetContact {
        struct Request {}

        struct Response {
            let contact: Contact?
            /// The contact an edit just saved, for a notice shown once.
            var saved: Contact?
        }

        struct ViewModel: Equatable {
            let name: String
            let fields: [Field]
            /// What the last command did: `saved Ada Lovelace`.
            var message: String?
            /// Whether a contact is shown (its fields), rather than `No contact`.
            var showsContact: Bool { !fields.isEmpty }

            struct Field: Equatable {
                let label: String
                let value: String
            }
        }
    }
}
