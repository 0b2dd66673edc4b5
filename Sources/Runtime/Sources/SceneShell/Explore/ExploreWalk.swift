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
    let spawn: () -> ExploreChildProcess?
    var spawned = 0

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
            branchEnded("crash", message, line: line, top: top, script: setup + path)
        case .hung:
            let message = "the app did not answer '\(line)' in scene '\(top ?? "")'"
            branchEnded("hang", message, line: line, top: top, script: setup + path)
        case .tooLarge:
            branchEnded(
                "large answer", Self.tooLargeMessage(line, top: top), line: line, top: top,
                script: setup + path)
        case .late:
            // The walk's time is up: nothing is known of the command, which is no finding.
            break
        }
        return nil
    }

    /// Records a command whose branch ended without an answer (a crash, a hang, an answer too
    /// large): in the coverage, and as a finding of `kind`.
    private func branchEnded(_ kind: String, _ message: String, line: String, top: String?, script: [String])
    {
        coverage.ended(line, on: top, how: message)
        add(
            ExploreFinding(
                kind: kind, message: message, signature: Self.signature(kind, top: top, line: line),
                script: script))
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
                    signature: Self.signature("fault \(type)", top: top, line: line), script: script))
        }
    }

    private func add(_ finding: ExploreFinding) {
        guard signatures.insert(finding.signature).inserted else { return }
        findings.append(finding)
    }

    /// Adds a finding made from the storyboard, not from a run.
    func addStatic(_ finding: ExploreFinding) { add(finding) }

    /// What tells a finding of `kind` apart: the scene it was made on, `top`, and the command's
    /// first word (two words for `go`), so that one fault is one finding whatever its arguments.
    nonisolated static func signature(_ kind: String, top: String?, line: String) -> String {
        "\(kind) in \(top ?? "") on \(firstWord(line))"
    }

    nonisolated static func firstWord(_ line: String) -> String {
        let words = line.split(separator: " ", maxSplits: 2)
        guard let first = words.first else { return "" }
        return first == "go" && words.count > 1 ? "go \(words[1])" : String(first)
    }
}
