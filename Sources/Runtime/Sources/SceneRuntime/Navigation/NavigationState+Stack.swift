extension NavigationState {
    /// One stack of scenes as data, root first, kept cheaply: states one navigation apart share the
    /// entries they have in common, so pushing, popping or changing the top costs the same at any
    /// depth, and a container's tabs that did not change are shared too.
    ///
    /// ``NavigationState/root`` is one; each ``NavigationState/Container/tabs`` holds one per tab; ``entries``
    /// gives the ``NavigationState/Entry``s.
    public struct Stack: Sendable, Equatable {
        /// One entry and the entries under it; shared between states.
        final class Node: Sendable {
            /// Exempt from the compiler's checks, and safe for the same reason as `parent`: changed
            /// only through ``NavigationState/Stack/updateLast(_:)`` on a node nothing else
            /// references, so never while another access to it is under way.
            @exclusivity(unchecked) nonisolated(unsafe) fileprivate(set) var entry: NavigationState.Entry
            let count: Int
            /// The node under this one. Exempt from the compiler's check, and safe: it is written only
            /// in `deinit`, to free a long chain one node at a time, and there only on nodes that
            /// nothing else references (`isKnownUniquelyReferenced`), so no other thread can read it
            /// then. (A `Mutex` around it, checked, traps in the processes that `scenes explore`
            /// forks.)
            nonisolated(unsafe) private(set) var parent: Node?

            init(_ entry: NavigationState.Entry, on parent: Node?) {
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

        private(set) var top: Node?

        init(top: Node?) {
            self.top = top
        }

        /// The stack of the given entries, root first.
        public init(_ entries: some Sequence<NavigationState.Entry>) {
            var top: Node?
            for entry in entries { top = Node(entry, on: top) }
            self.top = top
        }

        /// An empty stack: for a tab, one not shown yet, which starts at its root.
        public init() {
            top = nil
        }

        /// How many scenes the stack holds.
        public var count: Int { top?.count ?? 0 }

        /// Whether the stack holds no scene.
        public var isEmpty: Bool { top == nil }

        /// The top scene's entry.
        public var last: NavigationState.Entry? { top?.entry }

        /// The entries, root first (built in time proportional to the depth).
        public var entries: [NavigationState.Entry] {
            var result: [NavigationState.Entry] = []
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

        /// This stack with `entry` on top; shares every entry of this one.
        public func pushing(_ entry: NavigationState.Entry) -> NavigationState.Stack {
            NavigationState.Stack(top: Node(entry, on: top))
        }

        /// The `count` entries from the root; shares them. Costs what it removes.
        public func prefix(_ count: Int) -> NavigationState.Stack {
            var node = top
            while let current = node, current.count > max(count, 0) { node = current.parent }
            return NavigationState.Stack(top: node)
        }

        /// Changes the top entry through `body`: in place when no other state holds this stack's top
        /// (no event or history step kept it), else in a new top on the same entries below.
        mutating func updateLast(_ body: (inout NavigationState.Entry) -> Void) {
            guard top != nil else { return }
            if isKnownUniquelyReferenced(&top), let node = top {
                body(&node.entry)
            } else if let node = top {
                var entry = node.entry
                body(&entry)
                top = Node(entry, on: node.parent)
            }
        }

        /// Whether the two describe the same stack: the same nodes, or entries equal one by one.
        public static func == (lhs: NavigationState.Stack, rhs: NavigationState.Stack) -> Bool {
            if lhs.top === rhs.top { return true }
            guard lhs.count == rhs.count else { return false }
            var left = lhs.top
            var right = rhs.top
            while let l = left, let r = right {
                if l === r { return true }
                guard l.entry == r.entry else { return false }
                left = l.parent
                right = r.parent
            }
            return true
        }
    }
}

/// The stack an event reported before ``NavigationEvent/state``: the path, root to top.
@available(*, deprecated, renamed: "NavigationState.Stack")
public typealias StackSnapshot = NavigationState.Stack
