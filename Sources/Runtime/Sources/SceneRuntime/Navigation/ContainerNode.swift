/// What a container scene on the navigator's stack holds: the stacks of its tabs (or its split's
/// panes) and which one is selected.
///
/// The selected stack's scenes stand on the navigator's stack above the container, where
/// navigation acts on them; ``stacks`` holds the others, and an empty stack in the selected
/// place. Selecting another tab swaps the two.
@MainActor final class ContainerNode {
    /// The container as the storyboard declares it.
    let descriptor: ContainerDescriptor
    /// Each tab's stack, root first; the selected one's is empty while it is on the path.
    /// Changed only through ``setStack(_:at:)``, which keeps ``entries`` true.
    private(set) var stacks: [[Scene]]
    /// The position of the selected tab in ``stacks``.
    var selected: Int
    /// Counts the changes of selection (and of the tabs not shown, by a reload), so that
    /// observers see a container that changed.
    var generation = 0
    /// Each tab as the observers' ``NavigationEvent/containerPath`` names it, `CONTAINER/TAB`.
    let paths: [String]
    /// Each tab's stack as entries, true but for the tabs in `staleTabs`. A scene in a tab not
    /// shown does not change (inputs change only on the path, a container's selection and
    /// stacks only while it is on the path), so a tab switch makes again only the entries of
    /// the two tabs it swaps; a reload, which prunes tabs not shown, forgets them all.
    private var tabEntries: [[StackEntry]]
    private var staleTabs: [Int]

    /// A container `sceneID` as `descriptor` declares it, with its tabs' stacks.
    init(sceneID: String, descriptor: ContainerDescriptor, stacks: [[Scene]], selected: Int) {
        self.descriptor = descriptor
        self.stacks = stacks
        self.selected = selected
        var paths: [String] = []
        for tab in descriptor.stacks { paths.append(sceneID + "/" + tab.id) }
        self.paths = paths
        tabEntries = Array(repeating: [], count: stacks.count)
        staleTabs = Array(stacks.indices)
    }

    /// Makes `scenes` the stack of tab `tab`.
    func setStack(_ scenes: [Scene], at tab: Int) {
        stacks[tab] = scenes
        if !staleTabs.contains(tab) { staleTabs.append(tab) }
    }

    /// Every tab's stack as entries (each scene's ``Scene/entry``), root first, in the
    /// declaration's order; only the tabs whose stacks changed since are made again.
    var entries: [[StackEntry]] {
        if !staleTabs.isEmpty {
            var entries = tabEntries
            for tab in staleTabs {
                var fresh: [StackEntry] = []
                fresh.reserveCapacity(stacks[tab].count)
                for scene in stacks[tab] { fresh.append(scene.entry) }
                entries[tab] = fresh
            }
            staleTabs.removeAll(keepingCapacity: true)
            tabEntries = entries
        }
        return tabEntries
    }

    /// Forgets the entries of every tab, for a change to scenes in tabs not shown.
    func forgetEntries() {
        staleTabs = Array(stacks.indices)
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
