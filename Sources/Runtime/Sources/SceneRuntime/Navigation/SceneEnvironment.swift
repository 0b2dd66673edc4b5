/// Settings of the running app that scenes may need, handed to every configurator through its
/// ``SceneContext``.
public struct SceneEnvironment: Sendable, Equatable {
    /// The directory where scenes keep their data files (contacts, notes, ...).
    public var dataDirectory: String

    /// Creates an environment.
    public init(dataDirectory: String) {
        self.dataDirectory = dataDirectory
    }
}
