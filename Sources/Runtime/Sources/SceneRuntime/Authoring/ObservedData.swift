/// Data that scenes share and that may change while a scene shows it: a collection of records in
/// the app's data directory (SceneStore's data files are), or anything else a person or another
/// process changes. Two panes side by side, a list and the record it opened, each read it; when one
/// changes it, the other shows the change in the same screen.
///
/// ```swift
/// final class Inbox: ObservedData {
///     private(set) var version = 0
///     private var messages: [String] = []
///     var all: [String] { noteRead(); return messages }
///     func add(_ message: String) { messages.append(message); version += 1 }
/// }
/// ```
///
/// A scene that reads such data while it appears (in `viewWillAppear`, where a Clean Swift scene
/// fetches its data) notes each read with ``noteRead()``; the store does this for the scene. After
/// every action, and before the shell takes a command or draws a screen, the runtime compares the
/// ``version`` of what each visible scene read with the version it read: a scene whose data
/// changed is told, ``SceneViewController/dataDidChange()``, and drawn again. The scene whose action
/// made the change is not told: it knows what it did. A scene not visible reads its data again
/// when it next appears.
@MainActor public protocol ObservedData: AnyObject {
    /// A number that differs whenever the data differs from when it was last asked: a count of
    /// changes, or what tells the file's versions apart. Cheap to ask: it is asked for every read
    /// of every visible scene after each command.
    var version: Int { get }
}

extension ObservedData {
    /// Notes that the scene appearing now (or being told that its data changed) read this data, so
    /// that it is told when the data changes while it is visible. Does nothing outside those calls.
    public func noteRead() {
        ObservedDataReads.note(self)
    }
}
