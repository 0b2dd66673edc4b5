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
    /// Changed only through ``setStack(_:at:)``, which keeps ``entries(ofTab:)`` true.
    private(set) var stacks: [[Scene]]
    /// The position of the selected tab in ``stacks``.
    var selected: Int
    /// Counts the changes of selection (and of the tabs not shown, by a reload), so that
    /// observers see a container that changed.
    var generation = 0
    /// Each tab's stack as entries, once asked for, until the stack changes. A scene in a tab
    /// not shown does not change (inputs change only on the path, a container's selection and
    /// stacks only while it is on the path), so a tab switch makes again only the entries of
    /// the two tabs it swaps; a reload, which prunes tabs not shown, forgets them all.
    private var cachedEntries: [[StackEntry]?]

    init(descriptor: ContainerDescriptor, stacks: [[Scene]], selected: Int) {
        self.descriptor = descriptor
        self.stacks = stacks
        self.selected = selected
        cachedEntries = Array(repeating: nil, count: stacks.count)
    }

    /// Makes `scenes` the stack of tab `tab`.
    func setStack(_ scenes: [Scene], at tab: Int) {
        stacks[tab] = scenes
        cachedEntries[tab] = nil
    }

    /// The stack of tab `tab` as entries (each scene's ``Scene/entry``), root first.
    func entries(ofTab tab: Int) -> [StackEntry] {
        if let cached = cachedEntries[tab] { return cached }
        var entries: [StackEntry] = []
        entries.reserveCapacity(stacks[tab].count)
        for scene in stacks[tab] { entries.append(scene.entry) }
        cachedEntries[tab] = entries
        return entries
    }

    /// Forgets the entries of every tab, for a change to scenes in tabs not shown.
    func forgetEntries() {
        for tab in cachedEntries.indices { cachedEntries[tab] = nil }
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
