public import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

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
        get { fixedTimeZone ?? Self.localTimeZone }
        set { fixedTimeZone = newValue }
    }
    /// The time zone given; `nil` for the local one, found only when a scene asks (finding it
    /// reads the system's zone files, a cost start-up need not pay).
    private var fixedTimeZone: TimeZone?

    /// The local time zone by its name (`Asia/Tokyo`), as `TZ` or the system sets it. Named zones
    /// need Foundation's internationalization library, which the runtime does not link (loading
    /// it would cost every start as much as the rest of the shell's): it is loaded here, the first
    /// time a scene asks. Without it, the zone is the local offset from UTC now.
    private static let localTimeZone: TimeZone = {
        _ = dlopen("libFoundationInternationalization.so", RTLD_NOW | RTLD_GLOBAL)
        let current = TimeZone.current
        guard current.secondsFromGMT() == 0 else { return current }
        var now = time(nil)
        var local = tm()
        guard localtime_r(&now, &local) != nil, local.tm_gmtoff != 0 else { return current }
        return TimeZone(secondsFromGMT: local.tm_gmtoff) ?? current
    }()

    /// Creates an environment; `timeZone` `nil` (the default) means the local one.
    public init(
        dataDirectory: String, now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone? = nil
    ) {
        self.dataDirectory = dataDirectory
        self.now = now
        self.fixedTimeZone = timeZone
    }
}
