/// The fast way: one child stays at the start, and every state is reached and tried in branches
/// it forks, each with its own copy of the data directory; a command is tried by forking the
/// state's branch, never by replaying the path from the start in a new process.
@MainActor final class ExploreForkDriver: ExploreDriver {
    private(set) var starter: ExploreChildStarter
    private var child: ExploreChildProcess?
    /// The first answer, after the setup: the state of the child itself, which its branches do
    /// not change.
    private var first: ExploreAnswer?
    private(set) var branches = 0

    /// - Parameters:
    ///   - spawn: Starts a child at the start.
    ///   - setup: The commands every child runs first (`--setup FILE`).
    init(setup: [String], spawn: @escaping () -> ExploreChildProcess?) {
        starter = ExploreChildStarter(spawn: spawn, setup: setup)
    }

    func start() -> ExploreAnswer? {
        child?.stop()
        child = nil
        first = nil
        held = []
        guard let started = starter.startWithSetup() else { return nil }
        guard let answer = started.answer else {
            started.child.stop()
            return nil
        }
        child = started.child
        first = answer
        return answer
    }

    func reach(_ path: [String]) -> ExploreAnswer? {
        // The branches of the state before that lead on towards this one stay; the others go.
        var kept = 0
        if let child, !child.isBroken {
            while kept < min(path.count, held.count) && held[kept].line == path[kept] { kept += 1 }
            while held.count > kept {
                held.removeLast()
                child.pop()
            }
        }
        if child == nil || child?.isBroken == true {
            held = []
            kept = 0
            guard start() != nil else { return nil }
        }
        for line in path.dropFirst(kept) {
            guard case .answered(let answer) = push(line) else { return nil }
            held.append((line, answer))
        }
        return held.last?.answer ?? first
    }

    /// The branches ``reach(_:)`` opened, oldest first, with their lines and answers.
    private var held: [(line: String, answer: ExploreAnswer)] = []

    func push(_ line: String) -> ExploreChildProcess.Outcome {
        guard let child else { return .ended(signal: nil, status: nil) }
        branches += 1
        return child.push(line)
    }

    func pop() {
        child?.pop()
    }

    func stop() {
        child?.stop()
        child = nil
        held = []
    }
}
