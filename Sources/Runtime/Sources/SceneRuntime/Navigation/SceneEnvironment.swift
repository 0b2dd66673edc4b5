public import Foundation

/// Settings of the running app that scenes may need, handed to every configurator through its
/// ``SceneContext``.
public struct SceneEnvironment: Sendable {
    /// The directory where scenes keep their data files (contacts, notes, ...).
    public var dataDirectory: String
    /// The current time; tests and recorded sessions fix it so that dates are deterministic.
    public var now: @Sendable () -> Date
    /// The time zone dates are shown in: the local one (`TZ` is respected) unless a test fixes it.
    public var timeZone: TimeZone

    /// Creates an environment.
    public init(
        dataDirectory: String, now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone = .current
    ) {
        self.dataDirectory = dataDirectory
        self.now = now
        self.timeZone = timeZone
    }
}
