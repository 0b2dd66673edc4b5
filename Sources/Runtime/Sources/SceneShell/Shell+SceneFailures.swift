import SceneRuntime

/// Failures a scene shows: an action can go through and still fail by its scene's account, which
/// the scene gives as `.error` lines on its screen. To tell an error a command just caused from one
/// a scene shows again on returning (its standing problem), the shell notes the errors of each
/// scene it covers.
extension Shell {
    /// Whether the action `scene` just performed failed by the scene's own account, which it gives
    /// as `.error` lines on its screen (scenes clear them at their next action):
    /// - the scene is still on top: it failed if it shows an error;
    /// - the action went back to a scene under it (an unwind, a dismiss): it failed if that scene
    ///   shows an error it did not show when it was covered (a checkout resumed after a sign-in
    ///   that could not save the order), not if it shows the same standing problem again;
    /// - the action showed a new scene: it did what it was asked; what the new scene shows on
    ///   appearance (a data file found corrupt, say) is that scene's state, not this command's
    ///   failure.
    func sceneReportsFailure(of scene: Scene) -> Bool {
        guard let top = navigator.topScene else { return false }
        if top === scene { return !Self.errors(on: top).isEmpty }
        let position = navigator.stack.count - 1
        // Not covered before this command: a scene it showed.
        guard position < covered.count, covered[position].scene === top else { return false }
        let errors = Self.errors(on: top)
        return !errors.isEmpty && errors != covered[position].errors
    }

    /// Records the errors of the scenes a command covered, and forgets those it took off the stack.
    func noteCoveredScenes() {
        let stack = navigator.stack
        let coveredCount = max(0, stack.count - 1)
        if covered.count > coveredCount { covered.removeLast(covered.count - coveredCount) }
        while let last = covered.last, last.scene !== stack[covered.count - 1] { covered.removeLast() }
        for scene in stack[covered.count..<coveredCount] {
            covered.append(CoveredScene(scene: scene, errors: Self.errors(on: scene)))
        }
    }

    private static func errors(on scene: Scene) -> [String] {
        scene.screen.lines.compactMap { line in
            if case .error(let message) = line { message } else { nil }
        }
    }

    /// A scene covered by another, and the errors it showed then.
    struct CoveredScene {
        weak var scene: Scene?
        let errors: [String]
    }
}
