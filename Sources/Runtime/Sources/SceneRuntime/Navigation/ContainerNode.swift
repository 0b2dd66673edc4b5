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
    var stacks: [[Scene]]
    /// The position of the selected tab in ``stacks``.
    var selected: Int
    /// Counts the changes of selection, so that observers see a container that changed.
    var generation = 0

    init(descriptor: ContainerDescriptor, stacks: [[Scene]], selected: Int) {
        self.descriptor = descriptor
        self.stacks = stacks
        self.selected = selected
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
