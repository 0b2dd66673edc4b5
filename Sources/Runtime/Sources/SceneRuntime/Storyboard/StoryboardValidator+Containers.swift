/// The checks of containers: how deep they nest, through tabs' roots and through segues, and
/// the segues into a tab.
extension StoryboardValidator {
    /// Containers whose stacks' roots are containers nest; past the limit (or in a cycle, a
    /// container inside itself) is an error, reported once on the outermost container.
    mutating func checkNesting() {
        guard !containerRoots.isEmpty else { return }
        var byScene: [Int: Int] = [:]
        for (index, container) in containerRoots.enumerated() { byScene[container.scene] = index }
        // The depth of each container: 1, plus the deepest container among its roots; a
        // container still being measured is in a cycle, deeper than any limit.
        var depths = [Int](repeating: 0, count: containerRoots.count)
        let limit = SceneDescriptor.Container.maximumNesting
        func depth(_ index: Int) -> Int {
            if depths[index] != 0 { return depths[index] < 0 ? limit + 1 : depths[index] }
            depths[index] = -1
            var deepest = 0
            for root in containerRoots[index].roots where root >= 0 {
                if let inner = byScene[Int(root)] { deepest = max(deepest, depth(inner)) }
                if deepest > limit { break }
            }
            depths[index] = min(deepest + 1, limit + 1)
            return depths[index]
        }
        var inner: Set<Int> = []
        for container in containerRoots {
            for root in container.roots where root >= 0 && byScene[Int(root)] != nil {
                inner.insert(Int(root))
            }
        }
        for (index, container) in containerRoots.enumerated() where depth(index) > limit {
            // Report the outermost only: a container no other holds, or one in a cycle.
            guard !inner.contains(container.scene) || depths[index] > limit && isInCycle(index, byScene)
            else {
                continue
            }
            let fact = declaration.sceneFacts[unique[container.scene]]
            report(
                .containerTooDeep(id(ofScene: unique[container.scene]), limit: limit), at: fact.idOffset,
                .scene(fact.index).appending("container"))
        }
    }

    /// A container that a segue shows in another container's stack nests in it as a tab's root
    /// does: a segue that nests containers past the limit (or a container inside itself) is
    /// warned of, at the segue, since navigation refuses it there. Nesting through tabs' roots
    /// alone is ``checkNesting()``'s error.
    mutating func checkNestingThroughSegues(graph: SegueGraph) {
        guard !containerRoots.isEmpty else { return }
        var byScene: [Int: Int] = [:]
        for (index, container) in containerRoots.enumerated() { byScene[container.scene] = index }
        // The containers each container's stacks show: by a tab's root (no edge), or by a segue
        // of a scene in its stacks (the edge); the walk stops at a container, which holds its own.
        var holds: [[(inner: Int, source: Int, edge: Int?)]] = []
        for container in containerRoots {
            var held: [(inner: Int, source: Int, edge: Int?)] = []
            var seen: Set<Int> = []
            var pending: [Int] = []
            for root in container.roots where root >= 0 {
                if let inner = byScene[Int(root)] {
                    held.append((inner, container.scene, nil))
                } else if seen.insert(Int(root)).inserted {
                    pending.append(Int(root))
                }
            }
            while let scene = pending.popLast() {
                for edge in graph.edges(of: scene) where graph.styles[edge] != .unwind {
                    let next = Int(graph.targets[edge])
                    guard next >= 0 else { continue }
                    if let inner = byScene[next] {
                        held.append((inner, scene, edge))
                    } else if seen.insert(next).inserted {
                        pending.append(next)
                    }
                }
            }
            holds.append(held)
        }
        // Each container's depth, capped one past the limit (a cycle reaches the cap): through
        // roots and segues, and through roots alone.
        let limit = SceneDescriptor.Container.maximumNesting
        func depths(following follows: (Int?) -> Bool) -> [Int] {
            var depths = [Int](repeating: 1, count: holds.count)
            for _ in 0..<limit {
                depths = holds.map { held in
                    var deepest = 0
                    for (inner, _, edge) in held where follows(edge) { deepest = max(deepest, depths[inner]) }
                    return min(limit + 1, 1 + deepest)
                }
            }
            return depths
        }
        let all = depths { _ in true }
        let byRoots = depths { $0 == nil }
        var reported: Set<Int> = []
        for (outer, held) in holds.enumerated() {
            for (inner, source, edge) in held {
                guard let edge, containerRoots[outer].scene >= 0, 1 + all[inner] > limit,
                    byRoots[inner] <= limit,
                    reported.insert(edge).inserted
                else { continue }
                let position = Int(graph.segues[edge])
                let fact = declaration.sceneFacts[unique[source]]
                let segueFact = declaration.segueFacts[Int(fact.segueStart) + position]
                report(
                    .segueNestsTooDeep(
                        segue: declaration.scenes[unique[source]].segues[position].id,
                        container: id(ofScene: unique[containerRoots[inner].scene]),
                        inside: id(ofScene: unique[containerRoots[outer].scene]), limit: limit),
                    at: segueFact.destinationOffset,
                    .segue(Int(segueFact.index), ofScene: fact.index).appending("to"))
            }
        }
    }

    /// Whether the container at `index` holds itself through its stacks' roots.
    func isInCycle(_ index: Int, _ byScene: [Int: Int]) -> Bool {
        var seen: Set<Int> = []
        var pending = [index]
        while let current = pending.popLast() {
            for root in containerRoots[current].roots where root >= 0 {
                guard let inner = byScene[Int(root)] else { continue }
                if inner == index { return true }
                if seen.insert(inner).inserted { pending.append(inner) }
            }
        }
        return false
    }

    /// Segues into a tab (`tab`) must leave a scene in a container that has that tab.
    mutating func checkSegueTabs(graph: SegueGraph, tabs: TabMembership) {
        for (position, declared) in unique.enumerated() {
            let fact = declaration.sceneFacts[declared]
            let scene = declaration.scenes[declared]
            for (index, segue) in scene.segues.enumerated() {
                // An unwind with a tab is the decoder's error.
                guard let tab = segue.tab, segue.style != .unwind else { continue }
                let segueFact = declaration.segueFacts[Int(fact.segueStart) + index]
                let holders = tabs.containers(holding: position)
                guard !holders.contains(where: { $0.tabs.contains(tab) }) else { continue }
                let ids = holders.last?.tabs ?? []
                let offset = tabOffset(of: segueFact)
                report(
                    .unknownSegueTab(
                        tab, segue: segue.id, scene: scene.id, tabs: ids,
                        suggestion: Suggestion.closest(to: tab, in: ids)),
                    at: offset, .segue(Int(segueFact.index), ofScene: fact.index).appending("tab"))
            }
        }
    }

    /// Warns of a segue into a tab from a scene that some way from the initial scene reaches
    /// outside every container with that tab: there the tab is not found, so the segue (and the
    /// action that performs it) cannot be taken. One walk of the graph per tab named, while that
    /// stays within a budget linear in the storyboard's size.
    mutating func checkSegueTabsOnEveryWay(from start: Int, graph: SegueGraph) {
        guard !graphIsIncomplete else { return }
        // The graph holds every segue here (a duplicated id or an unknown scene leaves it
        // incomplete): the segues into a tab are its edges that name one.
        var segues: [String: [(source: Int, index: Int)]] = [:]
        for position in 0..<graph.sceneCount {
            for edge in graph.edges(of: position) where graph.styles[edge] != .unwind {
                if let tab = graph.tab(of: edge) {
                    segues[tab, default: []].append((position, Int(graph.segues[edge])))
                }
            }
        }
        guard !segues.isEmpty else { return }
        let containers = Dictionary(
            containerRoots.filter { $0.scene >= 0 }.map { ($0.scene, $0.tabs) },
            uniquingKeysWith: { first, _ in first })
        let walk = graph.sceneCount + graph.targets.count + 1
        var budget = max(4_000_000, 8 * walk)
        for (tab, sources) in segues.sorted(by: { $0.key < $1.key }) {
            guard budget >= walk else { break }
            budget -= walk
            // The scenes reached without entering a container that has the tab, and from where.
            var from = [Int](repeating: -2, count: graph.sceneCount)
            from[start] = -1
            var pending = [start]
            while let scene = pending.popLast() {
                if containers[scene]?.contains(tab) == true { continue }
                for edge in graph.edges(of: scene) where graph.styles[edge] != .unwind {
                    let next = Int(graph.targets[edge])
                    guard next >= 0, from[next] == -2 else { continue }
                    from[next] = scene
                    pending.append(next)
                }
            }
            for (source, index) in sources where from[source] != -2 {
                let fact = declaration.sceneFacts[unique[source]]
                let scene = declaration.scenes[unique[source]]
                let segueFact = declaration.segueFacts[Int(fact.segueStart) + index]
                let offset = tabOffset(of: segueFact)
                report(
                    .segueTabNotEverywhere(
                        tab, segue: scene.segues[index].id, scene: scene.id,
                        via: from[source] >= 0 ? id(ofScene: unique[from[source]]) : nil),
                    at: offset, .segue(Int(segueFact.index), ofScene: fact.index).appending("tab"))
            }
        }
    }

    /// Where a segue's `tab` is in the file, for a problem with it: its value, or the segue's id
    /// when the value's place was not kept.
    func tabOffset(of segue: StoryboardDeclaration.Segue) -> Int {
        segue.extra >= 0 ? declaration.extras[Int(segue.extra)].tabOffset ?? segue.idOffset : segue.idOffset
    }
}
