import SceneRuntime

/// The navigations of a shell session, for `history` and `undo`.
///
/// Every navigation that took place is an entry, numbered from 1 (the first shows the initial
/// scene); refused ones are not. `undo` goes back to where the app was before the last navigation:
/// it selects again the tab a tab switch left, or builds the stack again
/// (``Navigator/restore(state:force:)``); it is an entry of its own, but not a step to undo: undo again
/// goes further back, it does not redo. The last ``limit`` entries and undo steps are kept.
@MainActor final class NavigationHistory {
    /// One navigation.
    struct Entry {
        let number: Int
        let event: NavigationEvent
        /// The title the destination showed once there, when it gives one of its own
        /// (``Scene/currentTitle``) other than the storyboard's.
        let title: String?
        /// Whether `undo` made it.
        let isUndo: Bool
    }

    /// How many entries, and how many steps to undo, are kept.
    static let limit = 1000

    private var entries: [Entry] = []
    private var count = 0
    /// Where the app was before each navigation that can be undone, oldest first (states that
    /// share what the navigations between them did not change).
    private var steps: [NavigationState] = []
    /// Where the app was after the last navigation.
    private var current = NavigationState(root: NavigationState.Stack())
    private var isUndoing = false
    private var undoRecorded = false

    /// Records the events of `navigator` from now on.
    func attach(to navigator: Navigator) {
        navigator.addObserver { [weak self, weak navigator] event in
            let top = navigator?.topScene
            let title = top.flatMap {
                $0.id == event.destination && $0.currentTitle != $0.title ? $0.currentTitle : nil
            }
            self?.record(event, title: title)
        }
    }

    func record(_ event: NavigationEvent, title: String? = nil) {
        // Selecting the tab already selected changes nothing: not a step to undo, nor a line.
        guard event.succeeded, event.kind != .selectTab || event.state != current else { return }
        count += 1
        let isUndo = isUndoing && !undoRecorded
        if isUndo {
            undoRecorded = true
        } else if !current.root.isEmpty {
            steps.append(current)
            // Trimmed in batches, so that recording stays cheap in long sessions.
            if steps.count > 2 * Self.limit { steps.removeFirst(steps.count - Self.limit) }
        }
        current = event.state
        entries.append(Entry(number: count, event: event, title: title, isUndo: isUndo))
        if entries.count > 2 * Self.limit { entries.removeFirst(entries.count - Self.limit) }
    }

    /// A stack `undo` went back past because a guard refuses it now: its top scene, and the refusal.
    struct PassedOver {
        let scene: String
        let refusal: NavigationError
    }

    /// Goes back to where the app was before the last navigation not undone yet
    /// (``Navigator/restore(state:force:)``); a tab switch is taken back by selecting the tab it
    /// left, so nothing is built again and nobody is asked whether they may be left (as selecting
    /// a tab asks nobody).
    ///
    /// A stack a guard refuses now (the home page after signing out) is gone past: the stack
    /// before the navigation before it is rebuilt instead, and so on back to the nearest one every
    /// guard lets through, so that history can still be walked back. When none does, nothing changes.
    /// - Returns: The stacks gone past, newest first, to say so.
    /// - Throws: ``ShellError/nothingToUndo`` when there is none; the newest guard's refusal when
    ///   a guard refuses every stack left; anything else ``Navigator/restore(_:force:)`` or
    ///   ``Navigator/selectTab(_:)`` throws (the stack and the steps then stay as they were).
    func undo(_ navigator: Navigator, force: Bool = false) throws -> [PassedOver] {
        guard !steps.isEmpty else { throw ShellError.nothingToUndo }
        var passedOver: [PassedOver] = []
        for index in steps.indices.reversed() {
            let previous = steps[index]
            isUndoing = true
            undoRecorded = false
            defer { isUndoing = false }
            do {
                try navigator.restore(returningTo: previous, force: force)
            } catch let refusal as NavigationError {
                guard case .guardRefused = refusal else { throw refusal }
                passedOver.append(PassedOver(scene: previous.top?.sceneID ?? "", refusal: refusal))
                continue
            }
            steps.removeSubrange(index...)
            return passedOver
        }
        throw passedOver.first?.refusal ?? ShellError.nothingToUndo
    }

    /// The scenes an undo took off the stack, as a person sees it: it builds every scene again, so
    /// its event pops them all, but those it built again in their places stayed.
    private static func left(_ event: NavigationEvent) -> [String] {
        let after = event.stackIDs
        var kept = 0
        while kept < min(event.popped.count, after.count) && event.popped[kept] == after[kept] { kept += 1 }
        return Array(event.popped.dropFirst(kept))
    }

    /// The `history` listing: `2. segue ViewContacts: Home -> ContactList (push)`, `3. selectTab
    /// Notes: ContactList -> NotesList`, one line each;
    /// a destination that showed a title of its own has it quoted after its id
    /// (`NotesList -> NoteDetail "Buy milk"`).
    func listing() -> TerminalText {
        var lines: [String] = []
        let entries = entries.suffix(Self.limit)
        if let first = entries.first, first.number > 1 {
            lines.append("(\(first.number - 1) earlier navigations forgotten)")
        }
        for entry in entries {
            let event = entry.event
            let label =
                entry.isUndo
                ? "undo"
                : event.source == nil
                    ? "start" : event.kind.rawValue + ((event.segue ?? event.tab).map { " \($0)" } ?? "")
            var line = "\(entry.number). \(label): "
            if let source = event.source { line += source + " -> " }
            line += event.destination ?? "(empty)"
            if let title = entry.title { line += " \"\(title)\"" }
            if let style = event.style { line += " (\(style.rawValue))" }
            line += event.passing
            let popped = entry.isUndo ? Self.left(event) : event.popped
            if !popped.isEmpty { line += " popping " + popped.joined(separator: ", ") }
            lines.append(TerminalText.oneRow(line))
        }
        return TerminalText(lines.joined(separator: "\n") + "\n")
    }
}
