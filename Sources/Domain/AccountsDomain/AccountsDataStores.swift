// The DataStore contracts through which scenes pass a user to each other.

/// What the Home scene shows: the signed-in user, passed by Login or Registration.
@MainActor public protocol HomeDataStore: AnyObject {
    /// The user whose home this is.
    var user: User? { get set }
}
