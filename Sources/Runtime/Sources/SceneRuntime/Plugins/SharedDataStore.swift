/// A DataStore that exchanges plain values by key, for scenes that share no module but the
/// runtime: a plugin's scenes and the app's.
///
/// ```swift
/// final class GreeterInteractor: SharedDataStore {
///     var sharedValues: [String: String] = [:]
/// }
/// // In a route of the app, passing a value into the plugin's scene:
/// let destination = try segue.destinationDataStore(as: (any SharedDataStore).self)
/// destination.sharedValues["name"] = dataStore.userName
/// ```
///
/// A DataStore protocol defined in a module linked into both the app and a plugin would exist
/// twice, and casts to it would fail across the boundary; this one lives in the runtime, which
/// is loaded once.
@MainActor public protocol SharedDataStore: AnyObject {
    /// The values, by key.
    var sharedValues: [String: String] { get set }
}
