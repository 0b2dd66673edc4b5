/// What a container scene (tabs, a split) holds in the navigator's tree: the stacks of its tabs
/// (or its split's panes), every one of them, and which one is selected.
///
/// The selected tab's scenes also stand on the navigator's ``Navigator/stack`` above the
/// container: that path is read from the tree, never the other way round.
@MainActor final class ContainerNode {
    /// The container as the storyboard declares it; a reload gives it the new declaration when
    /// its tabs stay the same (``SceneDescriptor/Container/hasTheTabs(of:)``).
    var descriptor: SceneDescriptor.Container
    /// Each tab's stack, in the declaration's order. A tab of tabs never shown is empty: it is
    /// built when first shown.
    let tabs: [LiveStack]
    /// The position of the selected tab in ``tabs``. Read by every navigation that passes the
    /// container, changed only by a tab switch, never during another access: unchecked.
    @exclusivity(unchecked) var selected: Int

    /// A container as `descriptor` declares it, with its tabs' stacks.
    init(descriptor: SceneDescriptor.Container, stacks: [[Scene]], selected: Int) {
        self.descriptor = descriptor
        var tabs: [LiveStack] = []
        for scenes in stacks { tabs.append(LiveStack(scenes)) }
        self.tabs = tabs
        self.selected = selected
    }

    /// Each tab's scenes, root first.
    var stacks: [[Scene]] {
        var stacks: [[Scene]] = []
        for tab in tabs { stacks.append(tab.scenes) }
        return stacks
    }

    /// Makes `scenes` the stack of tab `tab`.
    func setStack(_ scenes: [Scene], at tab: Int) {
        tabs[tab].replace(from: 0, with: scenes)
    }

    /// Tab `tab`'s scenes.
    func stack(at tab: Int) -> [Scene] {
        tabs[tab].scenes
    }

    /// The selected tab's stack.
    var selectedStack: LiveStack { tabs[selected] }

    /// The container's state: its selection and each tab's stack as a value.
    var state: NavigationState.Container {
        var values: [NavigationState.Stack] = []
        values.reserveCapacity(tabs.count)
        for tab in tabs { values.append(tab.value) }
        return NavigationState.Container(selected: selected, tabs: values)
    }
}

/// The view controller of a container scene: it shows nothing itself and offers no action; the
/// shell draws the container (its tab bar, its panes) around its stacks' scenes.
@MainActor final class ContainerViewController: SceneViewController {}

/// The router of a container scene: a container declares no segue.
@MainActor final class ContainerRouter: SceneRouter {
    let dataStore: Void = ()
}
