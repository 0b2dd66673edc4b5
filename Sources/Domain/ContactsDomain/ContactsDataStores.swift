// The DataStore contracts through which the contacts scenes pass data to each other. They live
// here, not in the scenes, because a scene never imports another scene.

/// What the contact list receives when a new contact is saved (unwinding from AddContact).
@MainActor public protocol ContactListDataStore: AnyObject {
    /// The contact just added, shown and then cleared by the list.
    var addedContact: Contact? { get set }
}

/// What the contact detail shows: set when a contact is selected, and again when it is edited.
@MainActor public protocol ShowContactDataStore: AnyObject {
    /// The contact to show.
    var contact: Contact? { get set }
}

/// What the contact editor edits.
@MainActor public protocol EditContactDataStore: AnyObject {
    /// The contact to edit.
    var contact: Contact? { get set }
}
