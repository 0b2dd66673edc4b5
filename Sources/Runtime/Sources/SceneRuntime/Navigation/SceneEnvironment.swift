public import Foundation

/// Settings of the running app that scenes may need, handed to every configurator through its
/// ``SceneContext``.
///
/// ```swift
/// let environment = SceneEnvironment(dataDirectory: "data", now: { Date(timeIntervalSince1970: 0) })
/// let navigator = Navigator(storyboard: storyboard, registry: registry, environment: environment)
/// // In a configurator:
/// let worker = AccountsWorker(dataDirectory: context.environment.dataDirectory)
/// ```
public struct SceneEnvironment: Sendable {
    /// The directory where scenes keep their data files (contacts, notes, ...).
    public var dataDirectory: String
    /// The current time; tests and recorded sessions fix it so that dates are deterministic.
    public var now: @Sendable () -> Date
    /// The time zone dates are shown in: the local one (`TZ` is respected) unless a test fixes it.
    public var timeZone: TimeZone {
        get { fixedTimeZone ?? .current }
        set { fixedTimeZone = newValue }
    }
    /// The time zone given; `nil` for the local one, found only when a scene asks (finding it
    /// reads the system's zone files, a cost start-up need not pay).
    private var fixedTimeZone: TimeZone?

    /// Creates an environment; `timeZone` `nil` (the default) means the local one.
    public init(
        dataDirectory: String, now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone? = nil
    ) {
        self.dataDirectory = dataDirectory
        self.now = now
        self.fixedTimeZone = timeZone
    }
}
