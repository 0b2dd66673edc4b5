// The DataStore contracts through which the contacts scenes pass data to each other by
// hand-written routes. They live here, not in the scenes, because a scene never imports another
// scene. (Ids pass between the contacts scenes as declared inputs and outputs instead.)

/// What the contact list receives when a new contact is saved (unwinding from AddContact).
@MainActor public protocol ContactListDataStore: AnyObject {
    /// The contact just added, shown and then cleared by the list.
    var addedContact: Contact? { get set }
}

/// What the contact's detail receives when a change to it is saved (unwinding from EditContact).
@MainActor public protocol ContactDetailDataStore: AnyObject {
    /// The contact just saved, for a notice shown once and then cleared by the detail.
    var savedContact: Contact? { get set }
}
