import SceneRuntime

/// A link that waits for its guard: `goto`, `--goto` and `--resume` go as far along the stack they
/// name as its guards allow, present the redirect of the first guard that does not hold over it
/// (the sign-in), and the navigator carries on to the whole stack once the redirect succeeds, as
/// it carries on a segue a guard put off (``Navigator/restore(state:force:)``). A link only shows:
/// waiting or not, it runs no scene's action.
extension Shell {
    /// A stack the session waits to show until a guard's redirect succeeds.
    struct WaitingLink {
        /// The scene the redirect presented: the wait is over once it leaves the stack.
        weak var redirect: Scene?
        /// The state the link (or the record) names.
        let target: NavigationState
        /// The condition that did not hold.
        let condition: String
    }

    /// Goes to `state`, which a link names, as ``Navigator/restore(state:force:)`` does, unless the
    /// first guard on the way that does not hold redirects: then the stack shows the longest
    /// part of `state`'s path whose guards hold (the initial scene when none does and nothing is
    /// shown yet), the redirect is presented over it, and the session waits (``waitingLink``).
    /// - Returns: The note that says the link waits, when it does.
    /// - Throws: What restoring throws; the refusal of a guard that refuses.
    func go(waitingFor state: NavigationState, force: Bool) throws -> String? {
        guard let waited = try navigator.firstFailingGuard(in: state), case .redirect = waited.otherwise
        else {
            try navigator.restore(state: state, force: force)
            return nil
        }
        // A part of the path checks the guards of every shorter part: the longest that holds is
        // found by halving.
        let path = state.path
        var (holding, failing) = (0, path.count)
        while failing - holding > 1 {
            let middle = (holding + failing) / 2
            if try navigator.firstFailingGuard(in: NavigationState(path: Array(path.prefix(middle)))) == nil {
                holding = middle
            } else {
                failing = middle
            }
        }
        if holding > 0 {
            try navigator.restore(state: NavigationState(path: Array(path.prefix(holding))), force: force)
        } else if navigator.stack.isEmpty {
            try navigator.start()
        }
        return try wait(for: state, force: force, what: "the link")
    }

    /// Presents, over the stack as it is, the redirect of the first guard on the way to `state`
    /// that does not hold, and waits for it (``waitingLink``); once it succeeds the navigator
    /// carries on to `state`. `what` names what waits in the note (`the link`).
    /// - Returns: The note that says what waits; `nil` when no redirect was presented.
    /// - Throws: What restoring `state` throws (a guard that refuses first, a redirect that cannot
    ///   be built).
    func wait(for state: NavigationState, force: Bool, what: String) throws -> String? {
        guard let waited = try navigator.firstFailingGuard(in: state),
            case .redirect(let redirectID) = waited.otherwise
        else { return nil }
        try navigator.restore(state: state, force: force)
        guard let redirect = navigator.topScene, redirect.id == redirectID else { return nil }
        waitingLink = WaitingLink(redirect: redirect, target: state, condition: waited.condition)
        return ShellMessages.waits(
            what, for: redirect.currentTitle, condition: waited.condition,
            target: titles(of: state.path[...]).last ?? "")
    }

    /// At the end of a command: once the redirect a link waits for has left the stack, the wait
    /// is over, unless going on met the redirect of another guard on the way, which it then waits
    /// for. If the navigator did not carry on to the link's stack (the person dismissed the
    /// sign-in, or the stack could not be built then), a note says what was not opened.
    func noteEndOfWait(in reply: inout Reply) {
        guard let waiting = waitingLink else { return }
        if let redirect = waiting.redirect, navigator.stack.contains(where: { $0 === redirect }) { return }
        waitingLink = nil
        let target = waiting.target.path
        let path = navigator.state.path
        let opened = zip(target, path).prefix { $0.sceneID == $1.sceneID }.count
        guard opened < target.count else { return }
        if let next = try? navigator.firstFailingGuard(in: waiting.target),
            case .redirect(let id) = next.otherwise, let top = navigator.topScene, top.id == id,
            top.presentation == .modal
        {
            waitingLink = WaitingLink(redirect: top, target: waiting.target, condition: next.condition)
            return
        }
        reply.warnings.append(
            ShellMessages.notOpened(
                titles(of: target[opened...]), condition: waiting.condition,
                holds: navigator.conditionHolds(waiting.condition)))
    }

    /// The titles the storyboard gives the scenes of `entries`.
    private func titles(of entries: ArraySlice<NavigationState.Entry>) -> [String] {
        entries.map { navigator.storyboard.scene(withID: $0.sceneID)?.title ?? $0.sceneID }
    }
}
