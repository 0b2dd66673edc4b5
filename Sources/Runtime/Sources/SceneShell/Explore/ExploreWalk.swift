import FoundationEssentials
import SceneRuntime

/// The walk of `scenes explore`: from the start, each state's commands are tried in an order drawn
/// from the seed, each in a branch of a child that stays at that state (see ``ExploreDriver``),
/// so a trap ends one branch. The states a command leads to are walked in turn, those whose
/// command reached something new first (a scene, a segue, an action's outcome, a screen's shape),
/// as coverage-guided fuzzers keep and extend the inputs that found something. A state is the
/// stack, the conditions that hold, and the shape of the screen: signing up makes every screen
/// after it a new state, where signing in and checking out succeed.
@MainActor final class ExploreWalk {
    /// A state reached, with the commands that reach it from the start (after the setup).
    struct State {
        var path: [String]
        var answer: ExploreAnswer
        /// Values typed on the way and shown on the screen, for later commands' arguments.
        var values: [String]
        /// What the command that led here reached that was new; a state after one that reached
        /// something counts as one that showed a new shape, so that the way on from a new place
        /// (signing in after signing up and out) is walked before the plain states.
        var gain = ExploreCoverage.Gain.reach
    }

    let options: ExploreOptions
    private let setup: [String]
    private let deadline: Date
    private var random: SeededRandom
    private(set) var findings: [ExploreFinding] = []
    private var signatures: Set<String> = []
    private(set) var coverage = ExploreCoverage()
    /// The states to walk: those whose command reached a new scene, segue or action outcome,
    /// then those whose command showed a new screen shape, then the others.
    private var queues = [StateQueue(), StateQueue(), StateQueue()]
    /// The states seen: for each stack, conditions and shape, the data directories seen with it.
    private var seen: [String: Set<String>] = [:]
    /// How many data directories one stack, conditions and shape is walked with: enough for an
    /// account made or a record added to be used, few enough that data changed by every command
    /// does not make every state new.
    static let dataVariants = 3
    /// The scenes' actions whose arguments were tried at their boundaries: `SCENE ACTION`.
    private var boundariesTried: Set<String> = []
    /// The scenes' actions that took long to answer: `SCENE ACTION`.
    private var slow: Set<String> = []
    private(set) var commands = 0
    /// How long the app took to run the commands tried, as the children timed them: what is left
    /// of the walk's time is the explorer's own (reaching states, branching, the checks).
    private(set) var commandSeconds = 0.0
    /// The shortest commands found that bring each scene to the top, from a fresh start.
    private(set) var pathTo: [String: [String]] = [:]
    /// Why the app could not be started, if it could not.
    private(set) var launchFailure: String?
    /// Called with every answer the children give (for `--snapshots`).
    var observe: ((ExploreAnswer) -> Void)?
    private let driver: any ExploreDriver
    /// Starts a child at the start, for shrinking.
    private let spawn: () -> ExploreChildProcess?
    private var spawned = 0

    /// - Parameters:
    ///   - scratch: The folder the children's data directories go in.
    ///   - setup: The commands every child runs first (`--setup FILE`).
    init(
        options: ExploreOptions, executable: String, scratch: ExploreScratch, setup: [String] = [],
        start: Date = Date()
    ) {
        self.options = options
        self.setup = setup
        self.deadline = start.addingTimeInterval(options.time)
        self.random = SeededRandom(seed: options.seed)
        var count = 0
        let deadline = self.deadline
        let spawn = { () -> ExploreChildProcess? in
            count += 1
            let child = try? ExploreChildProcess(
                executable: executable, options: options, folder: scratch.path + "/child-\(count)")
            // No command waits for its answer past the walk's time.
            child?.deadline = deadline
            return child
        }
        self.spawn = spawn
        driver =
            options.strategy == .replay
            ? ExploreReplayDriver(setup: setup, spawn: spawn) : ExploreForkDriver(setup: setup, spawn: spawn)
    }

    /// The child processes started.
    var processes: Int { driver.processes + spawned }
    /// The branches tried.
    var branches: Int { driver.branches }

    private var mustStop: Bool {
        Date() >= deadline || commandBoundReached != nil
    }

    /// The command bound (`--commands`), once that many commands ran.
    private var commandBoundReached: Int? {
        options.commandLimit.flatMap { commands >= $0 ? $0 : nil }
    }

    func run() {
        defer { driver.stop() }
        guard let first = driver.start() else {
            launchFailure = driver.setupFailure ?? "the app could not be started with \(options.config)"
            return
        }
        coverage.reached(first, depth: 0)
        observe?(first)
        note(first, script: setup, top: nil, line: "")
        _ = isNew(first)
        if let initial = first.stack.last { pathTo[initial] = setup }
        queues[0].append(State(path: [], answer: first, values: first.values))
        while let state = queues[0].next() ?? queues[1].next() ?? queues[2].next() {
            if mustStop {
                coverage.cutByTime(state.answer, commandLimit: commandBoundReached)
                continue
            }
            if state.path.count >= options.depth {
                coverage.cutByDepth(state.answer)
                continue
            }
            explore(state)
        }
    }

    /// Whether `answer` shows a state not seen, and notes it: what makes a state is the stack, the
    /// conditions that hold, the screen's shape, and what the data directory holds (up to
    /// ``dataVariants`` of these for the rest).
    private func isNew(_ answer: ExploreAnswer) -> Bool {
        let key =
            answer.stack.joined(separator: "/") + "|" + answer.conditions.joined(separator: ",") + "|"
            + answer.shape
        var data = seen[key] ?? []
        guard data.count < Self.dataVariants, data.insert(answer.data).inserted else { return false }
        seen[key] = data
        return true
    }

    /// The lines tried at a state: each segue a person may take, each action's arguments (and
    /// its typical ones with values met on the way), back, dismiss, root, and the other tabs (or
    /// focus) of a container; in an order drawn from the seed.
    private func candidates(_ state: State) -> [String] {
        let answer = state.answer
        var lines = answer.segues.filter { $0.action == nil }.map { "go " + ArgumentSamples.quoted($0.id) }
        let top = answer.stack.last ?? ""
        for action in answer.actions {
            // An action's arguments are tried at their boundaries on its scene once; in the
            // scene's later states, with typical values and values met on the way (an action
            // that took long, such as a sign-in hashing a password, with the first of those only).
            let all = ArgumentSamples.lines(for: action, random: &random)
            lines += boundariesTried.insert(top + " " + action.name).inserted ? all : Array(all.prefix(1))
            let met = ArgumentSamples.lines(for: action, using: state.values)
            lines += slow.contains(top + " " + action.name) ? Array(met.prefix(1)) : met
        }
        lines += ["back", "dismiss", "root"] + answer.tabMoves
        var unique = Set<String>()
        return random.shuffled(lines.filter { unique.insert($0).inserted })
    }

    private func explore(_ state: State) {
        guard let here = driver.reach(state.path), here.stack == state.answer.stack else { return }
        let top = state.answer.stack.last
        for line in candidates(state) {
            if mustStop {
                coverage.cutByTime(state.answer, commandLimit: commandBoundReached)
                return
            }
            guard attempt(line, from: state, top: top) != nil else { continue }
            driver.pop()
        }
        fillIn(state)
    }

    /// Runs `line` in a branch of `state`: records what it reached and found, and queues the state
    /// it leads to if it is new. The answer, with the branch left open; `nil` if the branch ended
    /// (a trap, a hang).
    private func attempt(_ line: String, from state: State, top: String?, fills: [String] = [])
        -> ExploreAnswer?
    {
        commands += 1
        let path = state.path + fills + [line]
        let started = Date()
        let outcome = driver.push(line)
        if Date().timeIntervalSince(started) > 0.2, let top, let word = line.split(separator: " ").first {
            slow.insert(top + " " + word)
        }
        switch outcome {
        case .answered(let answer):
            commandSeconds += answer.seconds ?? 0
            observe?(answer)
            let gained = coverage.record(line, on: top, answer, depth: path.count)
            note(answer, script: setup + path, top: top, line: line)
            consider(
                answer, path: path, gained: max(gained, state.gain == .reach ? .shape : .nothing),
                values: state.values + Self.typed(line) + answer.values)
            return answer
        case .ended(let signal, let status):
            let how = signal.map { "trapped (signal \($0))" } ?? "exited with status \(status ?? 0)"
            let message = "the app \(how) on '\(line)' in scene '\(top ?? "")'"
            coverage.ended(line, on: top, how: message)
            add(
                ExploreFinding(
                    kind: "crash", message: message,
                    signature: "crash in \(top ?? "") on \(Self.firstWord(line))", script: setup + path))
        case .hung:
            let message = "the app did not answer '\(line)' in scene '\(top ?? "")'"
            coverage.ended(line, on: top, how: message)
            add(
                ExploreFinding(
                    kind: "hang", message: message,
                    signature: "hang in \(top ?? "") on \(Self.firstWord(line))", script: setup + path))
        case .tooLarge:
            let message = Self.tooLargeMessage(line, top: top)
            coverage.ended(line, on: top, how: message)
            add(
                ExploreFinding(
                    kind: "large answer", message: message,
                    signature: "large answer in \(top ?? "") on \(Self.firstWord(line))", script: setup + path
                ))
        case .late:
            // The walk's time is up: nothing is known of the command, which is no finding.
            break
        }
        return nil
    }

    /// What a ``ExploreChildProcess/Outcome/tooLarge`` outcome of `line` on `top` is reported as.
    static func tooLargeMessage(_ line: String, top: String?) -> String {
        "the app's answer to '\(line)' in scene '\(top ?? "")' was larger than "
            + ExploreAnswerReader.maximumLineSize
    }

    /// Queues the state `answer` shows, reached by `path`, unless it was seen.
    private func consider(
        _ answer: ExploreAnswer, path: [String], gained: ExploreCoverage.Gain, values: [String]
    ) {
        guard !answer.quit else { return }
        if let reached = answer.stack.last, pathTo[reached] == nil { pathTo[reached] = setup + path }
        guard isNew(answer) else { return }
        // The newest values first, a few of them: enough to carry an account or a record on.
        var kept: [String] = []
        for value in values.reversed() where !kept.contains(value) && kept.count < 8 { kept.append(value) }
        let state = State(path: path, answer: answer, values: kept, gain: gained)
        switch gained {
        case .reach: queues[0].append(state)
        case .shape: queues[1].append(state)
        case .nothing: queues[2].append(state)
        }
    }

    /// The arguments a line typed, as values later commands may use.
    private static func typed(_ line: String) -> [String] {
        guard let words = try? Words.split(line), words.count > 1, words[0] != "go", words[0] != "tab" else {
            return []
        }
        return words.dropFirst().filter { !$0.isEmpty && $0.count <= 80 }
    }

    /// Performs every action of the state once more, with typical arguments, in declaration order,
    /// each in a branch of the one before: a form's fields are then filled in before it is saved.
    private func fillIn(_ state: State) {
        guard state.answer.actions.count > 1, !mustStop else { return }
        let top = state.answer.stack.last
        var fills: [String] = []
        defer { for _ in fills { driver.pop() } }
        for action in state.answer.actions {
            guard let line = ArgumentSamples.lines(for: action, random: &random).first, !mustStop,
                let answer = attempt(line, from: state, top: top, fills: fills)
            else { return }
            fills.append(line)
            guard answer.stack == state.answer.stack else { return }
        }
    }

    /// A first-in first-out queue of states, each taken in constant time.
    struct StateQueue {
        private var states: [State] = []
        private var head = 0

        mutating func append(_ state: State) { states.append(state) }

        mutating func next() -> State? {
            guard head < states.count else { return nil }
            defer {
                head += 1
                if head > 1_024 && head * 2 > states.count {
                    states.removeFirst(head)
                    head = 0
                }
            }
            return states[head]
        }
    }

    /// Records what an answer shows as findings.
    private func note(_ answer: ExploreAnswer, script: [String], top: String?, line: String) {
        for problem in answer.problems {
            let kind = String(problem.prefix { $0 != ":" })
            add(ExploreFinding(kind: kind, message: problem, signature: problem, script: script))
        }
        if answer.fault, let type = answer.errorType {
            add(
                ExploreFinding(
                    kind: "fault",
                    message:
                        "'\(line)' in scene '\(top ?? "")' failed with \(type), not a refusal worded for the"
                        + " person: \(answer.error ?? "")",
                    signature: "fault \(type) in \(top ?? "") on \(Self.firstWord(line))", script: script))
        }
    }

    private func add(_ finding: ExploreFinding) {
        guard signatures.insert(finding.signature).inserted else { return }
        findings.append(finding)
    }

    /// Adds a finding made from the storyboard, not from a run.
    func addStatic(_ finding: ExploreFinding) { add(finding) }

    nonisolated static func firstWord(_ line: String) -> String {
        let words = line.split(separator: " ", maxSplits: 2)
        guard let first = words.first else { return "" }
        return first == "go" && words.count > 1 ? "go \(words[1])" : String(first)
    }

    // MARK: Shrinking

    /// The signatures a script produces when run on a fresh child, whose commands are given up
    /// on at `limit`.
    func signatures(of script: [String], until limit: Date? = nil) -> Set<String> {
        spawned += 1
        guard let child = spawn(), case .answered(let first) = child.first else { return [] }
        defer { child.stop() }
        child.deadline = limit
        var found = Set<String>()
        let collector = ExploreWalkCollector()
        collector.collect(first, top: nil, line: "", into: &found)
        var top = first.stack.last
        for line in script {
            switch child.send(line) {
            case .answered(let answer):
                collector.collect(answer, top: top, line: line, into: &found)
                top = answer.stack.last
            case .ended:
                found.insert("crash in \(top ?? "") on \(Self.firstWord(line))")
                return found
            case .hung:
                found.insert("hang in \(top ?? "") on \(Self.firstWord(line))")
                return found
            case .tooLarge:
                found.insert("large answer in \(top ?? "") on \(Self.firstWord(line))")
                return found
            case .late:
                return found
            }
        }
        return found
    }

    /// The finding's script made minimal by delta debugging: chunks are removed while the script
    /// still produces the same failure, until no single line can go (or `until` passes).
    func shrink(_ finding: ExploreFinding, until limit: Date) -> [String] {
        var lines = finding.script
        guard !lines.isEmpty, signatures(of: lines, until: limit).contains(finding.signature) else {
            return lines
        }
        var parts = 2
        while lines.count >= 1, Date() < limit {
            let size = max(1, (lines.count + parts - 1) / parts)
            var reduced = false
            for start in stride(from: 0, to: lines.count, by: size) {
                if Date() >= limit { break }
                var candidate = lines
                candidate.removeSubrange(start..<min(lines.count, start + size))
                if signatures(of: candidate, until: limit).contains(finding.signature) {
                    lines = candidate
                    parts = max(parts - 1, 2)
                    reduced = true
                    break
                }
            }
            if !reduced {
                if size == 1 { break }
                parts = min(lines.count, parts * 2)
            }
        }
        return lines
    }
}

/// The signatures an answer shows, as ``ExploreWalk`` notes them.
struct ExploreWalkCollector {
    func collect(_ answer: ExploreAnswer, top: String?, line: String, into found: inout Set<String>) {
        for problem in answer.problems { found.insert(problem) }
        if answer.fault, let type = answer.errorType {
            found.insert("fault \(type) in \(top ?? "") on \(ExploreWalk.firstWord(line))")
        }
    }
}
