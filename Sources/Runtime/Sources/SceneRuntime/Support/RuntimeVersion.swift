/// The version of the SceneRuntime library, and the handshake with plugins.
///
/// ```swift
/// if RuntimeVersion.compiled != RuntimeVersion.current {
///     print("built against \(RuntimeVersion.compiled); see \(RuntimeVersion.changelog)")
/// }
/// ```
///
/// Versions follow semantic versioning, 0.x while the API moves: a minor version (0.3.0 → 0.4.0)
/// may change the public API, a patch version does not. Each change and how to migrate is in
/// ``changelog``; an API renamed in a minor version keeps its old name, deprecated, for the next
/// minor version (`@available(*, deprecated, renamed:)`).
public enum RuntimeVersion {
    /// The version of the runtime that is running, as `scenes --version` prints it.
    public static let current = "0.4.0"

    /// The version of the runtime a client was compiled against. Its body is emitted into the
    /// client, so a plugin carries the version it was built with even when it runs with another
    /// runtime; the loader compares it with ``current`` (no library evolution: a plugin must be
    /// rebuilt when the runtime changes).
    @_alwaysEmitIntoClient public static var compiled: String { "0.4.0" }

    /// Where each version's changes and how to migrate are listed: `CHANGELOG.md` of the runtime
    /// package, `Sources/Runtime/CHANGELOG.md` in a checkout of the project. The loader's message for
    /// a plugin built against another version names it.
    public static let changelog = "Sources/Runtime/CHANGELOG.md"
}
