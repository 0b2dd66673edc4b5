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
        func ask(_ scene: Scene) throws(NavigationError) {
            guard scene.instance != exempt, let checking = scene.viewController as? any LeaveChecking,
                let reason = checking.reasonToStay(request)
            else { return }
            throw .leaveRefused(scene: scene.id, reason: reason, destination: request.destination)
        }
        // A container that leaves takes its other tabs' scenes with it: they are asked too,
        // each tab top first (the selected tab's scenes are on the stack, asked already).
        func askOtherTabs(of scene: Scene) throws(NavigationError) {
            guard let node = scene.container else { return }
            for scenes in node.stacks {
                for inner in scenes.reversed() {
                    try ask(inner)
                    try askOtherTabs(of: inner)
                }
            }
        }
        for scene in stack[max(0, index)...].reversed() {
            try ask(scene)
            try askOtherTabs(of: scene)
        }
    }
}
