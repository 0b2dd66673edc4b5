import SceneRuntime

/// Merged flow coverage measured against a storyboard: one row per scene, segue, guard outcome
/// (held and failed, for each guard each segue checks) and action, reached or not, and why not
/// where it is known.
struct CoverageTable {
    var coverage: FlowCoverage

    /// The rows, in the storyboard's order; actions sorted. `actions` gives the actions a module
    /// declares (`nil` for a module not known here, a plugin's not opened): each scene's are
    /// its module's, every one listed, offered in a report or not; a report's action its module
    /// does not declare is not counted. For a module not known, the reports' actions are listed.
    func rows(_ storyboard: Storyboard, actions: (String) -> [String]?) -> [ExploreCoverage.Row] {
        var rows: [ExploreCoverage.Row] = []
        let incoming = Dictionary(grouping: storyboard.scenes.flatMap(\.segues), by: \.destination)
        for scene in storyboard.scenes {
            let reached = coverage.scenes.contains(scene.id)
            rows.append(
                .init(
                    kind: "scene", name: scene.id, reached: reached,
                    why: reached
                        ? nil
                        : whyNot(scene: scene.id, incoming: incoming[scene.id] ?? [], storyboard: storyboard))
            )
        }
        for scene in storyboard.scenes {
            for segue in scene.segues {
                let key = scene.id + " " + segue.id
                let taken = coverage.segues.contains(key)
                rows.append(
                    .init(
                        kind: "segue", name: "\(key) -> \(segue.destination)", reached: taken,
                        why: taken ? nil : whyNot(segue: segue)))
            }
        }
        for scene in storyboard.scenes {
            for segue in scene.segues {
                let key = scene.id + " " + segue.id
                for check in guards(of: segue, in: storyboard) {
                    let prefix = key + " " + check.condition
                    let held = coverage.guards.contains(prefix + " held")
                    let failed =
                        coverage.guards.contains(prefix + " refused")
                        || coverage.guards.contains(prefix + " redirected")
                    let tried = held || failed
                    let name = "\(key) -> \(segue.destination) \(check.condition)"
                    let outcomes = [("held", held, "holding"), ("failed", failed, "not holding")]
                    for (outcome, reached, state) in outcomes {
                        rows.append(
                            .init(
                                kind: "guard", name: name + " " + outcome, reached: reached,
                                why: reached
                                    ? nil
                                    : tried
                                        ? "no test tried it with \(check.condition) \(state)"
                                        : whyNot(segue: segue)))
                    }
                }
            }
        }
        var keys = Set<String>()
        // The scenes whose module is not known here: for them, the reports' own actions count.
        var undeclared = Set<String>()
        for scene in storyboard.scenes {
            guard let declared = actions(scene.module) else {
                undeclared.insert(scene.id)
                continue
            }
            for action in declared { keys.insert(scene.id + " " + action) }
        }
        for key in coverage.actionsOffered.union(coverage.actions)
        where undeclared.contains(String(key.prefix { $0 != " " })) {
            keys.insert(key)
        }
        for key in keys.sorted() {
            let performed = coverage.actions.contains(key)
            rows.append(
                .init(
                    kind: "action", name: key, reached: performed,
                    why: performed ? nil : whyNot(action: key)))
        }
        return rows
    }

    /// The guards performing `segue` checks: its own, then (unless it unwinds) its destination's.
    private func guards(of segue: SegueDescriptor, in storyboard: Storyboard) -> [Storyboard.Guard] {
        guard segue.style != .unwind, let destination = storyboard.scene(withID: segue.destination) else {
            return segue.guards
        }
        return segue.guards + destination.guards
    }

    private func whyNot(scene: String, incoming: [SegueDescriptor], storyboard: Storyboard) -> String {
        if scene == storyboard.initialSceneID { return "the initial scene: no test started the app" }
        for holder in storyboard.scenes {
            guard let stack = holder.container?.stacks.first(where: { $0.root == scene }) else { continue }
            return coverage.scenes.contains(holder.id)
                ? "no test showed its stack \(stack.id) of \(holder.id)"
                : "its container \(holder.id) was not reached"
        }
        if incoming.isEmpty { return "no segue leads to it" }
        let fromReached = incoming.filter { coverage.scenes.contains($0.source) }
        if fromReached.isEmpty { return "only scenes no test reached lead to it" }
        for segue in fromReached {
            if let refusal = coverage.refusals[segue.source + " " + segue.id] {
                return "the segue \(segue.id) of \(segue.source) was refused: " + refusal
            }
        }
        return "no test took a segue into it"
    }

    /// Why no test performed the action `key` (`SCENE ACTION`).
    private func whyNot(action key: String) -> String {
        if let refusal = coverage.refusals[key] { return "always refused: " + refusal }
        let scene = String(key.prefix { $0 != " " })
        return coverage.scenes.contains(scene) ? "no test performed it" : "its scene \(scene) was not reached"
    }

    private func whyNot(segue: SegueDescriptor) -> String {
        let key = segue.source + " " + segue.id
        guard coverage.scenes.contains(segue.source) else {
            return "its scene \(segue.source) was not reached"
        }
        if let refusal = coverage.refusals[key] { return "refused: " + refusal }
        if coverage.guards.contains(where: { $0.hasPrefix(key + " ") && $0.hasSuffix(" redirected") }) {
            return "a guard redirected every try"
        }
        if let action = segue.action, !coverage.actions.contains(segue.source + " " + action) {
            return "performed by action '\(action)', which no test performed"
        }
        return "no test took it"
    }
}
