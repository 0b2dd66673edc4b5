public import SceneRuntime

/// A ready ``SceneRuntime/SharedDataStore`` for tests: put it behind a stand-in scene to see what
/// a plugin's Router passes, or to hand a plugin scene its input.
@MainActor public final class SharedValuesStore: SharedDataStore {
    /// The values, by key.
    public var sharedValues: [String: String]

    /// Creates a store holding `values`.
    public init(_ values: [String: String] = [:]) {
        sharedValues = values
    }
}
