extension Navigator {
    /// The state to resume later: what ``state`` is.
    @available(*, deprecated, renamed: "state")
    public var record: NavigationState { state }

    /// Rebuilds as much of a recorded state (``NavigationState/json``, `stack.json`) as the
    /// storyboard and modules still build and navigation could reach now, through
    /// ``restore(_:force:)``. Every stack of the tree is fitted the same way, the root's and each
    /// tab's: a scene the storyboard no longer declares, given tabs though it is no longer a
    /// container, that its module refuses to build with its inputs (an input no longer declared,
    /// of another type, a required one not recorded), that no segue a link may replay reaches from
    /// the scene under it (a tab's first scene: that is not its tab's root), or whose guards, or
    /// those of the segue reaching it, do not hold now, is left out with every scene above it. A
    /// tab not shown whose root's guards do not hold keeps its root (a tab is built at its root);
    /// a container recorded with another number of tabs than it has starts every tab at its
    /// root; a container whose selected tab lost scenes shows the tab it shows at start when its
    /// own may not be shown now. With nothing left, the initial scene is shown. A record is
    /// untrusted text: it reaches only what a link could.
    /// - Returns: How much of the path was kept, and why the rest was not.
    /// - Throws: Only what showing the initial scene throws, when nothing of the record is kept.
    @discardableResult
    public func resume(_ recorded: NavigationState) throws -> Navigator.ResumeOutcome {
        var fitting = ResumeFitting(navigator: self)
        var state = NavigationState(stack: fitting.stack(recorded.root.entries, under: nil, shown: true))
        var problem = fitting.problem
        var refused: [String] = []
        while !state.root.isEmpty {
            var failed: [Int]?
            do {
                try restore(state, force: false, failingAt: &failed)
                break
            } catch {
                // A scene its module would not build: leave it out, with what is above it, and try
                // again (without knowing which, the scene the user would see).
                var removed: [String] = []
                let location = failed ?? Self.topLocation(of: state.root.entries)
                state.stack = Self.leavingOut(location[...], of: state.stack, removed: &removed)
                problem = .refused(scene: removed.first ?? "", reason: "\(error)")
                refused = removed + refused
            }
        }
        if state.root.isEmpty { try start() }
        // The recorded path's scenes still on it: a container may now show another tab.
        let kept = zip(recorded.path, state.path).prefix { $0.sceneID == $1.sceneID }.count
        return Navigator.ResumeOutcome(kept: kept, dropped: fitting.dropped + refused, problem: problem)
    }

    /// Where in the tree `entries`' scene on top of the path is (as ``buildStack(_:nesting:location:)``
    /// says where a scene is): at each container, in its selected tab.
    private static func topLocation(of entries: [NavigationState.Entry]) -> [Int] {
        guard let last = entries.last else { return [] }
        guard let container = last.container, container.tabs.indices.contains(container.selected),
            !container.tabs[container.selected].isEmpty
        else { return [entries.count - 1] }
        return [entries.count - 1, container.selected]
            + topLocation(of: container.tabs[container.selected].entries)
    }

    /// `entries` without the entry at `location` (as ``buildStack(_:nesting:location:)`` says
    /// where a scene is) and those above it on its stack; a tab's root goes with its container.
    /// The ids of the scenes taken out, each container's tabs' included, go into `removed`.
    private static func leavingOut(
        _ location: ArraySlice<Int>, of entries: [NavigationState.Entry], removed: inout [String]
    ) -> [NavigationState.Entry] {
        guard let position = location.first, entries.indices.contains(position) else { return entries }
        let inner = location.dropFirst()
        if let tab = inner.first, var container = entries[position].container,
            container.tabs.indices.contains(tab), let above = inner.dropFirst().first, above > 0
        {
            var entry = entries[position]
            container.tabs[tab] = NavigationState.Stack(
                leavingOut(inner.dropFirst(), of: container.tabs[tab].entries, removed: &removed))
            entry.container = container
            return Array(entries[..<position]) + [entry]
        }
        var pending = Array(entries[position...])
        while !pending.isEmpty {
            let entry = pending.removeFirst()
            removed.append(entry.sceneID)
            for tab in entry.container?.tabs ?? [] { pending += tab.entries }
        }
        return Array(entries[..<position])
    }
}

/// The walk of ``Navigator/resume(_:)`` over a recorded tree: each stack kept as far as it fits,
/// the scenes left out in `dropped`, and why the first was in `problem`.
@MainActor private struct ResumeFitting {
    let navigator: Navigator
    let replay: StackReplay
    var dropped: [String] = []
    var problem: Navigator.ResumeOutcome.Problem?

    init(navigator: Navigator) {
        self.navigator = navigator
        replay = StackReplay(storyboard: navigator.storyboard, holds: navigator.conditionHolds)
    }

    /// The longest prefix of `entries` that fits on `previous` (the container, for the stack of
    /// its tab at position `tab`), each container in it fitted too. `shown`: the stack is on the
    /// path the user sees.
    mutating func stack(
        _ entries: [NavigationState.Entry], under previous: NavigationState.Entry?, tab: Int? = nil,
        shown: Bool
    )
        -> [NavigationState.Entry]
    {
        var kept: [NavigationState.Entry] = []
        kept.reserveCapacity(entries.count)
        for entry in entries {
            let found =
                if let tab, kept.isEmpty, let previous {
                    check(entry) ?? check(entry, startingTab: tab, of: previous)
                } else {
                    check(entry) ?? check(entry, after: kept.last ?? previous)
                }
            guard let found else {
                kept.append(fitted(entry, shown: shown))
                continue
            }
            // A tab not shown whose root's guards fail keeps its root all the same (restoring
            // builds a tab's root): only the scenes above it are dropped.
            if case .guardFailed = found, !shown, kept.isEmpty, let tab, let previous,
                navigator.storyboard.scene(withID: previous.sceneID)?.container?.stacks[tab].root
                    == entry.sceneID
            {
                if entries.count == 1 { break }
                drop(entries.dropFirst())
            } else {
                drop(entries[kept.count...])
            }
            if problem == nil { problem = found }
            break
        }
        return kept
    }

    /// Why `entry` cannot be the first scene of the tab at position `tab` of `container` now: it is
    /// neither that tab's root nor a scene a `replace` from the root leaves there, or a guard on
    /// the way does not hold.
    private func check(
        _ entry: NavigationState.Entry, startingTab tab: Int, of container: NavigationState.Entry
    ) -> Navigator.ResumeOutcome.Problem? {
        guard let declared = navigator.storyboard.scene(withID: container.sceneID)?.container,
            declared.stacks.indices.contains(tab)
        else { return .notAContainer(container.sceneID) }
        guard replay.tab(of: declared, holding: entry.sceneID, preferred: tab)?.tab == tab else {
            return .tabRootChanged(
                scene: entry.sceneID, tab: declared.stacks[tab].id, root: declared.stacks[tab].root)
        }
        var showing = container
        showing.container?.selected = tab
        return check(entry, after: showing)
    }

    /// `entry`, a scene that fits, with its container's tabs fitted. A container recorded with
    /// another number of tabs than it has now keeps its selected tab's stack, as far as it fits
    /// the tab at that position now; its other tabs start again at their roots.
    private mutating func fitted(_ entry: NavigationState.Entry, shown: Bool) -> NavigationState.Entry {
        guard let recorded = entry.container,
            let container = navigator.storyboard.scene(withID: entry.sceneID)?.container
        else { return entry }
        var state = recorded
        let changed = recorded.tabs.count != container.stacks.count
        if changed {
            if problem == nil {
                problem = .tabsChanged(
                    scene: entry.sceneID, declared: container.stacks.count, found: recorded.tabs.count)
            }
            state.tabs = Array(repeating: NavigationState.Stack(), count: container.stacks.count)
            if !container.stacks.indices.contains(state.selected) { state.selected = container.selected }
        }
        for (index, tab) in recorded.tabs.enumerated() {
            let isSelected = index == recorded.selected
            guard !changed || isSelected, container.stacks.indices.contains(index) else {
                drop(tab.entries[...])
                continue
            }
            let kept = stack(tab.entries, under: entry, tab: index, shown: shown && isSelected)
            state.tabs[index] = NavigationState.Stack(kept)
            // The selected tab lost scenes: it may no longer be shown, then the container shows
            // another tab, as at start, rather than being dropped with all its tabs.
            if isSelected, kept.count < tab.count,
                let fallback = Navigator.fallbackTab(
                    in: container, instead: index, under: navigator.storyboard,
                    holds: navigator.conditionHolds)
            {
                state.selected = fallback
            }
        }
        var result = entry
        result.container = state
        return result
    }

    /// Notes `entries`, and every scene of their containers' tabs, as left out.
    private mutating func drop(_ entries: ArraySlice<NavigationState.Entry>) {
        for entry in entries {
            dropped.append(entry.sceneID)
            for tab in entry.container?.tabs ?? [] { drop(tab.entries[...]) }
        }
    }

    /// Why navigation could not put `entry` on top of `previous` now: no segue a link may replay
    /// reaches it, or a guard on the way does not hold.
    private func check(_ entry: NavigationState.Entry, after previous: NavigationState.Entry?) -> Navigator
        .ResumeOutcome.Problem?
    {
        do {
            let step = try replay.step(to: entry, from: previous)
            if let failed = step.guards.first(where: { !navigator.conditionHolds($0.condition) }) {
                return .guardFailed(scene: entry.sceneID, condition: failed.condition)
            }
            return nil
        } catch {
            return .unreachable(scene: entry.sceneID, reason: error.description)
        }
    }

    /// Why one recorded scene no longer fits the storyboard and modules, checked without building it.
    private func check(_ entry: NavigationState.Entry) -> Navigator.ResumeOutcome.Problem? {
        let id = entry.sceneID
        guard let descriptor = navigator.storyboard.scene(withID: id) else { return .sceneRemoved(id) }
        guard entry.container == nil || descriptor.container != nil else { return .notAContainer(id) }
        let contract = navigator.registry.contract(ofModule: descriptor.module)
        do {
            _ = try InputPassing.plan(inputs: entry.inputs, into: contract, scene: id)
        } catch {
            return .refused(scene: id, reason: error.description)
        }
        return nil
    }
}
