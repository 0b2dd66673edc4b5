/// The checks of unwinds: that the destination can be below the source, and is on every way
/// there.
extension StoryboardValidator {
    /// An unwind from S to T is possible only if T can be below S on the stack, that is, if a
    /// chain of push and modal segues leads from T to S. A direct segue from T to S (the common
    /// case) settles it at once; the others are grouped by destination so that each destination
    /// is searched once.
    mutating func checkUnwinds(graph: SegueGraph, tabs: TabMembership) {
        var unwindsByTarget: [Int: [(source: Int, segue: Int)]] = [:]
        for source in 0..<graph.sceneCount {
            for edge in graph.edges(of: source) where graph.styles[edge] == .unwind {
                let target = Int(graph.targets[edge])
                guard target >= 0, !graph.hasForwardEdge(from: target, to: source) else { continue }
                unwindsByTarget[target, default: []].append((source, Int(graph.segues[edge])))
            }
        }
        for (target, unwinds) in unwindsByTarget.sorted(by: { $0.key < $1.key }) {
            let above = graph.reachable(from: target, includingStart: false) {
                (graph.styles[$0] == .push || graph.styles[$0] == .modal) && !graph.crosses($0)
            }
            for (source, position) in unwinds where !above[source] {
                let fact = declaration.sceneFacts[unique[source]]
                let scene = declaration.scenes[unique[source]]
                let segue = scene.segues[position]
                let segueFact = declaration.segueFacts[Int(fact.segueStart) + position]
                report(
                    tabs.inSiblingTabs(source, target)
                        ? .unwindAcrossTabs(segue: segue.id, source: scene.id, destination: segue.destination)
                        : .impossibleUnwind(
                            segue: segue.id, source: scene.id, destination: segue.destination),
                    at: segueFact.destinationOffset,
                    .segue(Int(segueFact.index), ofScene: fact.index).appending("to"))
            }
        }
    }

    /// An unwind from S to T that is possible (T can be below S) may still fail on some way to S:
    /// a stack starts at a root (the initial scene, a replace segue's destination, a tab's root, a
    /// segue into a tab), and a chain of push and modal segues from a root other than T that
    /// reaches S without passing T leaves T off the stack. Each such unwind is warned of once,
    /// naming one root it is reached from. One search per destination of an unwind.
    mutating func checkUnwindPaths(from start: Int, graph: SegueGraph) {
        var plainRoots: Set<Int> = [start]
        for source in 0..<graph.sceneCount {
            for edge in graph.edges(of: source) where graph.targets[edge] >= 0 {
                if graph.styles[edge] == .replace || graph.crosses(edge) {
                    plainRoots.insert(Int(graph.targets[edge]))
                }
            }
        }
        let tabRoots = Self.containersBelow(tabRootsOf: containerRoots)
        let orderedRoots = plainRoots.union(tabRoots.keys).sorted()
        /// Whether the stacks a root starts always have `target` below them: a tab's root has its
        /// container, and the containers that one is a tab's root of, under it.
        func isAlwaysAbove(_ root: Int, _ target: Int) -> Bool {
            !plainRoots.contains(root) && tabRoots[root]?.contains(target) == true
        }
        var unwindsByTarget: [Int: [(source: Int, segue: Int)]] = [:]
        for source in 0..<graph.sceneCount {
            for edge in graph.edges(of: source)
            where graph.styles[edge] == .unwind && graph.targets[edge] >= 0 {
                unwindsByTarget[Int(graph.targets[edge]), default: []].append(
                    (source, Int(graph.segues[edge])))
            }
        }
        func forward(_ edge: Int) -> Bool {
            (graph.styles[edge] == .push || graph.styles[edge] == .modal) && !graph.crosses(edge)
        }
        // Each target costs two walks of the graph: the targets are checked while that stays within
        // a budget linear in the storyboard's size (every target of an app's storyboard; the
        // first few of a huge generated one), so that loading never goes quadratic.
        let walk = 2 * (graph.sceneCount + graph.targets.count) + 1
        var budget = max(4_000_000, 32 * walk)
        for (target, unwinds) in unwindsByTarget.sorted(by: { $0.key < $1.key }) {
            guard budget >= walk else { break }
            budget -= walk
            let above = graph.reachable(from: target, includingStart: false, following: forward)
            // From each root but the target, the scenes reached without passing the target.
            var reachedFrom = [Int](repeating: -1, count: graph.sceneCount)
            for root in orderedRoots
            where root != target && reachedFrom[root] < 0 && !isAlwaysAbove(root, target) {
                var pending = [root]
                reachedFrom[root] = root
                while let scene = pending.popLast() {
                    for edge in graph.edges(of: scene) where forward(edge) {
                        let next = Int(graph.targets[edge])
                        guard next >= 0, next != target, reachedFrom[next] < 0 else { continue }
                        reachedFrom[next] = root
                        pending.append(next)
                    }
                }
            }
            for (source, position) in unwinds where above[source] && reachedFrom[source] >= 0 {
                let fact = declaration.sceneFacts[unique[source]]
                let scene = declaration.scenes[unique[source]]
                let segue = scene.segues[position]
                let segueFact = declaration.segueFacts[Int(fact.segueStart) + position]
                report(
                    .unwindNotAlwaysPossible(
                        segue: segue.id, source: scene.id, destination: segue.destination,
                        via: id(ofScene: unique[reachedFrom[source]])),
                    at: segueFact.destinationOffset,
                    .segue(Int(segueFact.index), ofScene: fact.index).appending("to"))
            }
        }
    }

    /// For each scene that starts a stack of a container, the containers always below it: its
    /// container, and the one that container starts a stack of, and so on; for a scene that starts
    /// stacks of several containers, those below it in all of them.
    static func containersBelow(tabRootsOf containers: [TabMembership.Container]) -> [Int: Set<Int>] {
        var parents: [Int: Set<Int>] = [:]
        for container in containers where container.scene >= 0 {
            for root in container.roots where root >= 0 {
                parents[Int(root), default: []].insert(container.scene)
            }
        }
        var below: [Int: Set<Int>] = [:]
        for (root, containersOfRoot) in parents {
            var common: Set<Int>?
            for container in containersOfRoot {
                // The container and those it is the only root of, up the nesting (at most 3 deep,
                // a cycle stops where it started).
                var chain: Set<Int> = [container]
                var current = container
                while let up = parents[current], up.count == 1, let next = up.first,
                    chain.insert(next).inserted
                {
                    current = next
                }
                common = common.map { $0.intersection(chain) } ?? chain
            }
            below[root] = common ?? []
        }
        return below
    }
}
