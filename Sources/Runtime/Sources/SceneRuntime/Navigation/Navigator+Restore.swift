/// Restoring: the navigator builds the tree a ``NavigationState`` describes.
extension Navigator {
    /// Replaces the whole stack with new instances of the scenes `state` describes: its root
    /// stack, every container's tabs' stacks (a tab left empty starts at its root, built when
    /// first shown unless selected) and which tab each selects, each scene built by its module
    /// and given its inputs before its `viewDidLoad`, as a segue would give them. Every scene is
    /// built before the stack changes: if any is refused, nothing was shown and the stack is as
    /// it was.
    ///
    /// The state is replayed as navigation, since its text may come from anyone (a link, a
    /// `stack.json`): the root must be the initial scene or one a `replace` segue leads to from
    /// there, a tab's first scene its tab's root or one a `replace` in the tab leaves there, each
    /// later scene must be reached from the one under it by a segue of its presentation, a
    /// segue only an action performs enters only a scene declared linkable, and every guard on
    /// the way (the segues' and the scenes', in order, the selected tab's last) is checked as
    /// performing those segues would check it.
    ///
    /// A stack's first entry becomes its root whatever its presentation says; a later entry that
    /// says `root` is pushed. Each new scene receives `viewDidLoad` in order, root first; what
    /// was visible then disappears and what is visible now appears.
    /// - Throws: ``NavigationError/emptyStack`` for no entries, ``NavigationError/unknownScene(_:suggestion:)``,
    ///   ``NavigationError/notARoot(_:initial:)``, ``NavigationError/notATabRoot(_:container:roots:)``,
    ///   ``NavigationError/tabsChanged(_:declared:found:)``,
    ///   ``NavigationError/noSegue(from:to:presentation:)``
    ///   or ``NavigationError/notLinkable(scene:segue:source:action:)`` for a state navigation
    ///   could not build, a guard's refusal,
    ///   ``RoutingError`` for an input the scene does not declare, of the wrong type, or
    ///   required and missing; what building a scene throws;
    ///   ``NavigationError/leaveRefused(scene:reason:destination:)`` unless `force`: every scene
    ///   on the stack is left, even one built again in its place.
    public func restore(state: NavigationState, force: Bool = false) throws {
        var failed: [Int]?
        try restore(state, force: force, failingAt: &failed)
    }

    /// ``restore(state:force:)`` of the state `entries` describes as a path (``NavigationState/path``),
    /// root first: at each container, the entries that follow it are its selected tab's stack (a
    /// container's entry that says no tab selects the one whose stack the next entry starts).
    public func restore(_ entries: [NavigationState.Entry], force: Bool = false) throws {
        try restore(state: state(ofPath: entries), force: force)
    }

    /// The state a path describes, each container's entry that gives no ``NavigationState/Container``
    /// selecting the tab whose stack the next entry starts.
    /// - Throws: ``NavigationError/notATabRoot(_:container:roots:)`` for an entry after a
    ///   container that starts none of its tabs.
    private func state(ofPath entries: [NavigationState.Entry]) throws(NavigationError) -> NavigationState {
        var entries = entries
        let replay = StackReplay(storyboard: storyboard, replaysActions: true, holds: conditionHolds)
        for position in entries.indices.dropLast() where entries[position].container == nil {
            guard let declared = storyboard.scene(withID: entries[position].sceneID)?.container else {
                continue
            }
            let next = entries[position + 1].sceneID
            guard let tab = replay.tab(of: declared, holding: next, preferred: declared.selected)?.tab else {
                throw .notATabRoot(
                    next, container: entries[position].sceneID, roots: declared.stacks.map(\.root))
            }
            entries[position].container = NavigationState.Container(
                selected: tab, tabs: Array(repeating: NavigationState.Stack(), count: declared.stacks.count))
        }
        return NavigationState(path: entries)
    }

    /// ``restore(state:force:)`` of a state this navigator showed earlier in the session (`undo`).
    /// When all that tells it from the state now is which tab one container on the stack selects
    /// (a tab switch taken back), that tab is selected again, as ``selectTab(_:)`` does: nothing
    /// is built again and nobody is asked whether they may be left. Otherwise the stack is built
    /// again; a segue only an action performs is then replayed into a scene not declared
    /// linkable too, since the session went there; every other rule, guards included, holds as
    /// for a link.
    package func restore(returningTo state: NavigationState, force: Bool = false) throws {
        if let selections = selections(reaching: state), selections.count == 1,
            let selection = selections.first,
            let node = stack[selection.position].container
        {
            try transition(.selectTab(node.descriptor.stacks[selection.tab].id)) {
                try selectingTab(at: selection, retrying: .returning(state))
            }
            return
        }
        var failed: [Int]?
        try restore(state, force: force, replaysActions: true, failingAt: &failed)
    }

    /// ``restore(state:force:)``, noting in `failed` where in the tree the entry whose scene could
    /// not be built or given its inputs is, when that is why it throws (as
    /// ``buildStack(_:nesting:location:)`` says it); with `replaysActions`, a segue only an action
    /// performs is replayed into a scene not declared linkable too (`undo`).
    func restore(
        _ state: NavigationState, force: Bool, replaysActions: Bool = false, failingAt failed: inout [Int]?
    ) throws {
        let entries = state.root.entries
        try transition(.restore(count: state.sceneCount)) {
            let replay = StackReplay(
                storyboard: storyboard, replaysActions: replaysActions, holds: conditionHolds)
            let destination = state.top?.sceneID
            if try enforce(
                try replay.guards(of: entries), entering: destination ?? "",
                carryOn: { [weak self] in
                    var ignored: [Int]?
                    try self?.restore(
                        state, force: force, replaysActions: replaysActions, failingAt: &ignored)
                }) != nil
            {
                return
            }
            try checkLeave(from: 0, LeaveRequest(kind: .restore, destination: destination), force: force)
            var location: [Int] = []
            defer { failed = location.isEmpty ? nil : location }
            let scenes = try buildStack(entries, nesting: 0, location: &location)
            guard let top = visibleTop(of: scenes) else { throw NavigationError.emptyStack }
            for scene in scenes { loadBuilt(scene, except: top) }
            return show(top, load: true) { setPath(from: 0, to: scenes) }
        }
    }
}
