/// What an action changed in the data scenes share, each change with how to take it back: an
/// action that throws (the navigation it leads to refused after it saved, a route that failed)
/// leaves the data as it was, so that a change and the navigation it leads to are one step and a
/// retry never saves twice. SceneStore's data files note every change they commit; data of another
/// kind notes its own with ``note(undo:)``.
///
/// ```swift
/// func add(_ message: String) {
///     messages.append(message)
///     ActionChanges.note { [self] in
///         guard messages.last == message else { return false }
///         messages.removeLast()
///         return true
///     }
/// }
/// ```
@MainActor public enum ActionChanges {
    /// How to take back each change of the action running now, oldest first; `nil` outside an
    /// action. Read and changed one access at a time: unchecked.
    @exclusivity(unchecked) private static var running: [@MainActor () -> Bool]?

    /// Whether an action runs now, whose changes are noted.
    public static var isRunning: Bool { running != nil }

    /// Notes a change the action running now made, and how to take it back: `undo` returns
    /// whether it could (another process may have changed the data since). Does nothing outside
    /// an action.
    public static func note(undo: @escaping @MainActor () -> Bool) {
        running?.append(undo)
    }

    /// Runs the action `name` through `body`. If it throws after noting changes, they are taken
    /// back, latest first, and it throws ``ActionError/changesTakenBack(action:reason:all:)``
    /// instead, saying so; otherwise what `body` throws. The changes of an action run inside
    /// another are the outer one's too.
    static func run(action name: String, _ body: () throws -> Void) throws {
        let outer = running
        running = []
        do {
            try body()
            running = outer.map { $0 + (running ?? []) }
        } catch {
            let noted = running ?? []
            running = outer
            guard !noted.isEmpty else { throw error }
            var all = true
            for undo in noted.reversed() where !undo() { all = false }
            throw ActionError.changesTakenBack(action: name, reason: "\(error)", all: all)
        }
    }
}
