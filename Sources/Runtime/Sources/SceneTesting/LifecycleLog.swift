/// A shared, ordered log of lifecycle events from several scenes.
///
/// Give test ViewControllers the same log and record each event with the scene's id; then compare
/// ``entries`` with what UIKit would have sent.
@MainActor public final class LifecycleLog {
    /// One recorded event.
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// The scene that received the event.
        public let scene: String
        /// The event.
        public let event: LifecycleEvent

        /// Creates an entry.
        public init(_ scene: String, _ event: LifecycleEvent) {
            self.scene = scene
            self.event = event
        }

        /// `Scene.event`, as in `ContactList.willDisappear`.
        public var description: String { "\(scene).\(event.rawValue)" }
    }

    /// The events in the order they were recorded.
    public private(set) var entries: [Entry] = []

    /// Creates an empty log.
    public init() {}

    /// Records that `scene` received `event`.
    public func record(_ scene: String, _ event: LifecycleEvent) {
        entries.append(Entry(scene, event))
    }

    /// Returns the entries recorded so far and empties the log.
    public func drain() -> [Entry] {
        defer { entries.removeAll() }
        return entries
    }
}
