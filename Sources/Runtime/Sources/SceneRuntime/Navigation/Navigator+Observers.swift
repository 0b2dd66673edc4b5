extension Navigator {
    /// Calls `observer` with every navigation event from now on, in order: each segue performed
    /// (by ``performSegue(_:force:)`` or by a scene itself), back, dismiss, pop to root or to a scene,
    /// replace root, restore, reload, and each navigation refused, with its error.
    ///
    /// Observers are called on the main actor once the navigation is over, never inside a
    /// transition: the stack an observer sees is the one the event describes, unless an earlier
    /// observer of the same event navigated. An observer may navigate; that navigation runs at
    /// once, and its event reaches every observer after the current event has.
    /// - Returns: The token to give to ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (NavigationEvent) -> Void)
        -> Navigator.Observation
    {
        events.add(observer)
    }

    /// Stops an observer: it receives no event after this call, even one being delivered now.
    public func removeObserver(_ observation: Navigator.Observation) {
        events.remove(observation)
    }

    /// Follows a new storyboard, keeping the stack as far up as its scenes still exist with the
    /// same module; the scenes above the first that does not are popped. If not even the root
    /// remains, the new initial scene becomes the root. Observers see one ``NavigationEvent/Kind/reload``
    /// event, with the scenes popped.
    /// - Returns: What changed between the two storyboards and which scenes were popped.
    /// - Throws: What building a new root throws;
    ///   ``NavigationError/leaveRefused(scene:reason:destination:)`` for a scene it would pop,
    ///   unless `force`. The old storyboard and stack then stay.
    @discardableResult
    public func replaceStoryboard(_ newStoryboard: Storyboard, force: Bool = false) throws
        -> Storyboard.Changes
    {
        let before = events.begin(self)
        defer { events.end() }
        poppedInTransition.removeAll(keepingCapacity: true)
        // A reload may give a container's tabs new declarations: where the stack is is made again.
        knownLocation = nil
        events.muteNext = true
        defer { events.muteNext = false }
        do {
            let changes = try followStoryboard(newStoryboard, force: force)
            events.record(.reload, from: before, error: nil, in: self)
            // A split's new minimum width may show or hide the pane beside.
            refreshVisibility()
            return changes
        } catch {
            events.record(.reload, from: before, error: error, in: self)
            throw error
        }
    }
}
