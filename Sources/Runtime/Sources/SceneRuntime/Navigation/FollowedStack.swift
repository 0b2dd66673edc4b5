/// The stack as a navigator's observers last reported it, kept in step with the navigator's at
/// the cost of what changed: each scene's instance number (never reused), the containers among
/// them, and the snapshot events carry.
///
/// A value held by ``NavigationObservers``, so that following a navigation is one access to it
/// rather than one for each of its parts.
@MainActor struct FollowedStack {
    /// Each scene's instance number, root first.
    private var instances: [Int] = []
    /// The containers among `instances`: their positions and the generation recorded.
    private var generations: [(position: Int, generation: Int)] = []
    /// The stack as the last event gave it.
    private(set) var snapshot = StackSnapshot(top: nil)
    /// Each container among `instances` and its selected tab, as `CONTAINER/TAB` (the events'
    /// ``NavigationEvent/containerPath``), made again only when `generations` changes.
    private(set) var containerPath: [String] = []

    /// Whether `stack` is the one followed, as far as its depth and top say (navigations that
    /// went unrecorded while nobody observed change one or the other).
    func isInStep(with stack: [Scene]) -> Bool {
        instances.count == stack.count && instances.last == stack.last?.instance
    }

    /// Brings ``snapshot`` in step with `stack`; returns the ids of the scenes that left it,
    /// root side first, when `reportsPopped` (a tab switch removes nothing: it asks for none).
    /// The navigator changes only the top of its stack (it pushes, pops, or replaces it all), so
    /// the scenes under the highest one both share are unchanged; that one is taken again, since
    /// an unwind passes values into its inputs.
    mutating func follow(_ stack: [Scene], reportsPopped: Bool = true) -> [String] {
        var shared = min(instances.count, stack.count)
        while shared > 0 && instances[shared - 1] != stack[shared - 1].instance { shared -= 1 }
        // A container whose selection changed is followed again, with what is above it; the
        // scenes that left the stack but stay in one of its tabs were not popped.
        // (Loops rather than closures here and below: a main-actor closure given to the
        // standard library checks the executor on every call.)
        var inTabs: Set<Int>?
        for place in generations where place.position < shared {
            guard place.generation != stack[place.position].container?.generation else { continue }
            shared = place.position
            if reportsPopped { inTabs = Self.instances(from: place.position, of: stack) }
            break
        }
        let kept = stack.isEmpty ? 0 : min(shared, stack.count - 1)
        var popped: [String] = []
        var node = snapshot.top
        while let current = node, current.count > kept {
            if reportsPopped && current.count > shared
                && inTabs?.contains(instances[current.count - 1]) != true
            {
                popped.append(current.entry.sceneID)
            }
            node = current.parent
        }
        // The scenes' old entries are let go of before new ones are made: a container's tab
        // entries are then made again in place rather than copied, when no event holds them.
        snapshot = StackSnapshot(top: node)
        instances.removeLast(instances.count - kept)
        var containersChanged = false
        if let last = generations.last, last.position >= kept {
            while let last = generations.last, last.position >= kept { generations.removeLast() }
            containersChanged = true
        }
        for scene in stack[kept...] {
            node = StackSnapshot.Node(scene.entry, on: node)
            if let container = scene.container {
                generations.append((instances.count, container.generation))
                containersChanged = true
            }
            instances.append(scene.instance)
        }
        snapshot = StackSnapshot(top: node)
        if containersChanged {
            containerPath.removeAll(keepingCapacity: true)
            for place in generations {
                if let container = stack[place.position].container {
                    containerPath.append(container.paths[container.selected])
                }
            }
        }
        return popped.reversed()
    }

    /// The instance numbers of the scenes of `stack` from `position` on, and of every tab's stack
    /// of the containers among them: where a scene that left the stack above `position` may be
    /// kept.
    private static func instances(from position: Int, of stack: [Scene]) -> Set<Int> {
        var found: Set<Int> = []
        var pending = Array(stack[position...])
        while let scene = pending.popLast() {
            found.insert(scene.instance)
            for tab in scene.container?.stacks ?? [] { pending += tab }
        }
        return found
    }
}
