/// What a container scene on the navigator's stack holds: the stacks of its tabs (or its split's
/// panes) and which one is selected.
///
/// The selected stack's scenes stand on the navigator's stack above the container, where
/// navigation acts on them; ``stacks`` holds the others, and an empty stack in the selected
/// place. Selecting another tab swaps the two.
@MainActor final class ContainerNode {
    /// The container as the storyboard declares it; a reload gives it the new declaration when
    /// its tabs stay the same (``ContainerDescriptor/hasTheTabs(of:)``).
    var descriptor: ContainerDescriptor
    /// Each tab's stack, root first; the selected one's is empty while it is on the path.
    /// Changed only through ``setStack(_:at:)``, ``takeStack(_:)`` and ``select(_:putting:)``, which keep
    /// ``entries`` true.
    var stacks: [[Scene]] { tabs.scenes }
    /// The position of the selected tab in ``stacks``.
    var selected: Int
    /// Counts the changes of selection (and of the tabs not shown, by a reload), so that
    /// observers see a container that changed.
    var generation = 0
    /// Each tab as the observers' ``NavigationEvent/containerPath`` names it, `CONTAINER/TAB`.
    let paths: [String]
    /// The tabs' stacks and their entries, one value: a tab switch changes it in one access.
    private var tabs: Tabs

    /// Each tab's stack, and its entries as last made. A scene in a tab not shown does not
    /// change (inputs change only on the path, a container's selection and stacks only while it
    /// is on the path), so a tab switch makes again only the entries of the two tabs it swaps;
    /// a reload, which prunes tabs not shown, forgets them all.
    @MainActor private struct Tabs {
        var scenes: [[Scene]]
        /// Each tab's stack as entries, true but for the tabs marked in `stale`.
        var entries: [[StackEntry]]
        var stale: [Bool]
        var anyStale = true
        /// Each tab's entries as last made from a stack that was not empty, with the instance
        /// numbers of its scenes (never reused). A tab switch puts back the stack of the tab it
        /// leaves, most often the scenes it took out: when they are the same scenes, none a
        /// container, with the inputs the entries record, those entries are taken again.
        var made: [(instances: [Int], entries: [StackEntry])]

        init(_ scenes: [[Scene]]) {
            self.scenes = scenes
            entries = Array(repeating: [], count: scenes.count)
            stale = Array(repeating: true, count: scenes.count)
            made = Array(repeating: ([], []), count: scenes.count)
        }

        mutating func set(_ stack: [Scene], at tab: Int) {
            scenes[tab] = stack
            stale[tab] = true
            anyStale = true
        }

        /// Takes tab `tab`'s stack out, leaving it empty.
        mutating func take(_ tab: Int) -> [Scene] {
            stale[tab] = true
            anyStale = true
            var taken: [Scene] = []
            swap(&scenes[tab], &taken)
            return taken
        }

        /// Makes the stale tabs' entries again, in place: the array is not copied when no
        /// snapshot holds it any more.
        mutating func freshEntries() -> [[StackEntry]] {
            guard anyStale else { return entries }
            for tab in stale.indices where stale[tab] {
                let stack = scenes[tab]
                if stack.isEmpty {
                    entries[tab] = []
                } else if Self.isMade(made[tab], from: stack) {
                    entries[tab] = made[tab].entries
                } else {
                    var fresh: [StackEntry] = []
                    var instances: [Int] = []
                    fresh.reserveCapacity(stack.count)
                    instances.reserveCapacity(stack.count)
                    for scene in stack {
                        fresh.append(scene.entry)
                        instances.append(scene.instance)
                    }
                    entries[tab] = fresh
                    made[tab] = (instances, fresh)
                }
                stale[tab] = false
            }
            anyStale = false
            return entries
        }

        /// Whether `made` holds the entries `stack` gives now: the same scenes, none a container
        /// (whose entry holds its tabs), with the inputs recorded (an id and a presentation do
        /// not change).
        private static func isMade(_ made: (instances: [Int], entries: [StackEntry]), from stack: [Scene])
            -> Bool
        {
            guard made.instances.count == stack.count else { return false }
            for position in stack.indices {
                let scene = stack[position]
                guard scene.instance == made.instances[position], scene.container == nil,
                    scene.inputs == made.entries[position].inputs
                else { return false }
            }
            return true
        }

        mutating func forget() {
            for tab in stale.indices {
                stale[tab] = true
                made[tab] = ([], [])
            }
            anyStale = true
        }
    }

    /// A container `sceneID` as `descriptor` declares it, with its tabs' stacks.
    init(sceneID: String, descriptor: ContainerDescriptor, stacks: [[Scene]], selected: Int) {
        self.descriptor = descriptor
        tabs = Tabs(stacks)
        self.selected = selected
        var paths: [String] = []
        for tab in descriptor.stacks { paths.append(sceneID + "/" + tab.id) }
        self.paths = paths
    }

    /// Makes `scenes` the stack of tab `tab`.
    func setStack(_ scenes: [Scene], at tab: Int) {
        tabs.set(scenes, at: tab)
    }

    /// Tab `tab`'s stack (read without copying the others').
    func stack(at tab: Int) -> [Scene] {
        tabs.scenes[tab]
    }

    /// Takes tab `tab`'s stack out of the container (for the path), leaving it empty there.
    func takeStack(_ tab: Int) -> [Scene] {
        tabs.take(tab)
    }

    /// The position of the tab `name` (its id, compared ignoring case), read in place.
    func tab(named name: String) -> Int? {
        descriptor.position(of: name)
    }

    /// Selects tab `tab`, the selected tab's stack becoming `outgoing`, and returns the scenes of
    /// tab `tab`, taken out of the container (its stack left empty there): a tab switch.
    func select(_ tab: Int, putting outgoing: [Scene]) -> [Scene] {
        tabs.set(outgoing, at: selected)
        selected = tab
        generation &+= 1
        return tabs.take(tab)
    }

    /// Every tab's stack as entries (each scene's ``Scene/entry``), root first, in the
    /// declaration's order; only the tabs whose stacks changed since are made again.
    var entries: [[StackEntry]] { tabs.freshEntries() }

    /// Forgets the entries of every tab, for a change to scenes in tabs not shown.
    func forgetEntries() {
        tabs.forget()
    }

    /// The selected tab's id.
    var selectedID: String { descriptor.stacks[selected].id }
}

/// The view controller of a container scene: it shows nothing itself and offers no action; the
/// shell draws the container (its tab bar, its panes) around its stacks' scenes.
@MainActor final class ContainerViewController: SceneViewController {}

/// The router of a container scene: a container declares no segue.
@MainActor final class ContainerRouter: SceneRouter {
    let dataStore: Void = ()
}
