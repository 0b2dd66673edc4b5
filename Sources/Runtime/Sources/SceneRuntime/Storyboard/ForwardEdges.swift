/// The push and modal segues of a storyboard that stay in their stack (no `tab`), with each
/// scene's successors and predecessors as compressed rows: the one adjacency structure the
/// validator's analyses of what can be below a scene share.
struct ForwardEdges {
    /// The number of scenes.
    let count: Int
    /// Where each scene's successors start in `successors`; the last entry ends them.
    private(set) var successorStarts: [Int32]
    private(set) var successors: [Int32]
    /// Where each scene's predecessors start in `predecessors`; the last entry ends them.
    private(set) var predecessorStarts: [Int32]
    private(set) var predecessors: [Int32]

    /// Whether `edge` of `graph` is a push or modal segue that stays in its stack.
    static func isForward(_ edge: Int, in graph: SegueGraph) -> Bool {
        (graph.styles[edge] == .push || graph.styles[edge] == .modal) && !graph.crosses(edge)
    }

    init(graph: SegueGraph) {
        count = graph.sceneCount
        successorStarts = [0]
        successorStarts.reserveCapacity(count + 1)
        successors = []
        successors.reserveCapacity(graph.targets.count)
        var incoming = [Int32](repeating: 0, count: count + 1)
        for scene in 0..<count {
            for edge in graph.edges(of: scene)
            where graph.targets[edge] >= 0 && Self.isForward(edge, in: graph) {
                let target = graph.targets[edge]
                successors.append(target)
                incoming[Int(target) + 1] &+= 1
            }
            successorStarts.append(Int32(truncatingIfNeeded: successors.count))
        }
        // Counting sort of the edges by their target.
        for scene in 0..<count { incoming[scene + 1] &+= incoming[scene] }
        predecessorStarts = incoming
        var next = incoming
        predecessors = [Int32](repeating: 0, count: successors.count)
        for scene in 0..<count {
            for position in Int(successorStarts[scene])..<Int(successorStarts[scene + 1]) {
                let target = Int(successors[position])
                predecessors[Int(next[target])] = Int32(truncatingIfNeeded: scene)
                next[target] &+= 1
            }
        }
    }

    func successors(of scene: Int) -> Range<Int> {
        Int(successorStarts[scene])..<Int(successorStarts[scene + 1])
    }

    func predecessors(of scene: Int) -> Range<Int> {
        Int(predecessorStarts[scene])..<Int(predecessorStarts[scene + 1])
    }
}
