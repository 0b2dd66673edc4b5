/// Guards and who performs a segue: the conditions a storyboard names on scenes and segues,
/// checked on every way into a scene (a segue, an action that performs one, a restored stack,
/// whose every step is checked as the segue that reaches it: see `StackReplay`),
/// and the segues only a scene's own action performs.
extension Navigator {
    /// Whether the registered condition `name` holds now; `false` for one no module registers.
    public func conditionHolds(_ name: String) -> Bool {
        registry.conditionHolds(name, in: environment) ?? false
    }

    /// The guards that performing `segue` checks, in order: the segue's own, then, for a segue
    /// that builds its destination (not an unwind), the destination scene's.
    public func guards(of segue: SegueDescriptor) -> [Storyboard.Guard] {
        guard segue.style != .unwind, let destination = storyboard.scene(withID: segue.destination) else {
            return segue.guards
        }
        return segue.guards + destination.guards
    }

    /// The first guard on the way to `state` that does not hold now, in the order
    /// ``restore(state:force:)`` checks them; `nil` when all hold.
    /// - Throws: What restoring `state` throws for a state navigation could not build.
    package func firstFailingGuard(in state: NavigationState) throws(NavigationError) -> Storyboard.Guard? {
        try StackReplay(storyboard: storyboard, holds: conditionHolds).guards(of: state.root.entries)
            .first { !conditionHolds($0.condition) }
    }

    /// Performs a segue of the top scene as a person asks for it (the shell's `go`): a segue
    /// that the storyboard says its scene's action performs (`"action"`) is refused, naming
    /// that action, since taking it directly would skip the action's work. `force` skips the
    /// leave check, as for ``performSegue(_:force:)``, never this refusal. A segue the top scene
    /// says does not apply now (``SceneViewController/availability(ofSegue:)``) is refused too,
    /// with the scene's reason.
    /// - Throws: ``NavigationError/performedByAction(segue:scene:action:)``,
    ///   ``NavigationError/segueUnavailable(segue:scene:reason:)``, or what
    ///   ``performSegue(_:force:)`` throws.
    public func takeSegue(_ identifier: String, force: Bool = false) throws {
        if let top = topScene, let segue = top.descriptor.segue(identifier) {
            if let action = segue.action {
                throw NavigationError.performedByAction(
                    segue: identifier, scene: segue.source, action: action)
            }
            if case .unavailable(let reason) = top.availability(ofSegue: identifier) {
                throw NavigationError.segueUnavailable(segue: identifier, scene: top.id, reason: reason)
            }
        }
        try performSegue(identifier, force: force)
    }

    /// Checks `guards` inside a transition. Returns `nil` when all hold, or the redirect scene
    /// it presented for the first that does not, noting `carryOn` to run once that scene leaves
    /// with the condition holding. `carryOn` is made only then: a navigation whose guards hold
    /// allocates no closure.
    /// - Throws: ``NavigationError/guardRefused(condition:message:)`` for a guard that refuses,
    ///   ``NavigationError/guardFailed(condition:scene:)`` for a redirect with nothing on the
    ///   stack to present it over.
    func enforce(
        _ guards: [Storyboard.Guard], entering sceneID: String,
        carryOn: @autoclosure () -> @MainActor () throws -> Void
    ) throws -> Scene? {
        for check in guards where !conditionHolds(check.condition) {
            switch check.otherwise {
            case .refuse(let message):
                throw NavigationError.guardRefused(condition: check.condition, message: message)
            case .redirect(let redirectID):
                guard let top = topScene else {
                    throw NavigationError.guardFailed(condition: check.condition, scene: sceneID)
                }
                let redirect = try presentForRedirect(redirectID)
                pendingRedirect = PendingRedirect(
                    condition: check.condition, destination: sceneID, redirectInstance: redirect.instance,
                    returnInstance: top.instance,
                    carryOn: carryOn())
                return redirect
            }
        }
        return nil
    }

    /// Why the scene `instance` is on the stack, when a guard's redirect presented it and the
    /// navigation it put off still waits; `nil` otherwise.
    func guardRedirect(presenting instance: Int) -> GuardRedirect? {
        guard let pending = pendingRedirect, pending.redirectInstance == instance else { return nil }
        return GuardRedirect(
            condition: pending.condition, destination: pending.destination,
            destinationTitle: storyboard.scene(withID: pending.destination)?.title ?? pending.destination)
    }

    /// After every transition: once the redirect scene of a pending navigation has left the
    /// stack, carries the navigation on if its condition now holds and the scene it was asked
    /// from is on top again; otherwise forgets it (the stack is as before the redirect).
    func carryOnAfterRedirect() throws {
        guard let pending = pendingRedirect,
            !stack.contains(where: { $0.instance == pending.redirectInstance })
        else { return }
        pendingRedirect = nil
        guard conditionHolds(pending.condition), topScene?.instance == pending.returnInstance else { return }
        try pending.carryOn()
    }

    /// Before an action of `scene` runs: checks the guards of the segues the storyboard says the
    /// action performs (their own; their destination's are checked when the segue is performed,
    /// since the action may be what makes them hold, as signing in does), so that its work is not
    /// done for a navigation a guard would stop.
    /// - Returns: Whether the action waits for a redirect (it runs again, with the same
    ///   arguments, once the redirect succeeds).
    /// - Throws: The refusal of a guard that refuses.
    func holdAction(_ name: String, arguments: [String], of scene: Scene) throws -> Bool {
        guard topScene === scene else { return false }
        let segues = scene.descriptor.segues.filter { $0.action == name }
        guard !segues.isEmpty else { return false }
        var held = false
        for segue in segues {
            let guards = segue.guards
            guard guards.contains(where: { !conditionHolds($0.condition) }) else { continue }
            try transition(.action(name)) {
                let redirect = try enforce(
                    guards, entering: segue.destination,
                    carryOn: { [weak scene] in try scene?.perform(action: name, arguments: arguments) })
                held = redirect != nil
            }
            break
        }
        return held
    }
}
