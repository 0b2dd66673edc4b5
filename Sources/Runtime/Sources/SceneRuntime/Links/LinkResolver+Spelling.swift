/// Spelling: the shortest link that completes to a state, and the full one.
extension LinkResolver {
    /// The shortest link that completes to `state`: the fewest scenes, then the fewest inputs
    /// written. A stack no link completes to (its root cannot be reached, two of its scenes are
    /// joined by no segue, after the storyboard changed) gets its full link.
    func shortestLink(for state: NavigationState) -> Link {
        let entries = state.path
        let target = entries.enumerated().map {
            normalized($0.element, root: $0.offset == 0 || entries[$0.offset - 1].container != nil)
        }
        // Deep stacks are spelled in full: trying every suffix would take quadratic time.
        let tries = entries.count <= 32 ? Array((0..<entries.count).reversed()) : [0]
        for start in tries {
            var steps = Array(entries[start...]).enumerated().map { offset, entry in
                step(for: entry, first: offset == 0, dropping: defaults(of: entry))
            }
            guard matches(steps, target) else { continue }
            guard entries.count <= 32 else { return Link(steps: steps, branches: branches(for: entries)) }
            for index in steps.indices {
                for input in steps[index].inputs {
                    var fewer = steps
                    fewer[index] = Link.Step(
                        sceneID: steps[index].sceneID, presentation: steps[index].presentation,
                        inputs: steps[index].inputs.filter { $0.name != input.name })
                    if matches(fewer, target) { steps = fewer }
                }
            }
            return Link(steps: steps, branches: branches(for: entries))
        }
        return fullLink(for: entries)
    }

    /// The link that names every scene of `entries` with every input it was given that a link
    /// may give (``SceneInterface/Input/isLinkable``).
    func fullLink(for entries: [NavigationState.Entry]) -> Link {
        Link(
            steps: Link(entries: entries).steps.map { step in
                let interface = contract(of: step.sceneID).interface
                return Link.Step(
                    sceneID: step.sceneID, presentation: step.presentation,
                    inputs: step.inputs.filter { interface.input(named: $0.name)?.isLinkable != false },
                    tab: step.tab)
            }, branches: branches(for: entries))
    }

    /// The `%CONTAINER@TAB/…` branches that give the stacks of the tabs the path does not show,
    /// for every container on `entries` (and in those stacks) whose tab is not at its root as
    /// the container starts it.
    private func branches(for entries: [NavigationState.Entry], depth: Int = 0) -> [Link.Branch] {
        entries.flatMap { branches(of: $0, except: nil, depth: depth) }
    }

    /// The branches of the container `entry`'s tabs, but `shown`, that are not as it starts them,
    /// each followed by the branches of the containers in it.
    private func branches(of entry: NavigationState.Entry, except shown: Int?, depth: Int) -> [Link.Branch] {
        guard depth < SceneDescriptor.Container.maximumNesting, let state = entry.container,
            let container = storyboard.scene(withID: entry.sceneID)?.container,
            state.stacks.count == container.stacks.count
        else { return [] }
        var result: [Link.Branch] = []
        for (tab, stack) in state.stacks.enumerated()
        where tab != shown && !isStarting(stack, container.stacks[tab]) {
            let spelled = spelling(hidden: stack, depth: depth + 1)
            result.append(
                Link.Branch(container: entry.sceneID, tab: container.stacks[tab].id, steps: spelled.steps))
            result += spelled.branches
        }
        return result
    }

    /// A tab's stack that is not shown, as a branch writes it: its scenes, and for a container on
    /// top the tab it shows (`@TAB`) followed by that tab's scenes; with the branches of that
    /// container's other tabs.
    private func spelling(hidden stack: [NavigationState.Entry], depth: Int) -> (
        steps: [Link.Step], branches: [Link.Branch]
    ) {
        var steps: [Link.Step] = []
        var branches: [Link.Branch] = []
        for (offset, scene) in stack.enumerated() {
            let step = step(for: scene, first: offset == 0, dropping: defaults(of: scene))
            guard let nested = scene.container,
                let tabs = storyboard.scene(withID: scene.sceneID)?.container?.stacks,
                tabs.indices.contains(nested.selected), nested.stacks.count == tabs.count,
                depth < SceneDescriptor.Container.maximumNesting
            else {
                steps.append(step)
                continue
            }
            steps.append(
                Link.Step(
                    sceneID: step.sceneID, presentation: step.presentation, inputs: step.inputs,
                    tab: tabs[nested.selected].id))
            let shown = nested.stacks[nested.selected]
            if !isStarting(shown, tabs[nested.selected]) {
                let inner = spelling(hidden: shown, depth: depth + 1)
                steps += inner.steps.enumerated().map { index, step in
                    index == 0
                        ? Link.Step(
                            sceneID: step.sceneID, presentation: .push, inputs: step.inputs, tab: step.tab)
                        : step
                }
                branches += inner.branches
            }
            branches += self.branches(of: scene, except: nested.selected, depth: depth)
        }
        return (steps, branches)
    }

    /// Whether a tab's stack is as its container starts it: empty, or its root alone with what
    /// the tab passes it (and its defaults); a container as that root shows its first tab
    /// selected, each of its tabs as it starts.
    private func isStarting(
        _ stack: [NavigationState.Entry], _ tab: SceneDescriptor.Container.Stack, depth: Int = 0
    ) -> Bool {
        guard let root = stack.first else { return true }
        guard stack.count == 1, root.sceneID == tab.root else { return false }
        if let state = root.container {
            guard depth < SceneDescriptor.Container.maximumNesting,
                let nested = storyboard.scene(withID: root.sceneID)?.container,
                state.selected == nested.selected, state.stacks.count == nested.stacks.count
            else { return false }
            return zip(state.stacks, nested.stacks).allSatisfy { isStarting($0, $1, depth: depth + 1) }
        }
        var given: [String: SceneValue] = [:]
        for pass in tab.passes {
            if case .value(let value) = pass.source { given[pass.input] = value }
        }
        return normalized(root, root: true).inputs
            == normalized(
                NavigationState.Entry(sceneID: tab.root, presentation: .root, inputs: given), root: true
            )
            .inputs
    }

    private func step(for entry: NavigationState.Entry, first: Bool, dropping dropped: Set<String>)
        -> Link.Step
    {
        let order = contract(of: entry.sceneID).interface.inputs.map(\.name)
        let names = entry.inputs.keys.sorted {
            (order.firstIndex(of: $0) ?? .max, $0) < (order.firstIndex(of: $1) ?? .max, $1)
        }
        return Link.Step(
            sceneID: entry.sceneID,
            presentation: first ? .root : entry.presentation == .modal ? .modal : .push,
            inputs: names.compactMap { name in
                guard !dropped.contains(name), let value = entry.inputs[name] else { return nil }
                return Link.Input(name: name, value: LinkLiteral(value))
            })
    }

    /// The inputs of `entry` a link leaves out: those holding their default, and those a link may
    /// not give.
    private func defaults(of entry: NavigationState.Entry) -> Set<String> {
        Set(
            contract(of: entry.sceneID).interface.inputs.compactMap { input in
                !input.isLinkable
                    || (input.defaultValue != nil && entry.inputs[input.name] == input.defaultValue)
                    ? input.name : nil
            })
    }

    private func matches(_ steps: [Link.Step], _ target: [NavigationState.Entry]) -> Bool {
        guard let completed = try? state(for: Link(steps: steps)).path, completed.count == target.count else {
            return false
        }
        return zip(completed.enumerated(), target).allSatisfy { pair in
            let (offset, entry) = pair.0
            let root =
                offset == 0 || storyboard.scene(withID: completed[offset - 1].sceneID)?.isContainer == true
            return normalized(entry, root: root) == pair.1
        }
    }

    /// An entry as restoring it would record it: with the defaults of the inputs not given, and
    /// `root` as the first entry's presentation.
    private func normalized(_ entry: NavigationState.Entry, root: Bool) -> NavigationState.Entry {
        var inputs = entry.inputs
        for input in contract(of: entry.sceneID).interface.inputs {
            // What a link may not give is what a link leads to without it.
            if !input.isLinkable { inputs[input.name] = nil }
            if inputs[input.name] == nil, let value = input.defaultValue { inputs[input.name] = value }
        }
        // A container's tabs are compared by the path: the stacks of the tabs not shown are not
        // the link's (it leaves them at their roots).
        return NavigationState.Entry(
            sceneID: entry.sceneID,
            presentation: root ? .root : entry.presentation == .root ? .push : entry.presentation,
            inputs: inputs)
    }
}
