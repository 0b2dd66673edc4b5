/// Turns a link into the stack it names, and a stack into its shortest link, against a
/// storyboard and the modules that build its scenes. Builds nothing: ``Navigator/restore(_:force:)``
/// does, with the entries this gives.
///
/// Completing a link: the first scene it names is reached by the shortest chain of push, modal
/// and replace segues from the initial scene that a link may replay (declaration order breaks
/// ties; a segue only an action performs leads only into a scene declared linkable), and the scenes that
/// chain leaves on the stack are put under it; each later scene must be reached from the one
/// before by a segue of its presentation, or, presented modally, be where a guard on one of that
/// scene's segues (or on their destinations) redirects (`ShoppingCart+Login`). Every scene then gets, for each input the link does not
/// write:
/// - a constant the segue leading to it passes (`"value"`);
/// - a value carried along a segue's `"from"`: an output bound to the same DataStore property as
///   an input of its scene carries that input's value, forward to the next scene, and backward
///   from the next scene to the one under it (how `EditContact:contactID=3` gives ShowContact,
///   under it, its contact id);
/// - otherwise its default, if it has one. A required input left without a value is an error
///   that names it.
@MainActor struct LinkResolver {
    let storyboard: Storyboard
    let registry: SceneRegistry

    /// Which segues a link may replay, and the chains they make.
    private var replay: StackReplay { StackReplay(storyboard: storyboard) }

    /// One scene of the stack being completed.
    private struct Slot {
        let sceneID: String
        let presentation: NavigationState.Presentation
        /// The segue that brought it, and the position of its source on the stack, if there.
        let arrival: SegueDescriptor?
        let source: Int?
        /// The link's step that names it, if any.
        let step: Int?
        var values: [String: SceneValue] = [:]
        /// For a scene at the bottom of a tab's stack, the tab, when the segue that brought it
        /// is not the tab's own (a `replace` in the tab).
        var tab: String?

        /// The tab this scene is the root of, after a container: named by the segue into the tab.
        var tabID: String? { tab ?? arrival?.id }
    }

    /// The state `link` names: its path, each scene with the inputs it is given, and the stacks
    /// its branches give the tabs not shown.
    /// - Throws: ``Link/Refusal`` for an unknown scene or input, an input of the wrong type, a
    ///   required input without a value, no chain of segues to the first scene, or no segue
    ///   between two scenes.
    func state(for link: Link) throws(Link.Refusal) -> NavigationState {
        // The path first, then each branch as the stack from its container to its tab's top.
        var stacks = [try resolve(link.steps, in: link)]
        var assignments: [(stack: Int, position: Int, tab: Int)] = []
        for branch in link.branches {
            guard
                let (stack, position) = stacks.indices.lazy.compactMap({ stack in
                    stacks[stack].firstIndex { $0.sceneID == branch.container && $0.container != nil }.map {
                        (stack, $0)
                    }
                }).first,
                let container = storyboard.scene(withID: branch.container)?.container
            else {
                throw Link.Refusal(
                    link: link.text, span: branch.span, problem: .containerNotInLink(branch.container))
            }
            let ids = container.stacks.map(\.id)
            guard let tab = ids.firstIndex(of: branch.tab) else {
                throw Link.Refusal(
                    link: link.text, span: branch.span,
                    problem: .unknownTab(
                        branch.tab, container: branch.container, tabs: ids,
                        suggestion: Suggestion.closest(to: branch.tab, in: ids)))
            }
            // The selected tab's stack is given where the container is: the scenes after it, or
            // its root alone when nothing follows (`Main@Notes`); a branch gives another tab's.
            let shown = stacks[stack][position].container?.selected == tab
            guard !shown, !assignments.contains(where: { $0 == (stack, position, tab) }) else {
                throw Link.Refusal(
                    link: link.text, span: branch.span,
                    problem: .tabGivenTwice(branch.tab, container: branch.container))
            }
            var steps = [
                Link.Step(
                    sceneID: branch.container, presentation: .root, inputs: [], tab: branch.tab,
                    span: branch.span,
                    tabSpan: branch.span)
            ]
            for (index, step) in branch.steps.enumerated() {
                steps.append(
                    index == 0
                        ? Link.Step(
                            sceneID: step.sceneID, presentation: .push, inputs: step.inputs, tab: step.tab,
                            span: step.span, tabSpan: step.tabSpan) : step)
            }
            let resolved = try resolve(steps, in: link)
            let start =
                (resolved.firstIndex { $0.sceneID == branch.container && $0.container != nil } ?? 0) + 1
            assignments.append((stack, position, tab))
            // A tab not shown holds its stack whole: the scenes after a container in it go into
            // that container's selected tab.
            stacks.append(NavigationState(path: Array(resolved[start...])).stack)
        }
        // Each branch's stack into its container's entry, the deepest first.
        for (child, assignment) in assignments.enumerated().reversed() {
            let stack = stacks[child + 1]
            stacks[assignment.stack][assignment.position].container?.stacks[assignment.tab] = stack
        }
        return NavigationState(path: stacks[0])
    }

    /// The stack `steps` name, completed through the storyboard; a container's entry selects
    /// its tab (the one `@` names, or whose root follows) and leaves every tab's stack empty.
    private func resolve(_ steps: [Link.Step], in link: Link) throws(Link.Refusal) -> [NavigationState.Entry]
    {
        for step in steps where storyboard.scene(withID: step.sceneID) == nil {
            throw Link.Refusal(
                link: link.text, span: step.span,
                problem: .unknownScene(
                    step.sceneID,
                    suggestion: Suggestion.closest(to: step.sceneID, in: storyboard.scenes.lazy.map(\.id))))
        }
        for step in steps {
            guard let tab = step.tab else { continue }
            guard let container = storyboard.scene(withID: step.sceneID)?.container else {
                throw Link.Refusal(link: link.text, span: step.span, problem: .notAContainer(step.sceneID))
            }
            let ids = container.stacks.map(\.id)
            guard ids.contains(tab) else {
                throw Link.Refusal(
                    link: link.text, span: step.tabSpan,
                    problem: .unknownTab(
                        tab, container: step.sceneID, tabs: ids,
                        suggestion: Suggestion.closest(to: tab, in: ids)))
            }
        }
        guard let first = steps.first else {
            throw Link.Refusal(link: link.text, span: 0..<0, problem: .empty)
        }
        var slots = try chain(to: first, in: link)
        for index in steps.indices.dropFirst() {
            let step = steps[index]
            let previous = steps[index - 1]
            // After a container named with `@TAB`, only that tab's root.
            let segues = replay.leaving(previous.sceneID).filter {
                $0.destination == step.sceneID && (previous.tab == nil || $0.id == previous.tab)
            }
            let wanted: SegueDescriptor.Style = step.presentation == .modal ? .modal : .push
            let segue = segues.first { $0.style == wanted && replay.isReplayable($0) }
            // After a container, what a `replace` in one of its tabs leaves at the tab's bottom.
            if segue == nil, wanted == .push,
                let container = storyboard.scene(withID: previous.sceneID)?.container
            {
                let named = previous.tab.flatMap { tab in container.stacks.firstIndex { $0.id == tab } }
                if let found = replay.tab(of: container, holding: step.sceneID, preferred: named),
                    named == nil || found.tab == named
                {
                    slots.append(
                        Slot(
                            sceneID: step.sceneID, presentation: .root, arrival: found.chain.last,
                            source: nil,
                            step: index, tab: container.stacks[found.tab].id))
                    continue
                }
            }
            if segue == nil && wanted == .modal
                && replay.redirects(from: previous.sceneID).contains(step.sceneID)
            {
                // A guard's redirect presents its scene modally over the scene it was asked from.
                slots.append(
                    Slot(
                        sceneID: step.sceneID, presentation: .modal, arrival: nil, source: slots.count - 1,
                        step: index))
                continue
            }
            if segue == nil, let blocked = segues.first(where: { $0.style == wanted }),
                let action = blocked.action
            {
                throw Link.Refusal(
                    link: link.text, span: step.span,
                    problem: .notLinkable(
                        scene: step.sceneID, segue: blocked.id, source: blocked.source, action: action))
            }
            guard let segue else {
                throw Link.Refusal(
                    link: link.text, span: step.span,
                    problem: .noSegue(
                        from: previous.sceneID, to: step.sceneID,
                        presentation: step.presentation == .modal ? .modal : .push,
                        other: segues.first { $0.style != .unwind }?.style))
            }
            slots.append(
                Slot(
                    sceneID: step.sceneID,
                    presentation: presentation(after: previous.sceneID, step.presentation),
                    arrival: segue, source: slots.count - 1, step: index))
        }
        for index in slots.indices {
            guard let step = slots[index].step else { continue }
            slots[index].values = try written(steps[step], in: link)
        }
        // A tab's constants are where its root starts: a value flowing back from the scenes the
        // link names above it comes first.
        flowForward(&slots, tabConstants: false)
        flowBackward(&slots)
        flowForward(&slots, tabConstants: true)
        try checkNesting(slots, steps: steps, in: link)
        for slot in slots {
            let interface = contract(of: slot.sceneID).interface
            for input in interface.inputs where input.isRequired && slot.values[input.name] == nil {
                if let step = slot.step {
                    throw Link.Refusal(
                        link: link.text, span: steps[step].span,
                        problem: .missingInput(input.name, type: input.type, scene: slot.sceneID))
                }
                throw Link.Refusal(
                    link: link.text, span: first.span,
                    problem: .missingInputOnTheWay(
                        input.name, type: input.type, scene: slot.sceneID, target: first.sceneID))
            }
        }
        return slots.enumerated().map { position, slot in
            var entry = NavigationState.Entry(
                sceneID: slot.sceneID, presentation: slot.presentation, inputs: slot.values)
            if let container = storyboard.scene(withID: slot.sceneID)?.container {
                // The tab shown: the one whose root the next scene is (the segue that reached it
                // is named after the tab), else the one `@` names, else the storyboard's.
                let named = slot.step.flatMap { steps[$0].tab }
                let next = position + 1 < slots.count ? slots[position + 1].tabID : nil
                let tab = (next ?? named).flatMap { id in container.stacks.firstIndex { $0.id == id } }
                entry.container = NavigationState.Container(
                    selected: tab ?? container.selected,
                    stacks: Array(repeating: [], count: container.stacks.count))
            }
            return entry
        }
    }

    /// Refuses a stack that puts a container inside ``SceneDescriptor/Container/maximumNesting`` others,
    /// as navigation would, but at the part of the link that goes too deep: the step naming that
    /// container, or the first step when it is on the way there. Every container on the stack
    /// holds the scenes after it, and a container's tabs' roots may be containers too.
    private func checkNesting(_ slots: [Slot], steps: [Link.Step], in link: Link) throws(Link.Refusal) {
        let limit = SceneDescriptor.Container.maximumNesting
        var holding = 0
        for slot in slots {
            guard let container = storyboard.scene(withID: slot.sceneID)?.container else { continue }
            // The deepest chain of containers as the roots of its tabs, which are built with it.
            if holding + rootNesting(container, limit: limit) >= limit {
                throw Link.Refusal(
                    link: link.text, span: (slot.step.map { steps[$0] } ?? steps[0]).span,
                    problem: .containerTooDeep(slot.sceneID, limit: limit))
            }
            holding += 1
        }
    }

    /// How many containers nest under `container` as roots of its tabs, at most `limit`.
    private func rootNesting(_ container: SceneDescriptor.Container, limit: Int) -> Int {
        guard limit > 0 else { return 0 }
        var deepest = 0
        for tab in container.stacks {
            if let inner = storyboard.scene(withID: tab.root)?.container {
                deepest = max(deepest, 1 + rootNesting(inner, limit: limit - 1))
            }
        }
        return deepest
    }

    // MARK: Completing

    /// The stack the shortest chain of segues from the initial scene to `step`'s scene leaves, the
    /// last slot being that scene.
    private func chain(to step: Link.Step, in link: Link) throws(Link.Refusal) -> [Slot] {
        let initial = storyboard.initialSceneID
        guard let path = replay.chain(to: step.sceneID) else {
            if let blocked = replay.chain(to: step.sceneID, replayableOnly: false)?.first(where: {
                !replay.isReplayable($0)
            }), let action = blocked.action {
                throw Link.Refusal(
                    link: link.text, span: step.span,
                    problem: .notLinkable(
                        scene: blocked.destination, segue: blocked.id, source: blocked.source, action: action)
                )
            }
            throw Link.Refusal(
                link: link.text, span: step.span, problem: .noPath(step.sceneID, initial: initial))
        }
        var slots = [Slot(sceneID: initial, presentation: .root, arrival: nil, source: nil, step: nil)]
        for segue in path {
            switch segue.style {
            case .replace:
                // A replace replaces the stack it is in: a tab's, above its container.
                let container = slots.lastIndex { storyboard.scene(withID: $0.sceneID)?.isContainer == true }
                let tab = container.flatMap { $0 + 1 < slots.count ? slots[$0 + 1].tabID : nil }
                slots = container.map { Array(slots[...$0]) } ?? []
                slots.append(
                    Slot(
                        sceneID: segue.destination, presentation: .root, arrival: segue, source: nil,
                        step: nil, tab: tab))
            case .modal, .push, .unwind:
                slots.append(
                    Slot(
                        sceneID: segue.destination,
                        presentation: presentation(
                            after: segue.source, segue.style == .modal ? .modal : .push),
                        arrival: segue, source: slots.count - 1, step: nil))
            }
        }
        guard let last = slots.popLast() else { return [] }
        slots.append(
            Slot(
                sceneID: last.sceneID, presentation: last.presentation, arrival: last.arrival,
                source: last.source, step: 0, tab: last.tab))
        return slots
    }

    /// How a scene comes onto the stack after the scene `previous`: as the root of a tab's stack
    /// after a container, else as `presentation` says.
    private func presentation(after previous: String, _ presentation: NavigationState.Presentation)
        -> NavigationState.Presentation
    {
        storyboard.scene(withID: previous)?.isContainer == true ? .root : presentation
    }

    /// Whether a value of `type` is a decimal or a list of them, at any depth.
    private static func holdsDecimals(_ type: SceneValueType) -> Bool {
        switch type {
        case .decimal: true
        case .list(let element): holdsDecimals(element)
        default: false
        }
    }

    /// The inputs a step writes, checked against its scene's declarations.
    private func written(_ step: Link.Step, in link: Link) throws(Link.Refusal) -> [String: SceneValue] {
        let interface = contract(of: step.sceneID).interface
        var values: [String: SceneValue] = [:]
        for input in step.inputs {
            guard let declared = interface.input(named: input.name) else {
                let names = interface.inputs.map(\.name)
                throw Link.Refusal(
                    link: link.text, span: input.nameSpan,
                    problem: .unknownInput(
                        input.name, scene: step.sceneID, inputs: names,
                        suggestion: Suggestion.closest(to: input.name, in: names)))
            }
            guard declared.isLinkable else {
                throw Link.Refusal(
                    link: link.text, span: input.nameSpan,
                    problem: .unlinkableInput(input.name, scene: step.sceneID))
            }
            guard let value = input.value.value(as: declared.type) else {
                if Self.holdsDecimals(declared.type), let number = input.value.inexactNumber {
                    throw Link.Refusal(
                        link: link.text, span: input.valueSpan,
                        problem: .inexactDecimal(input.name, scene: step.sceneID, value: number))
                }
                throw Link.Refusal(
                    link: link.text, span: input.valueSpan,
                    problem: .illTypedInput(
                        input.name, scene: step.sceneID, type: declared.type, value: input.value.spelling))
            }
            values[input.name] = value
        }
        return values
    }

    /// Fills inputs from the segue that brings each scene: its constants (a tab's root's only with
    /// `tabConstants`), and the outputs of the scene under it that carry a known input.
    private func flowForward(_ slots: inout [Slot], tabConstants: Bool) {
        for index in slots.indices {
            guard let segue = slots[index].arrival else { continue }
            let intoTab = slots[index].source.map {
                storyboard.scene(withID: slots[$0].sceneID)?.isContainer == true
            }
            let interface = contract(of: slots[index].sceneID).interface
            for pass in segue.passes where slots[index].values[pass.input] == nil {
                guard let input = interface.input(named: pass.input) else { continue }
                let value: SceneValue?
                switch pass.source {
                case .value(let constant):
                    guard tabConstants || intoTab != true else { continue }
                    value = constant
                case .output(let output):
                    value = slots[index].source.flatMap { source in
                        contract(of: slots[source].sceneID).carriedInputs[output].flatMap {
                            slots[source].values[$0]
                        }
                    }
                }
                if let converted = value?.converted(to: input.type) {
                    slots[index].values[pass.input] = converted
                }
            }
        }
    }

    /// Fills inputs of a scene from the scene above it: an output that carries one of its inputs
    /// and that the segue between them passes on must have held what the scene above received.
    private func flowBackward(_ slots: inout [Slot]) {
        for index in slots.indices.reversed() {
            guard let segue = slots[index].arrival, let source = slots[index].source else { continue }
            let carried = contract(of: slots[source].sceneID).carriedInputs
            let interface = contract(of: slots[source].sceneID).interface
            for pass in segue.passes {
                guard case .output(let output) = pass.source, let name = carried[output],
                    slots[source].values[name] == nil, let value = slots[index].values[pass.input],
                    let input = interface.input(named: name), let converted = value.converted(to: input.type)
                else { continue }
                slots[source].values[name] = converted
            }
        }
    }

    func contract(of sceneID: String) -> ContractBinding {
        registry.contract(ofModule: storyboard.scene(withID: sceneID)?.module ?? "")
    }
}
