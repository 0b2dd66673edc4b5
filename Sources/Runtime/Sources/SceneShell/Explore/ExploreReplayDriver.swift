/// The slow way, kept to measure the fast one against (`--strategy replay`): every branch is a new
/// child that replays the commands from the start.
@MainActor final class ExploreReplayDriver: ExploreDriver {
    private let spawn: () -> ExploreChildProcess?
    private let setup: [String]
    /// The commands that lead to the state reached, and to each branch pushed on it.
    private var path: [String] = []
    private var pushed: [String] = []
    private var child: ExploreChildProcess?
    private(set) var processes = 0
    private(set) var branches = 0
    private(set) var setupFailure: String?

    init(setup: [String], spawn: @escaping () -> ExploreChildProcess?) {
        self.setup = setup
        self.spawn = spawn
    }

    func start() -> ExploreAnswer? {
        path = []
        pushed = []
        child?.stop()
        processes += 1
        guard let started = spawn(), case .answered(let shown) = started.first else { return nil }
        child = started
        let (answer, failure) = started.runSetup(setup, after: shown)
        setupFailure = failure
        return answer
    }

    func reach(_ path: [String]) -> ExploreAnswer? {
        self.path = path
        pushed = []
        return replay(setup + path)
    }

    func push(_ line: String) -> ExploreChildProcess.Outcome {
        branches += 1
        guard replay(setup + path + pushed) != nil, let child else { return .ended(signal: nil, status: nil) }
        pushed.append(line)
        return child.send(line)
    }

    func pop() {
        if !pushed.isEmpty { pushed.removeLast() }
        child?.stop()
        child = nil
    }

    func stop() {
        child?.stop()
        child = nil
    }

    /// A new child that ran `lines`: its last answer.
    private func replay(_ lines: [String]) -> ExploreAnswer? {
        child?.stop()
        processes += 1
        guard let started = spawn(), case .answered(var answer) = started.first else { return nil }
        child = started
        for line in lines {
            guard case .answered(let next) = started.send(line) else { return nil }
            answer = next
        }
        return answer
    }
}
