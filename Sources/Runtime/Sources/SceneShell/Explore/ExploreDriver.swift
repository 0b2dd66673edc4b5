import SceneRuntime

/// How `scenes explore` runs the app: it brings a child to a state (``reach(_:)``), then tries one
/// command after another from there, each in a branch (``push(_:)``) that ``pop()`` ends.
@MainActor protocol ExploreDriver: AnyObject {
    /// The child processes started so far.
    var processes: Int { get }
    /// The branches made so far (by forking, or by replaying from a new child).
    var branches: Int { get }
    /// Starts the app and runs the setup commands: the first answer, after them; `nil` if the app
    /// did not start or answer, or a setup command failed (``setupFailure`` says which).
    func start() -> ExploreAnswer?
    /// Why the setup could not be run: the command that failed, and its error.
    var setupFailure: String? { get }
    /// Brings a child to the state `path` leads to from the start: the last answer on the way
    /// (the first, for an empty path); `nil` if it does not get there.
    func reach(_ path: [String]) -> ExploreAnswer?
    /// Runs `line` from the state reached (or the newest branch), in a new branch.
    func push(_ line: String) -> ExploreChildProcess.Outcome
    /// Ends the newest branch.
    func pop()
    /// Ends every child.
    func stop()
    /// How it starts its children, and how many it started.
    var starter: ExploreChildStarter { get }
}

extension ExploreDriver {
    var processes: Int { starter.processes }
    var setupFailure: String? { starter.setupFailure }
}

extension ExploreChildProcess {
    /// Runs the setup commands (`--setup FILE`) after the first answer: the last answer, or, for
    /// a command that failed or ended the child, why (a setup that does not prepare what it should
    /// would make the walk meaningless).
    func runSetup(_ setup: [String], after first: ExploreAnswer) -> (answer: ExploreAnswer?, failure: String?)
    {
        var answer = first
        for (index, line) in setup.enumerated() {
            let next: ExploreAnswer
            switch send(line) {
            case .answered(let answer) where !answer.quit:
                next = answer
            case .answered, .ended:
                // A command that quits is answered, and the child then ends: it ended the app too.
                return (nil, "setup command \(index + 1), \(quoted(line)), ended the app")
            case .hung:
                return (nil, "setup command \(index + 1), \(quoted(line)), did not answer: the app hangs")
            case .tooLarge:
                return (
                    nil,
                    "setup command \(index + 1), \(quoted(line)), answered with more than"
                        + " \(ExploreAnswerReader.maximumLineSize)"
                )
            case .late:
                return (
                    nil,
                    "setup command \(index + 1), \(quoted(line)), had not answered when the walk's time was up"
                )
            }
            if next.error != nil || next.failed {
                return (
                    nil,
                    "setup command \(index + 1), \(quoted(line)), failed: \(next.error ?? "the scene showed an error")"
                )
            }
            answer = next
        }
        return (answer, nil)
    }
}
