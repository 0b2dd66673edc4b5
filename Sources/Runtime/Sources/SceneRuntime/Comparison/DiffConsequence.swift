/// What a difference between two storyboards (``StoryboardDiff``) does to what was reachable in the
/// old one: links and resumed stacks that no longer resolve, scenes no longer reachable, required
/// inputs no segue passes any more.
package enum DiffConsequence: Sendable, Hashable {
    /// Why a step of a stack (a scene on top of another) no longer replays.
    package enum StepBreak: Sendable, Hashable {
        /// No segue leads from the scene under to the scene any more.
        case segueRemoved
        /// Segues still lead there, but none of the step's presentation: they are of `styles` now.
        case styleChanged([SegueDescriptor.Style])
        /// The segue is now performed only by the action `action` of its source, and its
        /// destination is not declared linkable.
        case performedByAction(segue: String, action: String)
        /// The container no longer has a tab whose stack starts at the scene.
        case notATabRoot
    }

    /// A scene reachable in the old storyboard is removed: every link and resumed stack holding
    /// it no longer resolves.
    case sceneRemoved(String)
    /// A scene of both storyboards, reachable from the initial scene in the old one, is not in
    /// the new one.
    case unreachable(String)
    /// A stack with `scene` on top of `under` (`under > scene`, or `under + scene` presented
    /// modally) replayed in the old storyboard and no longer does.
    case stepBroken(under: String, scene: String, presentation: NavigationState.Presentation, StepBreak)
    /// A stack whose bottom scene is `scene` (the initial scene, or one a `replace` segue leaves
    /// there) no longer resolves: no chain from the initial scene leaves it at the bottom.
    case rootLost(String)
    /// A tab of a reachable container is removed: links naming it (`CONTAINER@TAB`) no longer
    /// resolve.
    case tabRemoved(container: String, tab: String)
    /// A reachable container's tabs were added, removed or moved: a resumed stack keeps its tabs'
    /// stacks by position, and starts them again at their roots.
    case tabsMoved(container: String)
    /// A scene is now built by another module: resumed stacks holding it stop under it.
    case moduleChanged(scene: String, old: String, new: String)
    /// An input is no longer declared: links that write it and resumed stacks that recorded it
    /// no longer resolve.
    case inputRemoved(scene: String, input: String)
    /// An input has another type: resumed stacks that recorded it, and links whose value is not
    /// one of the new type, no longer resolve.
    case inputTypeChanged(scene: String, input: String, old: SceneValueType, new: SceneValueType)
    /// An input is required now: resumed stacks recorded without it, and links that neither write
    /// it nor get it from the segue that leads there, no longer resolve.
    case inputNewlyRequired(scene: String, input: String, type: SceneValueType)
    /// A guard on `condition` guards a scene (or its segue `segue`, or its tab `tab`) that the old
    /// storyboard did not guard with it: links and resumed stacks through it are refused or
    /// redirected while the condition does not hold.
    case guardAdded(scene: String, segue: String?, tab: String?, condition: String)
    /// A segue (or a container's tab, `tab`) that builds `destination` does not pass its required
    /// input, and did not lack it in the old storyboard.
    case requiredInputMissing(
        scene: String, segue: String?, tab: String?, destination: String, input: String, type: SceneValueType)

    /// Whether it means that something reachable in the old storyboard was removed or became
    /// unreachable (a scene, the way to it, a tab), rather than that something changed.
    package var removesReachable: Bool {
        switch self {
        case .sceneRemoved, .unreachable, .stepBroken, .rootLost, .tabRemoved: true
        default: false
        }
    }
}
