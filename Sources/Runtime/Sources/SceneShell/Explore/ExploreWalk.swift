import Foundation
import SceneRuntime

/// The walk of `scenes explore`: breadth first over the stacks the app can reach, each state's
/// commands tried in an order drawn from the seed, in child processes that a trap ends.
final class ExploreWalk {
    /// A stack reached, with the commands that reach it from a fresh start.
    struct State {
        var path: [String]
        var answer: ExploreAnswer
        var depth: Int
    }

    let options: ExploreOptions
    let executable: String
    private let scratch: ExploreScratch
    private let deadline: Date
    private var random: SeededRandom
    private(set) var findings: [ExploreFinding] = []
    private var signatures: Set<String> = []
    private(set) var coverage = ExploreCoverage()
    private var queue: [State] = []
    private var seen: Set<[String]> = []
    private(set) var processes = 0
    private(set) var commands = 0
    /// The shortest commands found that bring each scene to the top, from a fresh start.
    private(set) var pathTo: [String: [String]] = [:]
    /// Why the app could not be started, if it could not.
    private(set) var launchFailure: String?

    /// - Parameter scratch: The folder the children's data directories go in.
    init(options: ExploreOptions, executable: String, scratch: ExploreScratch, start: Date = Date()) {
        self.options = options
        self.executable = executable
        self.scratch = scratch
        self.deadline = start.addingTimeInterval(options.time)
        self.random = SeededRandom(seed: options.seed)
    }

    private var timeIsUp: Bool { Date() >= deadline }

    func run() {
        guard let child = spawn(), case .answered(let first) = child.first else {
            launchFailure = "the app could not be started with \(options.config)"
            return
        }
        child.stop()
        coverage.reached(first, depth: 0)
        note(first, script: [], top: nil, line: "")
        seen.insert(first.stack)
        if let initial = first.stack.last { pathTo[initial] = [] }
        queue = [State(path: [], answer: first, depth: 0)]
        while !queue.isEmpty {
            let state = queue.removeFirst()
            if timeIsUp {
                coverage.cutByTime(state.answer)
                continue
            }
            if state.depth >= options.depth {
                coverage.cutByDepth(state.answer)
                continue
            }
            explore(state)
        }
    }

    /// The lines tried at a state: each segue a person may take, each action's arguments, back,
    /// dismiss, root, and the other tabs (or focus) of a container; in an order drawn from the seed.
    private func candidates(_ answer: ExploreAnswer) -> [String] {
        var lines = answer.segues.filter { $0.action == nil }.map { "go " + ArgumentSamples.quoted($0.id) }
        for action in answer.actions { lines += ArgumentSamples.lines(for: action, random: &random) }
        lines += ["back", "dismiss", "root"] + answer.tabMoves
        return random.shuffled(lines)
    }

    private func explore(_ state: State) {
        guard var child = reach(state) else { return }
        let top = state.answer.stack.last
        for line in candidates(state.answer) {
            if timeIsUp {
                coverage.cutByTime(state.answer)
                break
            }
            commands += 1
            switch child.send(line) {
            case .answered(let answer):
                coverage.record(line, on: top, answer, depth: state.depth + 1)
                note(answer, script: child.sent, top: top, line: line)
                guard answer.stack != state.answer.stack || answer.quit else { continue }
                if let reached = answer.stack.last, pathTo[reached] == nil { pathTo[reached] = child.sent }
                if !answer.quit, seen.insert(answer.stack).inserted {
                    queue.append(State(path: child.sent, answer: answer, depth: state.depth + 1))
                }
            case .ended(let signal, let status):
                let how = signal.map { "trapped (signal \($0))" } ?? "exited with status \(status ?? 0)"
                add(
                    ExploreFinding(
                        kind: "crash", message: "the app \(how) on '\(line)' in scene '\(top ?? "")'",
                        signature: "crash in \(top ?? "") on \(Self.firstWord(line))", script: child.sent))
            case .hung:
                add(
                    ExploreFinding(
                        kind: "hang", message: "the app did not answer '\(line)' in scene '\(top ?? "")'",
                        signature: "hang in \(top ?? "") on \(Self.firstWord(line))", script: child.sent))
            }
            child.stop()
            guard let next = reach(state) else { return }
            child = next
        }
        child.stop()
        fillIn(state)
    }

    /// Performs every action of the state once more, with typical arguments, in declaration order,
    /// in one child: a form's fields are then filled in before it is saved.
    private func fillIn(_ state: State) {
        guard state.answer.actions.count > 1, !timeIsUp, let child = reach(state) else { return }
        defer { child.stop() }
        let top = state.answer.stack.last
        for action in state.answer.actions {
            guard let line = ArgumentSamples.lines(for: action, random: &random).first, !timeIsUp else {
                return
            }
            commands += 1
            guard case .answered(let answer) = child.send(line) else { return }
            coverage.record(line, on: top, answer, depth: state.depth + 1)
            note(answer, script: child.sent, top: top, line: line)
            guard answer.stack == state.answer.stack else {
                if let reached = answer.stack.last, pathTo[reached] == nil { pathTo[reached] = child.sent }
                if !answer.quit, seen.insert(answer.stack).inserted {
                    queue.append(State(path: child.sent, answer: answer, depth: state.depth + 1))
                }
                return
            }
        }
    }

    /// A fresh child brought to `state` by replaying its path; `nil` if it does not get there.
    private func reach(_ state: State) -> ExploreChildProcess? {
        guard let child = spawn(), case .answered = child.first else { return nil }
        var last: ExploreAnswer?
        for line in state.path {
            guard case .answered(let answer) = child.send(line) else {
                child.stop()
                return nil
            }
            last = answer
        }
        if let last, last.stack != state.answer.stack {
            child.stop()
            return nil
        }
        return child
    }

    private func spawn() -> ExploreChildProcess? {
        processes += 1
        return try? ExploreChildProcess(
            executable: executable, options: options, folder: scratch.path + "/child-\(processes)")
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

    static func firstWord(_ line: String) -> String {
        let words = line.split(separator: " ", maxSplits: 2)
        guard let first = words.first else { return "" }
        return first == "go" && words.count > 1 ? "go \(words[1])" : String(first)
    }

    // MARK: Shrinking

    /// The signatures a script produces when run on a fresh child.
    func signatures(of script: [String]) -> Set<String> {
        guard let child = spawn(), case .answered(let first) = child.first else { return [] }
        defer { child.stop() }
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
            }
        }
        return found
    }

    /// The finding's script made minimal by delta debugging: chunks are removed while the script
    /// still produces the same failure, until no single line can go (or `until` passes).
    func shrink(_ finding: ExploreFinding, until limit: Date) -> [String] {
        var lines = finding.script
        guard !lines.isEmpty, signatures(of: lines).contains(finding.signature) else { return lines }
        var parts = 2
        while lines.count >= 1, Date() < limit {
            let size = max(1, (lines.count + parts - 1) / parts)
            var reduced = false
            for start in stride(from: 0, to: lines.count, by: size) {
                if Date() >= limit { break }
                var candidate = lines
                candidate.removeSubrange(start..<min(lines.count, start + size))
                if signatures(of: candidate).contains(finding.signature) {
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
