/// Screen observers: who is told when what a scene shows may have changed by itself, without a
/// navigation (see ``Scene/screen``).
extension Navigator {
    /// Calls `observer` with a scene the navigator holds (on the stack, or in a tab or a pane
    /// beside it) after observable state that its ``Scene/screen`` or ``Scene/currentTitle`` last
    /// read has changed: during an action, or from async work once the command returned. A change is told once; several changes before the screen is read
    /// again may be told together. The observer is called on the main actor, after the change.
    ///
    /// The shell draws the screen again when told (a terminal app has to let the main actor run
    /// its queued work for async changes to arrive).
    /// - Returns: The token to give to ``removeScreenObserver(_:)``.
    @discardableResult
    public func addScreenObserver(_ observer: @escaping @MainActor (Scene) -> Void) -> Navigator.Observation {
        // Counted down from -1, so that a token never names a navigation observer too.
        lastScreenObserverID -= 1
        screenObservers.append((lastScreenObserverID, observer))
        return Navigator.Observation(id: lastScreenObserverID)
    }

    /// Stops a screen observer.
    public func removeScreenObserver(_ observation: Navigator.Observation) {
        screenObservers.removeAll { $0.id == observation.id }
    }

    /// Tells the screen observers that what `scene` shows may have changed.
    func screenChanged(_ scene: Scene) {
        for observer in screenObservers { observer.call(scene) }
    }
}
