extension StoryboardDiff {
    /// Finds what the changes between two storyboards do to what was reachable in the old one.
    struct Consequences {
        let old: Storyboard
        let new: Storyboard
        let oldFlow: FlowFacts
        let newFlow: FlowFacts
        private var removed: [DiffConsequence] = []
        private var unreachable: [DiffConsequence] = []
        private var steps: [DiffConsequence] = []
        private var roots: [DiffConsequence] = []
        private var tabs: [DiffConsequence] = []
        private var contracts: [DiffConsequence] = []
        private var guards: [DiffConsequence] = []
        private var missing: [DiffConsequence] = []

        init(old: Storyboard, new: Storyboard, oldFlow: FlowFacts, newFlow: FlowFacts) {
            self.old = old
            self.new = new
            self.oldFlow = oldFlow
            self.newFlow = newFlow
        }

        /// Every consequence, grouped as ``DiffConsequence`` declares its cases.
        var all: [DiffConsequence] {
            removed + unreachable + steps + roots + tabs + contracts + guards + missing
        }

        mutating func find() {
            for id in oldFlow.reachable.sorted() {
                guard let now = new.scene(withID: id) else {
                    removed.append(.sceneRemoved(id))
                    continue
                }
                guard newFlow.reachable.contains(id) else {
                    unreachable.append(.unreachable(id))
                    continue
                }
                if let scene = old.scene(withID: id) {
                    findTabs(scene, now)
                    findContracts(scene, now)
                    findGuards(scene, now)
                }
            }
            findSteps()
            for id in oldFlow.roots.sorted()
            where newFlow.reachable.contains(id) && !newFlow.roots.contains(id) {
                roots.append(.rootLost(id))
            }
            findMissingInputs()
        }

        // MARK: Steps

        private mutating func findSteps() {
            // The segues of each scene checked, by destination, built once per scene.
            var byDestination: [String: [String: [SegueDescriptor]]] = [:]
            let replay = StackReplay(storyboard: new)
            // The scenes each container checked may start a tab's stack with, found once.
            var tabStarts: [String: Set<String>] = [:]
            var broken: [(FlowFacts.Step, DiffConsequence.StepBreak)] = []
            for step in oldFlow.steps
            where newFlow.reachable.contains(step.under) && newFlow.reachable.contains(step.scene)
                && !newFlow.stepSet.contains(step)
            {
                guard let under = new.scene(withID: step.under) else { continue }
                if let container = under.container {
                    if tabStarts[step.under] == nil {
                        tabStarts[step.under] = Self.tabStarts(of: container, in: new, replay)
                    }
                    if tabStarts[step.under]?.contains(step.scene) != true {
                        broken.append((step, .notATabRoot))
                    }
                    continue
                }
                if byDestination[step.under] == nil {
                    var segues: [String: [SegueDescriptor]] = [:]
                    for segue in under.segues where segue.style != .unwind {
                        segues[segue.destination, default: []].append(segue)
                    }
                    byDestination[step.under] = segues
                }
                let segues = byDestination[step.under]?[step.scene] ?? []
                let wanted: SegueDescriptor.Style = step.presentation == .modal ? .modal : .push
                if segues.isEmpty {
                    broken.append((step, .segueRemoved))
                } else if let blocked = segues.first(where: { $0.style == wanted }),
                    let action = blocked.action
                {
                    broken.append((step, .performedByAction(segue: blocked.id, action: action)))
                } else {
                    var styles: [SegueDescriptor.Style] = []
                    for segue in segues where !styles.contains(segue.style) { styles.append(segue.style) }
                    broken.append((step, .styleChanged(styles)))
                }
            }
            steps = broken.sorted {
                ($0.0.under, $0.0.scene, $0.0.presentation.rawValue) < (
                    $1.0.under, $1.0.scene, $1.0.presentation.rawValue
                )
            }.map { .stepBroken(under: $0.0.under, scene: $0.0.scene, presentation: $0.0.presentation, $0.1) }
        }

        /// The scenes a tab's stack of `container` may start with, as ``StackReplay/tab(of:holding:preferred:)``
        /// finds them: each tab's root, and the destination of each `replace` segue a link may
        /// replay from a root within its tab (one search from every root at once).
        private static func tabStarts(
            of container: SceneDescriptor.Container, in storyboard: Storyboard, _ replay: StackReplay
        ) -> Set<String> {
            var starts = Set(container.stacks.map(\.root))
            var seen = starts
            var pending = Array(seen)
            while let id = pending.popLast() {
                for segue in replay.leaving(id) where segue.style != .unwind && replay.isReplayable(segue) {
                    if segue.style == .replace { starts.insert(segue.destination) }
                    guard storyboard.scene(withID: segue.destination)?.isContainer == false,
                        seen.insert(segue.destination).inserted
                    else { continue }
                    pending.append(segue.destination)
                }
            }
            return starts
        }

        // MARK: Tabs

        private mutating func findTabs(_ scene: SceneDescriptor, _ now: SceneDescriptor) {
            guard let container = scene.container else { return }
            guard let after = now.container else {
                // No longer a container: every tab is gone with it.
                for stack in container.stacks { tabs.append(.tabRemoved(container: scene.id, tab: stack.id)) }
                return
            }
            let ids = container.stacks.map(\.id)
            let newIDs = after.stacks.map(\.id)
            let kept = Set(newIDs)
            for id in ids where !kept.contains(id) {
                tabs.append(.tabRemoved(container: scene.id, tab: id))
            }
            if ids != newIDs { tabs.append(.tabsMoved(container: scene.id)) }
        }

        // MARK: Contracts

        private mutating func findContracts(_ scene: SceneDescriptor, _ now: SceneDescriptor) {
            guard !scene.isContainer, !now.isContainer else { return }
            if scene.module != now.module {
                contracts.append(.moduleChanged(scene: scene.id, old: scene.module, new: now.module))
            }
            guard let before = old.modules[scene.module]?.interface,
                let after = new.modules[now.module]?.interface
            else { return }
            for input in before.inputs {
                guard let current = after.input(named: input.name) else {
                    contracts.append(.inputRemoved(scene: scene.id, input: input.name))
                    continue
                }
                if current.type != input.type {
                    contracts.append(
                        .inputTypeChanged(
                            scene: scene.id, input: input.name, old: input.type, new: current.type))
                }
            }
            for input in after.inputs
            where input.isRequired && before.input(named: input.name)?.isRequired != true {
                contracts.append(.inputNewlyRequired(scene: scene.id, input: input.name, type: input.type))
            }
        }

        // MARK: Guards

        /// The conditions newly guarding a scene, its segues and its tabs, each kept in both.
        private mutating func findGuards(_ scene: SceneDescriptor, _ now: SceneDescriptor) {
            func added(_ old: [Storyboard.Guard], _ new: [Storyboard.Guard]) -> [String] {
                let before = Set(old.map(\.condition))
                var seen: Set<String> = []
                return new.map(\.condition).filter { !before.contains($0) && seen.insert($0).inserted }
            }
            for condition in added(scene.guards, now.guards) {
                guards.append(.guardAdded(scene: scene.id, segue: nil, tab: nil, condition: condition))
            }
            var segues: [String: SegueDescriptor] = [:]
            for segue in scene.segues where segues[segue.id] == nil { segues[segue.id] = segue }
            var seen: Set<String> = []
            for segue in now.segues where seen.insert(segue.id).inserted {
                guard let before = segues[segue.id] else { continue }
                for condition in added(before.guards, segue.guards) {
                    guards.append(
                        .guardAdded(scene: scene.id, segue: segue.id, tab: nil, condition: condition))
                }
            }
            guard let container = scene.container, let after = now.container else { return }
            var tabs: [String: SceneDescriptor.Container.Stack] = [:]
            for stack in container.stacks where tabs[stack.id] == nil { tabs[stack.id] = stack }
            for stack in after.stacks {
                guard let before = tabs.removeValue(forKey: stack.id) else { continue }
                for condition in added(before.guards, stack.guards) {
                    guards.append(
                        .guardAdded(scene: scene.id, segue: nil, tab: stack.id, condition: condition))
                }
            }
        }

        // MARK: Required inputs

        /// Where a required input is missing: the scene whose segue or tab builds the destination.
        private struct Missing: Hashable {
            let scene: String
            let segue: String?
            let tab: String?
            let destination: String
            let input: String
        }

        private mutating func findMissingInputs() {
            let before = Set(Self.missing(in: old, other: new).map(\.0))
            var found: [(Missing, SceneValueType)] = []
            for (missing, type) in Self.missing(in: new, other: old) where !before.contains(missing) {
                found.append((missing, type))
            }
            missing = found.map { missing, type in
                .requiredInputMissing(
                    scene: missing.scene, segue: missing.segue, tab: missing.tab,
                    destination: missing.destination,
                    input: missing.input, type: type)
            }
        }

        /// The required inputs that segues and tabs of `storyboard` do not pass to the scenes they
        /// build, as far as it is known: a destination's module as `storyboard` knows it, else as
        /// `other` does; what a segue passes by its `pass` map and by what its route declares it
        /// writes (a route that declares nothing is not judged), in declaration order.
        private static func missing(in storyboard: Storyboard, other: Storyboard) -> [(
            Missing, SceneValueType
        )] {
            func interface(of id: String) -> SceneInterface? {
                guard let scene = storyboard.scene(withID: id), !scene.isContainer else { return nil }
                return (storyboard.modules[scene.module] ?? other.modules[scene.module])?.interface
            }
            var result: [(Missing, SceneValueType)] = []
            for scene in storyboard.scenes {
                let routes = storyboard.modules[scene.module]
                for segue in scene.segues where segue.style != .unwind {
                    guard let destination = interface(of: segue.destination) else { continue }
                    var passed = Set(segue.passes.map(\.input))
                    if let routes {
                        if routes.identifiers.contains(segue.id) {
                            guard let writes = routes.routeWrites[segue.id] else { continue }
                            passed.formUnion(writes)
                        }
                    } else if storyboard.version < 2 {
                        continue
                    }
                    for input in destination.inputs where input.isRequired && !passed.contains(input.name) {
                        result.append(
                            (
                                Missing(
                                    scene: scene.id, segue: segue.id, tab: nil,
                                    destination: segue.destination,
                                    input: input.name), input.type
                            ))
                    }
                }
                for stack in scene.container?.stacks ?? [] {
                    guard let destination = interface(of: stack.root) else { continue }
                    let passed = Set(stack.passes.map(\.input))
                    for input in destination.inputs where input.isRequired && !passed.contains(input.name) {
                        result.append(
                            (
                                Missing(
                                    scene: scene.id, segue: nil, tab: stack.id, destination: stack.root,
                                    input: input.name),
                                input.type
                            ))
                    }
                }
            }
            return result
        }
    }
}
