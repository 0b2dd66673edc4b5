import SceneRuntime

/// What the shell offers leaves out what cannot work where the scene is: a segue into a tab (its
/// `"tab"`) that no container shown has, and an action that performs such a segue. A scene that a
/// storyboard reaches both inside a container and outside it (`validate` warns of it) offers them
/// only inside; typed anyway, they are refused in a person's words before anything runs.
extension Navigator {
    /// The tab `segue` leads into that no container shown has, if it has one.
    func missingTab(of segue: SegueDescriptor) -> String? {
        guard let tab = segue.tab, segue.style != .unwind else { return nil }
        return containerPositions.contains { stack[$0].descriptor.container?.position(of: tab) != nil }
            ? nil : tab
    }

    /// The segue an action of `scene` performs into a tab no container shown has, if any.
    func segueIntoMissingTab(performedBy action: String, of scene: Scene) -> SegueDescriptor? {
        scene.descriptor.segues.first { $0.action == action && missingTab(of: $0) != nil }
    }

    /// ``Scene/availableSegues`` of `scene` but those into a tab no container shown has.
    func offeredSegues(of scene: Scene) -> [SegueDescriptor] {
        scene.availableSegues.filter { missingTab(of: $0) == nil }
    }

    /// ``Scene/availableActions`` of `scene` but those that perform a segue into a tab no
    /// container shown has.
    func offeredActions(of scene: Scene) -> [SceneModule.ActionDescriptor] {
        scene.availableActions.filter { segueIntoMissingTab(performedBy: $0.name, of: scene) == nil }
    }
}
