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
    /// naming the first root, in declaration order, it is reached from.
    ///
    /// One walk from the roots in order finds the first root each scene is reached from, and
    /// two dominator trees (every way from a root; every way from the first root) answer each
    /// unwind at once. What they cannot settle (an unwind to a container some tab's root always
    /// has below it, one whose destination does not push its source itself, one whose first
    /// root reaches it only through its destination) is searched for as before, one search per
    /// destination, while that stays within a budget linear in the storyboard's size.
    mutating func checkUnwindPaths(from start: Int, graph: SegueGraph) {
        var unwinds: [(source: Int, target: Int, segue: Int)] = []
        for source in 0..<graph.sceneCount {
            for edge in graph.edges(of: source)
            where graph.styles[edge] == .unwind && graph.targets[edge] >= 0 {
                unwinds.append((source, Int(graph.targets[edge]), Int(graph.segues[edge])))
            }
        }
        guard !unwinds.isEmpty else { return }
        var isPlainRoot = [Bool](repeating: false, count: graph.sceneCount)
        isPlainRoot[start] = true
        for source in 0..<graph.sceneCount {
            for edge in graph.edges(of: source) where graph.targets[edge] >= 0 {
                if graph.styles[edge] == .replace || graph.crosses(edge) {
                    isPlainRoot[Int(graph.targets[edge])] = true
                }
            }
        }
        let tabRoots = Self.containersBelow(tabRootsOf: containerRoots)
        var orderedRoots: [Int] = []
        for scene in 0..<graph.sceneCount where isPlainRoot[scene] || tabRoots[scene] != nil {
            orderedRoots.append(scene)
        }
        // The containers some tab's root that is no other root always has below it: an unwind
        // to one of them depends on which root the way starts from.
        var alwaysBelow: Set<Int> = []
        for (root, containers) in tabRoots where !isPlainRoot[root] { alwaysBelow.formUnion(containers) }
        let edges = ForwardEdges(graph: graph)
        // The first root each scene is reached from: every way from it to the scene stays among
        // the scenes first reached from it.
        var first = [Int32](repeating: -1, count: graph.sceneCount)
        var regionRoots: [Int] = []
        for root in orderedRoots where first[root] < 0 {
            regionRoots.append(root)
            first[root] = Int32(truncatingIfNeeded: root)
            var pending = [root]
            while let scene = pending.popLast() {
                for position in edges.successors(of: scene) {
                    let next = Int(edges.successors[position])
                    guard first[next] < 0 else { continue }
                    first[next] = Int32(truncatingIfNeeded: root)
                    pending.append(next)
                }
            }
        }
        let workLimit = 16 * (graph.sceneCount + edges.successors.count + 1)
        let fromAnyRoot = DominatorTree(edges: edges, roots: orderedRoots, workLimit: workLimit)
        let fromFirstRoot = DominatorTree(
            edges: edges, roots: regionRoots, regions: first, workLimit: workLimit)
        var searched: [Int: [(source: Int, segue: Int)]] = [:]
        // Room for a warning on every unwind at once, rather than buffers doubled (and copied)
        // while 100,000 are reported: what is not used is never touched.
        declaration.problems.reserveCapacity(declaration.problems.count + unwinds.count)
        for (source, target, position) in unwinds {
            guard !searchesEveryUnwind, let fromAnyRoot, let fromFirstRoot, !alwaysBelow.contains(target)
            else {
                searched[target, default: []].append((source, position))
                continue
            }
            // No root reaches the source without passing the destination: always below.
            guard fromAnyRoot.reaches(source), !fromAnyRoot.dominates(target, source) else { continue }
            // Whether the destination can be below at all, and the root named, need a search
            // unless it pushes the source and the first root reaches the source without it.
            guard graph.hasForwardEdge(from: target, to: source), !fromFirstRoot.dominates(target, source)
            else {
                searched[target, default: []].append((source, position))
                continue
            }
            reportUnwindNotAlwaysPossible(from: source, segue: position, via: Int(first[source]))
        }
        guard !searched.isEmpty else { return }
        // Each target searched costs two walks of the graph, within a budget linear in the
        // storyboard's size, so that loading never goes quadratic.
        let walk = 2 * (graph.sceneCount + graph.targets.count) + 1
        var budget = max(4_000_000, 32 * walk)
        for (target, unwinds) in searched.sorted(by: { $0.key < $1.key }) {
            guard budget >= walk else { break }
            budget -= walk
            let above = graph.reachable(from: target, includingStart: false) {
                ForwardEdges.isForward($0, in: graph)
            }
            // From each root but the target, the scenes reached without passing the target; a
            // tab's root is skipped where the target is always below it.
            var reachedFrom = [Int](repeating: -1, count: graph.sceneCount)
            for root in orderedRoots
            where root != target && reachedFrom[root] < 0
                && (isPlainRoot[root] || tabRoots[root]?.contains(target) != true)
            {
                var pending = [root]
                reachedFrom[root] = root
                while let scene = pending.popLast() {
                    for position in edges.successors(of: scene) {
                        let next = Int(edges.successors[position])
                        guard next != target, reachedFrom[next] < 0 else { continue }
                        reachedFrom[next] = root
                        pending.append(next)
                    }
                }
            }
            for (source, position) in unwinds where above[source] && reachedFrom[source] >= 0 {
                reportUnwindNotAlwaysPossible(from: source, segue: position, via: reachedFrom[source])
            }
        }
    }

    /// Warns that the unwind at `position` among the segues of the unique scene `source` is not
    /// offered on some way there, naming the root `via` (a unique scene) of that way.
    private mutating func reportUnwindNotAlwaysPossible(from source: Int, segue position: Int, via: Int) {
        let fact = declaration.sceneFacts[unique[source]]
        let segueFact = declaration.segueFacts[Int(fact.segueStart) + position]
        // Read in place: no copy of the scene's descriptor, nor of the segue's.
        report(
            .unwindNotAlwaysPossible(
                segue: declaration.scenes[unique[source]].segues[position].id,
                source: declaration.scenes[unique[source]].id,
                destination: declaration.scenes[unique[source]].segues[position].destination,
                via: id(ofScene: unique[via])),
            at: segueFact.destinationOffset,
            .segue(Int(segueFact.index), ofScene: fact.index).appending("to"))
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
