/// A navigation stack as data, root first, kept cheaply: snapshots taken one navigation apart
/// share the entries they have in common, so taking one after a push or a pop costs the same at
/// any depth. ``NavigationEvent/after`` is one; ``entries`` gives the ``StackEntry``s to restore.
public struct StackSnapshot: Sendable, Equatable {
    /// One entry and the entries under it; shared between snapshots.
    final class Node: Sendable {
        let entry: StackEntry
        let count: Int
        /// The node under this one. Exempt from the compiler's check, and safe: it is written only
        /// in `deinit`, to free a long chain one node at a time, and there only on nodes that
        /// nothing else references (`isKnownUniquelyReferenced`), so no other thread can read it
        /// then. (A `Mutex` around it, checked, traps in the processes that `scenes explore`
        /// forks.)
        nonisolated(unsafe) private(set) var parent: Node?

        init(_ entry: StackEntry, on parent: Node?) {
            self.entry = entry
            self.parent = parent
            count = (parent?.count ?? 0) + 1
        }

        /// Frees a long chain one node at a time rather than by recursion, which a deep stack
        /// would overflow.
        deinit {
            guard var node = parent else { return }
            parent = nil
            while isKnownUniquelyReferenced(&node) {
                guard let next = node.parent else { return }
                node.parent = nil
                node = next
            }
        }
    }

    let top: Node?

    init(top: Node?) {
        self.top = top
    }

    /// A snapshot of the given entries, root first.
    public init(_ entries: [StackEntry]) {
        var top: Node?
        for entry in entries { top = Node(entry, on: top) }
        self.top = top
    }

    /// How many scenes the stack holds.
    public var count: Int { top?.count ?? 0 }

    /// The top scene's entry.
    public var last: StackEntry? { top?.entry }

    /// The entries, root first (built in time proportional to the depth).
    public var entries: [StackEntry] {
        var result: [StackEntry] = []
        result.reserveCapacity(count)
        var node = top
        while let current = node {
            result.append(current.entry)
            node = current.parent
        }
        return result.reversed()
    }

    /// The scene ids, root first.
    public var ids: [String] { entries.map(\.sceneID) }

    /// Whether the two describe the same stack.
    public static func == (lhs: StackSnapshot, rhs: StackSnapshot) -> Bool {
        lhs.top === rhs.top || lhs.entries == rhs.entries
    }
}
