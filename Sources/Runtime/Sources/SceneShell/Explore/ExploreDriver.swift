/// How `scenes explore` runs the app: it brings a child to a state (``reach(_:)``), then tries one
/// command after another from there, each in a branch (``push(_:)``) that ``pop()`` ends.
@MainActor protocol ExploreDriver: AnyObject {
    /// The child processes started so far.
    var processes: Int { get }
    /// The branches made so far (by forking, or by replaying from a new child).
    var branches: Int { get }
    /// Starts the app and runs the setup commands: the first answer, after them; `nil` if the app
    /// did not start or answer.
    func start() -> ExploreAnswer?
    /// Brings a child to the state `path` leads to from the start: the last answer on the way
    /// (the first, for an empty path); `nil` if it does not get there.
    func reach(_ path: [String]) -> ExploreAnswer?
    /// Runs `line` from the state reached (or the newest branch), in a new branch.
    func push(_ line: String) -> ExploreChildProcess.Outcome
    /// Ends the newest branch.
    func pop()
    /// Ends every child.
    func stop()
}
