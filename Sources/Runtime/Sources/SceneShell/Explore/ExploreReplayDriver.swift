/// The slow way, kept to measure the fast one against (`--strategy replay`): every branch is a new
/// child that replays the commands from the start.
@MainActor final class ExploreReplayDriver: ExploreDriver {
    private(set) var starter: ExploreChildStarter
    /// The commands that lead to the state reached, and to each branch pushed on it.
    private var path: [String] = []
    private var pushed: [String] = []
    private var child: ExploreChildProcess?
    private(set) var branches = 0

    init(setup: [String], spawn: @escaping () -> ExploreChildProcess?) {
        starter = ExploreChildStarter(spawn: spawn, setup: setup)
    }

    func start() -> ExploreAnswer? {
        path = []
        pushed = []
        child?.stop()
        guard let started = starter.startWithSetup() else { return nil }
        child = started.child
        return started.answer
    }

    func reach(_ path: [String]) -> ExploreAnswer? {
        self.path = path
        pushed = []
        return replay(starter.setup + path)
    }

    func push(_ line: String) -> ExploreChildProcess.Outcome {
        branches += 1
        guard replay(starter.setup + path + pushed) != nil, let child else {
            return .ended(signal: nil, status: nil)
        }
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
        guard let started = starter.spawnChild() else { return nil }
        child = started.child
        var answer = started.first
        for line in lines {
            guard case .answered(let next) = started.child.send(line) else { return nil }
            answer = next
        }
        return answer
    }
}
