import ContactsDomain

/// The ShowContact scene's models.
enum ShowContact {
    /// Showing the contact passed in.
    enum GetContact {
        struct Request {}

        struct Response {
            let contact: Contact?
        }

        struct ViewModel: Equatable {
            let name: String
            let fields: [Field]

            struct Field: Equatable {
                let label: String
                let value: String
            }
        }
    }
}
