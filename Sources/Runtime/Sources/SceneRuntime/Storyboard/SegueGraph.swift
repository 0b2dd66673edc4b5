/// The segues between the scenes of a storyboard as a flat graph (compressed rows): each
/// destination is looked up by name once, and no array is allocated per scene.
struct SegueGraph {
    let sceneCount: Int
    /// Where each scene's edges start in the arrays below; the last entry ends them.
    private(set) var starts: [Int32]
    /// The destination scene of each segue, or -1 for an unknown scene.
    private(set) var targets: [Int32] = []
    private(set) var styles: [SegueDescriptor.Style] = []
    /// The position of each segue in its scene's declared segues.
    private(set) var segues: [Int32] = []
    /// For each edge, where the name of the tab it leads into (a segue with `tab`) is in
    /// `tabNames`, or -1: four bytes an edge, where most lead into no tab. The destination of
    /// such an edge is never above its source on one stack.
    private var tabIndexes: [Int32] = []
    private var tabNames: [String] = []

    init(sceneCount: Int, segueCount: Int) {
        self.sceneCount = sceneCount
        starts = [0]
        starts.reserveCapacity(sceneCount + 1)
        targets.reserveCapacity(segueCount)
        styles.reserveCapacity(segueCount)
        segues.reserveCapacity(segueCount)
        tabIndexes.reserveCapacity(segueCount)
    }

    mutating func addEdge(to target: Int32, style: SegueDescriptor.Style, segue: Int, tab: String? = nil) {
        targets.append(target)
        styles.append(style)
        segues.append(Int32(segue))
        if let tab {
            tabIndexes.append(Int32(truncatingIfNeeded: tabNames.count))
            tabNames.append(tab)
        } else {
            tabIndexes.append(-1)
        }
    }

    /// The tab the edge leads into, if it names one.
    func tab(of edge: Int) -> String? {
        tabIndexes[edge] < 0 ? nil : tabNames[Int(tabIndexes[edge])]
    }

    /// Whether the edge leads into another tab.
    func crosses(_ edge: Int) -> Bool { tabIndexes[edge] >= 0 }

    mutating func endScene() {
        starts.append(Int32(targets.count))
    }

    func edges(of scene: Int) -> Range<Int> {
        Int(starts[scene])..<Int(starts[scene + 1])
    }

    func hasForwardEdge(from source: Int, to destination: Int) -> Bool {
        edges(of: source).contains {
            targets[$0] == Int32(destination) && (styles[$0] == .push || styles[$0] == .modal) && !crosses($0)
        }
    }

    /// The scenes reached from `start` through the edges `follows` accepts.
    func reachable(from start: Int, includingStart: Bool, following follows: (Int) -> Bool) -> [Bool] {
        var visited = [Bool](repeating: false, count: sceneCount)
        var pending: [Int] = []
        if includingStart {
            visited[start] = true
            pending.append(start)
        } else {
            for edge in edges(of: start)
            where follows(edge) && targets[edge] >= 0 && !visited[Int(targets[edge])] {
                visited[Int(targets[edge])] = true
                pending.append(Int(targets[edge]))
            }
        }
        while let scene = pending.popLast() {
            for edge in edges(of: scene) where follows(edge) {
                let next = Int(targets[edge])
                guard next >= 0, !visited[next] else { continue }
                visited[next] = true
                pending.append(next)
            }
        }
        return visited
    }
}
