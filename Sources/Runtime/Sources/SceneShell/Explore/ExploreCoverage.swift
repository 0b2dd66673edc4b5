import SceneRuntime

/// What `scenes explore` reached: scenes shown, segues taken, actions performed, and what was cut
/// short by the depth, the time bound or the command bound.
struct ExploreCoverage {
    /// One row of the report: a scene, segue or action, whether it was reached, and why not.
    struct Row: Codable, Equatable {
        var kind: String
        var name: String
        var reached: Bool
        var why: String?
    }

    private(set) var scenes: Set<String> = []
    private var segueRefusals: [String: String] = [:]
    private var seguesTaken: Set<String> = []
    private var actionsSeen: [String] = []
    private var actionsPerformed: Set<String> = []
    private var actionRefusals: [String: String] = [:]
    /// What happened to an action's command that got no answer (a trap, a hang, an answer too
    /// large), the first of them for each action.
    private var actionEndings: [String: String] = [:]
    private var cutByDepth: Set<String> = []
    private var cutByTime: Set<String> = []
    /// Which bound ended the walk early, as the report says it: `time bound` (`--time`) or
    /// `command bound (N)` (`--commands`).
    private var stopBound = "time bound"
    /// Scenes seen with each scene below them on the stack, for unwinds: "Source<Destination".
    private var above: Set<String> = []
    /// Each scene with each shape of screen it showed, and with each set of conditions holding.
    private var shapes: Set<String> = []

    mutating func reached(_ answer: ExploreAnswer, depth: Int) {
        scenes.formUnion(answer.stack)
        guard let top = answer.stack.last else { return }
        for below in answer.stack.dropLast() { above.insert(top + "<" + below) }
        for action in answer.actions where !actionsSeen.contains(top + " " + action.name) {
            actionsSeen.append(top + " " + action.name)
        }
    }

    /// What a command reached that no command had.
    enum Gain: Int, Comparable {
        case nothing, shape, reach

        static func < (lhs: Gain, rhs: Gain) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Records what `line`, run on `top`, reached, and what of it was new: a scene, a segue
    /// taken, an action performed or refused in a new way (``Gain/reach``), or only a scene's new
    /// screen shape or conditions (``Gain/shape``).
    @discardableResult
    mutating func record(_ line: String, on top: String?, _ answer: ExploreAnswer, depth: Int) -> Gain {
        let before = (scenes.count, seguesTaken.count, actionsPerformed.count, actionRefusals.count)
        reached(answer, depth: depth)
        for event in answer.events where event.kind == "segue" {
            guard let segue = event.segue, let source = event.source else { continue }
            let key = source + " " + segue
            if let error = event.error { segueRefusals[key] = error } else { seguesTaken.insert(key) }
        }
        var gained = false
        if let shown = answer.stack.last {
            gained =
                shapes.insert(shown + "|" + answer.shape + "|" + answer.conditions.joined(separator: ","))
                .inserted
        }
        let word = String(line.prefix { $0 != " " })
        if let top, !["go", "back", "dismiss", "root", "tab", "focus"].contains(word) {
            let key = top + " " + word
            if answer.error == nil && !answer.failed {
                actionsPerformed.insert(key)
            } else if !actionsPerformed.contains(key) {
                actionRefusals[key] = answer.error ?? "the scene showed an error"
            }
        }
        let after = (scenes.count, seguesTaken.count, actionsPerformed.count, actionRefusals.count)
        return before != after ? .reach : gained ? .shape : .nothing
    }

    /// Records that `line`, run on `top`, got no answer: `how` says what happened instead. An
    /// action's row then says so, not that the action was refused, unless it was performed.
    mutating func ended(_ line: String, on top: String?, how: String) {
        let word = String(line.prefix { $0 != " " })
        guard let top, !["go", "back", "dismiss", "root", "tab", "focus"].contains(word) else { return }
        let key = top + " " + word
        if actionEndings[key] == nil { actionEndings[key] = how }
    }

    mutating func cutByDepth(_ answer: ExploreAnswer) {
        reached(answer, depth: 0)
        if let top = answer.stack.last { cutByDepth.insert(top) }
    }

    /// Records a state left unexplored because the walk was stopped: by the time bound, or by the
    /// command bound when `commandLimit` is given.
    mutating func cutByTime(_ answer: ExploreAnswer, commandLimit: Int? = nil) {
        if let top = answer.stack.last { cutByTime.insert(top) }
        stopBound = commandLimit.map { "command bound (\($0))" } ?? "time bound"
    }

    /// Whether the walk was stopped before it was done (by the time or the command bound).
    var timedOut: Bool { !cutByTime.isEmpty }

    /// Every scene, segue and action of the storyboard (actions: those of reached scenes), with
    /// whether it was reached and why not.
    func rows(_ storyboard: Storyboard, depth: Int) -> [Row] {
        var rows: [Row] = []
        let incoming = Dictionary(grouping: storyboard.scenes.flatMap(\.segues), by: \.destination)
        for scene in storyboard.scenes {
            let reached = scenes.contains(scene.id)
            rows.append(
                Row(
                    kind: "scene", name: scene.id, reached: reached,
                    why: reached
                        ? nil : whyNot(scene: scene.id, incoming: incoming[scene.id] ?? [], depth: depth)))
        }
        for scene in storyboard.scenes {
            for segue in scene.segues {
                let key = scene.id + " " + segue.id
                let taken = seguesTaken.contains(key)
                rows.append(
                    Row(
                        kind: "segue", name: "\(scene.id) \(segue.id) -> \(segue.destination)",
                        reached: taken,
                        why: taken ? nil : whyNot(segue: segue, depth: depth)))
            }
        }
        for key in actionsSeen {
            let performed = actionsPerformed.contains(key)
            rows.append(
                Row(
                    kind: "action", name: key, reached: performed,
                    why: performed
                        ? nil
                        : actionEndings[key] ?? actionRefusals[key].map { "always refused: " + $0 }
                            ?? (timedOut ? stopBound : "never tried")))
        }
        return rows
    }

    private func whyNot(scene: String, incoming: [SegueDescriptor], depth: Int) -> String {
        let fromReached = incoming.filter { scenes.contains($0.source) }
        if fromReached.isEmpty {
            return incoming.isEmpty ? "no segue leads to it" : "only scenes not reached lead to it"
        }
        for segue in fromReached {
            if let refusal = segueRefusals[segue.source + " " + segue.id], !segue.guards.isEmpty {
                return
                    "behind a guard never satisfied (\(segue.guards.map(\.condition).joined(separator: ", "))): "
                    + refusal
            }
        }
        if fromReached.contains(where: { cutByDepth.contains($0.source) }) { return "depth bound (\(depth))" }
        if fromReached.contains(where: { cutByTime.contains($0.source) }) || timedOut { return stopBound }
        if let segue = fromReached.first(where: { $0.action != nil }), let action = segue.action {
            return "its segue \(segue.id) is performed by action '\(action)', which never performed it"
        }
        return "every way in was refused"
    }

    private func whyNot(segue: SegueDescriptor, depth: Int) -> String {
        guard scenes.contains(segue.source) else { return "its scene \(segue.source) was not reached" }
        if segue.style == .unwind, !above.contains(segue.source + "<" + segue.destination) {
            return "\(segue.destination) was never on the stack below \(segue.source)"
        }
        if let refusal = segueRefusals[segue.source + " " + segue.id] {
            return segue.guards.isEmpty
                ? "always refused: " + refusal
                : "behind a guard never satisfied (\(segue.guards.map(\.condition).joined(separator: ", ")))"
        }
        if let action = segue.action { return "performed by action '\(action)', which never performed it" }
        if cutByDepth.contains(segue.source) { return "depth bound (\(depth))" }
        return timedOut ? stopBound : "never tried"
    }
}
