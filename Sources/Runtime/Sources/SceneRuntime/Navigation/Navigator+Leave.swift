/// The leave check: the one place where every way out of a scene asks the scenes it would take
/// off the stack (``LeaveChecking``).
extension Navigator {
    /// Asks every scene on the stack, top first, whether it may be left because the app quits.
    /// - Throws: ``NavigationError/leaveRefused(scene:reason:destination:)`` for the first that
    ///   gives a reason to stay.
    public func checkQuit() throws(NavigationError) {
        try checkLeave(from: 0, LeaveRequest(kind: .quit, destination: nil), force: false)
    }

    /// Asks the scenes at `index` and above, top first, whether they may be left by `request`,
    /// unless `force`; the scene whose instance is `exempt` (the one asking to navigate) is not
    /// asked.
    /// - Throws: ``NavigationError/leaveRefused(scene:reason:destination:)`` for the first that
    ///   gives a reason to stay.
    func checkLeave(from index: Int, _ request: LeaveRequest, force: Bool, exempt: Int? = nil)
        throws(NavigationError)
    {
        guard !force, index < stack.count else { return }
        try checkLeave(of: stack[max(0, index)...], request, exempt: exempt, onStack: true)
    }

    /// Asks `scenes`, top first, and the scenes of every tab of the containers among them (each
    /// tab top first: a container that leaves takes its tabs with it), whether they may be left.
    /// When `onStack`, `scenes` are on ``stack``, where each container's selected tab's scenes
    /// follow it: they are asked there, not again with its tabs.
    func checkLeave(
        of scenes: some BidirectionalCollection<Scene>, _ request: LeaveRequest, exempt: Int? = nil,
        onStack: Bool = false
    )
        throws(NavigationError)
    {
        for scene in scenes.reversed() {
            if scene.instance != exempt, let checking = scene.viewController as? any LeaveChecking,
                let reason = checking.reasonToStay(request)
            {
                throw .leaveRefused(scene: scene.id, reason: reason, destination: request.destination)
            }
            guard let node = scene.container else { continue }
            for (tab, stack) in node.tabs.enumerated() where !onStack || tab != node.selected {
                try checkLeave(of: stack.scenes, request, exempt: exempt)
            }
        }
    }
}
