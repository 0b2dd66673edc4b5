/// How a driver (``ExploreDriver``) starts its children: how to spawn one, the commands every
/// child runs first, and how many were started. Both drivers start children this one way.
@MainActor struct ExploreChildStarter {
    /// Starts a child at the start.
    let spawn: () -> ExploreChildProcess?
    /// The commands every child runs first (`--setup FILE`).
    let setup: [String]
    /// The child processes started so far.
    private(set) var processes = 0
    /// Why the setup could not be run in the last child that started: the command that failed,
    /// and its error.
    private(set) var setupFailure: String?

    /// A new child, counted, with its first answer; `nil` if it did not start or answer.
    mutating func spawnChild() -> (child: ExploreChildProcess, first: ExploreAnswer)? {
        processes += 1
        guard let started = spawn(), case .answered(let shown) = started.first else { return nil }
        return (started, shown)
    }

    /// A new child that ran the setup: the child, and its answer after the setup, `nil` when the
    /// setup failed (``setupFailure`` says why); `nil` if the child did not start or answer.
    mutating func startWithSetup() -> (child: ExploreChildProcess, answer: ExploreAnswer?)? {
        guard let started = spawnChild() else { return nil }
        let (answer, failure) = started.child.runSetup(setup, after: started.first)
        setupFailure = failure
        return (started.child, answer)
    }
}
