extension Navigator {
    /// The current stack as a record to resume later: each scene's id, module, presentation and
    /// inputs with their declared types.
    ///
    /// A container's entry holds its other tabs' stacks; its selected tab's scenes follow it.
    public var record: StackRecord {
        StackRecord(entries: stack.map { Self.recordEntry($0, onStack: true) })
    }

    /// `scene` as a record's entry; a container's holds its tabs' stacks, but for the selected
    /// tab's when `onStack` (its scenes follow it there).
    private static func recordEntry(_ scene: Scene, onStack: Bool = false) -> StackRecord.Entry {
        var types: [String: SceneValueType] = [:]
        for input in scene.interface.inputs where scene.inputs[input.name] != nil {
            types[input.name] = input.type
        }
        return StackRecord.Entry(
            stackEntry: StackEntry(sceneID: scene.id, presentation: scene.presentation, inputs: scene.inputs),
            module: scene.descriptor.module, types: types,
            tabs: scene.container.map { node in
                StackRecord.Tabs(
                    selected: node.selected,
                    stacks: node.stacks.enumerated().map { tab, scenes in
                        onStack && tab == node.selected ? [] : scenes.map { recordEntry($0) }
                    })
            })
    }

    /// Rebuilds the longest prefix of a recorded stack that the storyboard and modules still
    /// build and that navigation could reach now, through ``restore(_:force:)``: a scene the
    /// storyboard no longer declares, now built by another module, with an input of another
    /// type, that its module refuses to build with its inputs (an input no longer declared, a
    /// required one not recorded), that no segue a link may replay reaches from the scene under
    /// it (or that cannot be a root), or whose guards, or those of the segue reaching it, do not
    /// hold now, is left out with every scene above it. With nothing left, the initial scene is
    /// shown. A record is untrusted text: it reaches only what a link could.
    ///
    /// A container's other tabs are kept the same way, each tab's stack as far as it still fits
    /// (at least its root); what they lose is among the dropped scenes.
    /// - Returns: How much was kept, and why the rest was not.
    /// - Throws: Only what showing the initial scene throws, when nothing of the record is kept.
    @discardableResult
    public func resume(_ record: StackRecord) throws -> ResumeOutcome {
        let replay = StackReplay(storyboard: storyboard, holds: conditionHolds)
        var fits = 0
        var problem: ResumeProblem?
        var previous: StackEntry?
        for entry in record.entries {
            if let found = check(entry) ?? check(entry.stackEntry, after: previous, replay) {
                problem = found
                break
            }
            previous = entry.stackEntry
            fits += 1
        }
        var kept = fits
        var tabsDropped: [String] = []
        var path = record.entries.prefix(fits).map { entry in
            fitting(entry, replay, onPath: true, dropped: &tabsDropped, problem: &problem)
        }
        // The scenes that do not fit are those of the tab a container kept shows, and the tab
        // itself may not be shown now: the container shows another tab, as at start, rather than
        // being dropped with all its tabs.
        if fits < record.entries.count, var last = path.last, var state = last.container,
            let fallback = fallbackTab(of: last.sceneID, instead: state.selected)
        {
            state.selected = fallback
            last.container = state
            path[path.count - 1] = last
        }
        while kept > 0 {
            var failed: Int?
            do {
                try restore(Array(path.prefix(kept)), force: false, failingAt: &failed)
                break
            } catch {
                // A scene its module would not build: keep what is under it and try again.
                let position = min(failed ?? (kept - 1), kept - 1)
                problem = .refused(scene: record.entries[position].stackEntry.sceneID, reason: "\(error)")
                kept = position
            }
        }
        if kept == 0 { try start() }
        let dropped = tabsDropped + record.entries.dropFirst(kept).map(\.stackEntry.sceneID)
        // A container recorded with other stacks than its tabs (an empty one too many) loses no
        // scene, but the record is not what was resumed: that is said too.
        let said = dropped.isEmpty ? changedTabs(in: record.entries.prefix(kept)) : problem
        return ResumeOutcome(kept: kept, dropped: dropped, problem: said)
    }

    /// The first container of `entries`, or of their tabs' stacks, recorded with another number of
    /// stacks than the tabs the storyboard declares for it now (``ResumeProblem/tabsChanged(scene:declared:found:)``).
    private func changedTabs(in entries: some Sequence<StackRecord.Entry>) -> ResumeProblem? {
        for entry in entries {
            guard let tabs = entry.tabs,
                let container = storyboard.scene(withID: entry.stackEntry.sceneID)?.container
            else { continue }
            guard tabs.stacks.count == container.stacks.count else {
                return .tabsChanged(
                    scene: entry.stackEntry.sceneID, declared: container.stacks.count,
                    found: tabs.stacks.count)
            }
            for stack in tabs.stacks {
                if let found = changedTabs(in: stack) { return found }
            }
        }
        return nil
    }

    /// The tab a resumed container `sceneID` shows instead of its recorded tab `failed`, as a
    /// reload's does (``fallbackTab(in:instead:under:holds:)``).
    private func fallbackTab(of sceneID: String, instead failed: Int) -> Int? {
        guard let container = storyboard.scene(withID: sceneID)?.container else { return nil }
        return Self.fallbackTab(in: container, instead: failed, under: storyboard, holds: conditionHolds)
    }

    /// A recorded scene as a stack entry, with, for a container, each of its other tabs' stacks
    /// as far as they fit now; what does not fit is noted in `dropped` and, first, `problem`.
    /// `onPath`: the scene is one of the record's entries, not a scene in a tab's stack (a
    /// container on the path has its selected tab's scenes after it, not among its stacks).
    private func fitting(
        _ entry: StackRecord.Entry, _ replay: StackReplay, onPath: Bool = false, dropped: inout [String],
        problem: inout ResumeProblem?
    ) -> StackEntry {
        var result = entry.stackEntry
        guard let tabs = entry.tabs, let container = storyboard.scene(withID: result.sceneID)?.container
        else {
            return result
        }
        guard tabs.stacks.count == container.stacks.count else {
            // Tabs added or removed since: every tab starts again at its root.
            dropped += tabs.stacks.flatMap { $0.map(\.stackEntry.sceneID) }
            if problem == nil {
                problem = .tabsChanged(
                    scene: result.sceneID, declared: container.stacks.count, found: tabs.stacks.count)
            }
            return result
        }
        var stacks: [[StackEntry]] = []
        for (tab, recorded) in tabs.stacks.enumerated() {
            // The selected tab's scenes follow a container on the path; a stack in its place is
            // not restored, and is said to be left out.
            if onPath && tab == tabs.selected, let first = recorded.first {
                dropped += recorded.map(\.stackEntry.sceneID)
                if problem == nil {
                    problem = .selectedTabInStacks(
                        scene: first.stackEntry.sceneID, container: result.sceneID,
                        tab: container.stacks[tab].id)
                }
                stacks.append([])
                continue
            }
            var kept: [StackEntry] = []
            var previous = entry.stackEntry
            // A tab not shown whose root's guard fails keeps its root all the same (restoring
            // builds a tab's root): only the scenes above it are dropped.
            var rootKept = false
            for scene in recorded {
                let found =
                    scene.stackEntry.sceneID == container.stacks[tab].root || !kept.isEmpty
                    ? check(scene) ?? check(scene.stackEntry, after: previous, replay)
                    : .tabRootChanged(
                        scene: scene.stackEntry.sceneID, tab: container.stacks[tab].id,
                        root: container.stacks[tab].root)
                if let found {
                    if case .guardFailed = found, kept.isEmpty,
                        scene.stackEntry.sceneID == container.stacks[tab].root
                    {
                        rootKept = true
                        if recorded.count == 1 { break }
                    }
                    if problem == nil { problem = found }
                    break
                }
                let fitted = fitting(scene, replay, dropped: &dropped, problem: &problem)
                kept.append(fitted)
                previous = fitted
            }
            dropped += recorded.dropFirst(kept.count + (rootKept ? 1 : 0)).map(\.stackEntry.sceneID)
            stacks.append(kept)
        }
        result.container = ContainerState(selected: tabs.selected, stacks: stacks)
        return result
    }

    /// Why navigation could not put `entry` on top of `previous` now: no segue a link may replay
    /// reaches it, or a guard on the way does not hold.
    private func check(_ entry: StackEntry, after previous: StackEntry?, _ replay: StackReplay)
        -> ResumeProblem?
    {
        do {
            let step = try replay.step(to: entry, from: previous)
            if let failed = step.guards.first(where: { !conditionHolds($0.condition) }) {
                return .guardFailed(scene: entry.sceneID, condition: failed.condition)
            }
            return nil
        } catch {
            return .unreachable(scene: entry.sceneID, reason: error.description)
        }
    }

    /// Why one recorded scene no longer fits the storyboard and modules, checked without building it.
    private func check(_ entry: StackRecord.Entry) -> ResumeProblem? {
        let id = entry.stackEntry.sceneID
        guard let descriptor = storyboard.scene(withID: id) else { return .sceneRemoved(id) }
        guard entry.tabs == nil || descriptor.container != nil else {
            return .notAContainer(id)
        }
        guard descriptor.module == entry.module else {
            return .moduleChanged(scene: id, recorded: entry.module, now: descriptor.module)
        }
        let contract = registry.contract(ofModule: descriptor.module)
        for (name, recorded) in entry.types.sorted(by: { $0.key < $1.key }) {
            if let input = contract.interface.input(named: name), input.type != recorded {
                return .inputTypeChanged(scene: id, input: name, recorded: recorded, now: input.type)
            }
        }
        do {
            _ = try InputPassing.plan(inputs: entry.stackEntry.inputs, into: contract, scene: id)
        } catch {
            return .refused(scene: id, reason: error.description)
        }
        return nil
    }
}
