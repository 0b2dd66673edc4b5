import ContactsDomain

/// The ShowContact scene's models.
enum ShowContact {
    /// The `contactID` that names no contact (ids start at 1): the Contacts split passes it to its
    /// pane at start, before the list selects anyone, and the scene then asks for a selection.
    static let noContactID = 0

    /// Showing the contact passed in.
    enum GetContact {
        struct Request {}

        struct Response {
            let contact: Contact?
            /// The contact an edit just saved, for a notice shown once.
            var saved: Contact?
            /// Whether a contact was asked for: `false` before the list selects one, when `contact`
            /// is `nil` because nothing is selected rather than because it is gone.
            var isSelected = true
        }

        struct ViewModel: Equatable {
            let name: String
            let fields: [Field]
            /// What the last command did: `saved Ada Lovelace`.
            var message: String?
            /// What to do, shown in place of a contact while none is selected.
            var hint: String?
            /// Whether a contact is shown (its fields), rather than `No contact` or the hint.
            var showsContact: Bool { !fields.isEmpty }

            struct Field: Equatable {
                let label: String
                let value: String
            }
        }
    }
}
