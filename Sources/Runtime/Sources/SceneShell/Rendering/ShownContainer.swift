import SceneRuntime

/// A container on the navigator's stack as the shell draws and names it: the tree's own scene
/// (its tabs' stacks are that scene's ``Scene/tabs``), where it stands on the stack, how the
/// storyboard declares it, and the scene presented modally that covers it, if any.
@MainActor struct ShownContainer {
    /// The container scene.
    let scene: Scene
    /// Its position on ``Navigator/stack``: its selected tab's scenes follow it.
    let position: Int
    /// Its kind and its stacks, as declared.
    let descriptor: SceneDescriptor.Container
    /// The position of its selected tab (focused pane) in the descriptor's stacks.
    let selected: Int
    /// The scene presented modally in it that covers it: it then shows no tab bar.
    let coveredBy: Scene?

    /// The containers on `navigator`'s stack, outermost first.
    static func all(in navigator: Navigator) -> [ShownContainer] {
        navigator.containerPositions.compactMap { position in
            let scene = navigator.stack[position]
            guard let descriptor = scene.descriptor.container, let selected = scene.selectedTab else {
                return nil
            }
            return ShownContainer(
                scene: scene, position: position, descriptor: descriptor, selected: selected,
                coveredBy: navigator.coveringScene(ofContainerAt: position))
        }
    }

    /// What one of its stacks is called: a tab, or a split's pane.
    var stackNoun: String { descriptor.kind == .split ? "pane" : "tab" }
}
