// The DataStore contracts through which scenes pass a user to each other.

/// What the Home scene shows: the signed-in user, passed by Login or Registration.
@MainActor public protocol HomeDataStore: AnyObject {
    /// The user whose home this is.
    var user: User? { get set }
}

/// What a scene that presented Login modally receives when the user signs in (the shopping cart
/// completing an order).
@MainActor public protocol SignedInUserReceiving: AnyObject {
    /// The user who just signed in.
    var signedInUser: User? { get set }
}
