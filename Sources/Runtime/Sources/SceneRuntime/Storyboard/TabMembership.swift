/// Which tab of which container each scene can be shown in: the scenes reached from a tab's
/// root by segues that build (not unwinds), a segue into another tab (`tab`) leading into that
/// tab's stack. A scene reached from several tabs is in each.
struct TabMembership {
    /// A container among the unique scenes: its position, its stacks' roots (-1 for an unknown
    /// one) and its stacks' ids.
    struct Container {
        var scene: Int
        var roots: [Int32]
        var tabs: [String]
    }

    private let containers: [Container]
    /// By scene, the (container, tab) pairs it is in, as positions in `containers` and tabs.
    private var membership: [Int: [(container: Int, tab: Int)]] = [:]

    init(graph: SegueGraph, containers: [Container]) {
        self.containers = containers
        for (index, container) in containers.enumerated() {
            var seen: Set<Int> = []
            var pending: [(scene: Int, tab: Int)] = []
            for (tab, root) in container.roots.enumerated() where root >= 0 {
                pending.append((Int(root), tab))
            }
            let width = container.tabs.count
            while let (scene, tab) = pending.popLast() {
                guard scene != container.scene, seen.insert(scene &* width &+ tab).inserted else { continue }
                membership[scene, default: []].append((index, tab))
                for edge in graph.edges(of: scene) where graph.styles[edge] != .unwind {
                    let next = Int(graph.targets[edge])
                    guard next >= 0 else { continue }
                    if let name = graph.tab(of: edge) {
                        guard let crossed = container.tabs.firstIndex(of: name) else { continue }
                        pending.append((next, crossed))
                    } else {
                        pending.append((next, tab))
                    }
                }
            }
        }
    }

    /// The containers `scene` can be shown in, outermost first as declared.
    func containers(holding scene: Int) -> [Container] {
        var seen: Set<Int> = []
        return (membership[scene] ?? []).compactMap {
            seen.insert($0.container).inserted ? containers[$0.container] : nil
        }
    }

    /// Whether `target` is only in other tabs than `source` of a container that holds both.
    func inSiblingTabs(_ source: Int, _ target: Int) -> Bool {
        let targets = membership[target] ?? []
        for (container, tab) in membership[source] ?? [] {
            let targetTabs = targets.filter { $0.container == container }.map(\.tab)
            if !targetTabs.isEmpty && !targetTabs.contains(tab) { return true }
        }
        return false
    }
}
