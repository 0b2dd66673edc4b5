/// The version of the SceneRuntime library, and the handshake with plugins.
public enum RuntimeVersion {
    /// The version of the runtime that is running, as `scenes --version` prints it.
    public static let current = "0.3.0"

    /// The version of the runtime a client was compiled against. Its body is emitted into the
    /// client, so a plugin carries the version it was built with even when it runs with another
    /// runtime; the loader compares it with ``current`` (no library evolution: a plugin must be
    /// rebuilt when the runtime changes).
    @_alwaysEmitIntoClient public static var compiled: String { "0.3.0" }
}
