/// Which scenes every way from a set of roots to a scene passes (its dominators), through the
/// edges of a ``ForwardEdges``: built once, then asked in constant time whether every way from
/// a root to S passes T, where a walk per T would be needed otherwise.
///
/// A virtual start leads to each root; the tree is found by the iterative algorithm of Cooper,
/// Harvey and Kennedy ("A Simple, Fast Dominance Algorithm", 2001), which settles a storyboard's
/// graph in a few passes. Its work is bounded: past `workLimit` steps it gives up (`nil`), and
/// the caller answers by walks within its own budget instead.
struct DominatorTree {
    /// By scene, where it is entered and left in a walk of the tree (the virtual start
    /// included); -1 for a scene no root reaches.
    private var enter: [Int32]
    private var leave: [Int32]

    /// The dominators of the scenes of `edges` from `roots`. With `regions`, an edge counts only
    /// between scenes of one region (`regions[scene]`), and each root is its region's first.
    init?(edges: ForwardEdges, roots: [Int], regions: [Int32]? = nil, workLimit: Int) {
        let count = edges.count
        let start = count
        var isRoot = [Bool](repeating: false, count: count)
        for root in roots { isRoot[root] = true }
        func allowed(_ from: Int, _ to: Int) -> Bool {
            guard let regions else { return true }
            return regions[from] == regions[to]
        }
        // The scenes in postorder from the virtual start.
        var order = [Int32](repeating: -1, count: count + 1)
        var postorder: [Int32] = []
        postorder.reserveCapacity(count + 1)
        var stack: [(scene: Int, next: Int)] = [(start, 0)]
        var visited = [Bool](repeating: false, count: count + 1)
        visited[start] = true
        while let (scene, next) = stack.last {
            if scene == start {
                guard next < roots.count else {
                    stack.removeLast()
                    order[scene] = Int32(truncatingIfNeeded: postorder.count)
                    postorder.append(Int32(truncatingIfNeeded: scene))
                    continue
                }
                stack[stack.count - 1].next = next + 1
                let root = roots[next]
                if !visited[root] {
                    visited[root] = true
                    stack.append((root, Int(edges.successorStarts[root])))
                }
                continue
            }
            guard next < Int(edges.successorStarts[scene + 1]) else {
                stack.removeLast()
                order[scene] = Int32(truncatingIfNeeded: postorder.count)
                postorder.append(Int32(truncatingIfNeeded: scene))
                continue
            }
            stack[stack.count - 1].next = next + 1
            let successor = Int(edges.successors[next])
            if !visited[successor] && allowed(scene, successor) {
                visited[successor] = true
                stack.append((successor, Int(edges.successorStarts[successor])))
            }
        }
        // Immediate dominators, refined in reverse postorder until none changes.
        var dominator = [Int32](repeating: -1, count: count + 1)
        dominator[start] = Int32(truncatingIfNeeded: start)
        var work = 0
        func intersect(_ first: Int, _ second: Int) -> Int {
            var first = first
            var second = second
            while first != second {
                while order[first] < order[second] {
                    first = Int(dominator[first])
                    work &+= 1
                }
                while order[second] < order[first] {
                    second = Int(dominator[second])
                    work &+= 1
                }
            }
            return first
        }
        var changed = true
        while changed {
            changed = false
            for index in stride(from: postorder.count - 2, through: 0, by: -1) {
                let scene = Int(postorder[index])
                var found = isRoot[scene] ? start : -1
                for position in edges.predecessors(of: scene) {
                    let predecessor = Int(edges.predecessors[position])
                    guard dominator[predecessor] >= 0, allowed(predecessor, scene) else { continue }
                    found = found < 0 ? predecessor : intersect(predecessor, found)
                }
                work &+= 1 &+ edges.predecessors(of: scene).count
                if found >= 0 && dominator[scene] != Int32(truncatingIfNeeded: found) {
                    dominator[scene] = Int32(truncatingIfNeeded: found)
                    changed = true
                }
            }
            if work > workLimit { return nil }
        }
        // Where each scene is entered and left in a walk of the tree.
        var childStarts = [Int32](repeating: 0, count: count + 2)
        for scene in 0..<count where dominator[scene] >= 0 { childStarts[Int(dominator[scene]) + 1] &+= 1 }
        for scene in 0...count { childStarts[scene + 1] &+= childStarts[scene] }
        var children = [Int32](repeating: 0, count: Int(childStarts[count + 1]))
        var fill = childStarts
        for scene in 0..<count where dominator[scene] >= 0 {
            let parent = Int(dominator[scene])
            children[Int(fill[parent])] = Int32(truncatingIfNeeded: scene)
            fill[parent] &+= 1
        }
        enter = [Int32](repeating: -1, count: count + 1)
        leave = [Int32](repeating: -1, count: count + 1)
        var clock: Int32 = 0
        var walk: [(scene: Int, next: Int)] = [(start, Int(childStarts[start]))]
        enter[start] = 0
        while let (scene, next) = walk.last {
            guard next < Int(childStarts[scene + 1]) else {
                walk.removeLast()
                clock &+= 1
                leave[scene] = clock
                continue
            }
            walk[walk.count - 1].next = next + 1
            let child = Int(children[next])
            clock &+= 1
            enter[child] = clock
            walk.append((child, Int(childStarts[child])))
        }
    }

    /// Whether some root reaches `scene`.
    func reaches(_ scene: Int) -> Bool { enter[scene] >= 0 }

    /// Whether every way from a root to `scene` passes `dominator` (true of the scene itself).
    func dominates(_ dominator: Int, _ scene: Int) -> Bool {
        enter[dominator] >= 0 && enter[scene] >= 0 && enter[dominator] <= enter[scene]
            && leave[scene] <= leave[dominator]
    }
}
