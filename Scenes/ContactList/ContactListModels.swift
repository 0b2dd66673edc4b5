import ContactsDomain

/// The ContactList scene's models: one Request, Response and ViewModel per use case.
enum ContactList {
    /// Showing the contacts, sorted by name.
    enum FetchContacts {
        struct Request {}

        struct Response {
            let contacts: [Contact]
            /// A contact just added, to acknowledge.
            let added: Contact?
            /// Why the contacts book could not be read or saved, if it could not.
            let problem: ContactsError?
            /// A line passed back by a scene the list led to (its `notice` input), to show once.
            var notice: String? = nil
        }

        struct ViewModel: Equatable {
            struct DisplayedContact: Equatable {
                let name: String
                let phone: String
            }

            let displayedContacts: [DisplayedContact]
            let message: String?
            let error: String?
        }
    }

    /// Choosing a contact by its number in the list.
    enum SelectContact {
        struct Request {
            let number: Int
        }

        struct Response {
            /// The chosen contact, or `nil` if the number is not in the list.
            let contact: Contact?
            let count: Int
        }

        struct ViewModel: Equatable {
            /// Why nothing was chosen; `nil` when a contact was.
            let error: String?
        }
    }

    /// Deleting a contact by its number in the list.
    enum DeleteContact {
        struct Request {
            let number: Int
        }

        struct Response {
            /// The deleted contact, or `nil` if nothing was deleted.
            let deleted: Contact?
            /// The contacts left, in the order shown.
            let contacts: [Contact]
            /// Why nothing was deleted: the contact was gone meanwhile, or the book could not be
            /// read or saved.
            let problem: ContactsError?
        }
    }
}
