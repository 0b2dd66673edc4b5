import SceneRuntime

/// The listings of the shell's informational commands (`scenes`, `stack`, `segues`) and the
/// report of `reload`. Every text of the storyboard is kept on its row (``TerminalText/oneRow(_:)``).
@MainActor enum ShellListings {
    /// `scenes`: every scene of the storyboard, `*` on the current one, `+` on the others of the
    /// stack, with its title, module (a container's kind and tabs instead), and whether it is the
    /// initial scene.
    static func scenes(_ navigator: Navigator) -> TerminalText {
        let storyboard = navigator.storyboard
        let onStack = Set(navigator.stack.map(\.id))
        let top = navigator.topScene?.id
        let width = storyboard.scenes.map { CellWidth.of(oneRow($0.id)) }.max() ?? 0
        return TerminalText(
            storyboard.scenes.map { scene in
                let marker = scene.id == top ? "*" : onStack.contains(scene.id) ? "+" : " "
                let initial = scene.id == storyboard.initialSceneID ? "  (initial)" : ""
                let content =
                    scene.container.map { "(\($0.kind.rawValue): \(GraphRenderer.stacks(of: $0)))" }
                    ?? "[\(oneRow(scene.module))]"
                return
                    "\(marker) \(CellWidth.padded(oneRow(scene.id), to: width))  \"\(oneRow(scene.title))\""
                    + " \(content)\(initial)"
            }.joined(separator: "\n") + "\n(* current, + on the stack)\n")
    }

    /// `stack`: the scenes of the stack, bottom first, numbered from 1, each with the title it
    /// shows now (``Scene/currentTitle``).
    static func stack(_ stack: [Scene]) -> TerminalText {
        var text = ""
        for (index, scene) in stack.enumerated() {
            text +=
                "\(index + 1). \(oneRow(scene.id)) \"\(oneRow(scene.currentTitle))\" (\(scene.presentation.rawValue))\n"
        }
        return TerminalText(text.isEmpty ? "\n" : text)
    }

    /// `tabs`: the tabs of each container shown, outermost first, numbered, the selected one marked
    /// `*`, each with the scene on top of its stack. A stack whose top is itself a container says
    /// so, with the container's kind: `Split (a split, listed below)` when it is shown, its own tabs
    /// then listed after.
    static func tabs(_ navigator: Navigator) -> TerminalText {
        let containers = ShownContainer.all(in: navigator)
        guard !containers.isEmpty else { return "No tabs here: no container is shown.\n" }
        var text = ""
        for (number, place) in containers.enumerated() {
            if containers.count > 1 { text += "\(oneRow(place.scene.title)):\n" }
            let inner = containers.dropFirst(number + 1).first
            for (index, stack) in place.descriptor.stacks.enumerated() {
                let mark = index == place.selected ? "*" : " "
                let top = place.scene.tabs[index].last?.id ?? stack.root
                var shown = oneRow(top)
                if let kind = navigator.storyboard.scene(withID: top)?.container?.kind {
                    let listed = index == place.selected && inner?.scene.id == top
                    shown +=
                        " (a \(kind == .split ? "split" : "tabs container")\(listed ? ", listed below" : ""))"
                }
                text += "\(mark) \(index + 1). \(oneRow(stack.title)) (\(oneRow(stack.id))): \(shown)\n"
            }
        }
        return TerminalText(text)
    }

    /// `segues`: the segues of `scene` that a person may take and that apply now, with where each
    /// leads and how.
    static func segues(of scene: Scene?) -> TerminalText {
        guard let scene else { return "" }
        guard !scene.descriptor.segues.isEmpty else { return "Scene '\(oneRow(scene.id))' has no segues.\n" }
        guard scene.descriptor.segues.contains(where: \.isTakenByPerson) else {
            return "Scene '\(oneRow(scene.id))' has no segues a person may take.\n"
        }
        let segues = scene.availableSegues
        guard !segues.isEmpty else {
            return "None of the segues of scene '\(oneRow(scene.id))' applies now.\n"
        }
        let ids = segues.map { oneRow($0.id) }
        let width = ids.map(CellWidth.of).max() ?? 0
        return TerminalText(
            zip(segues, ids).map { segue, id in
                "\(CellWidth.padded(id, to: width))  -> \(oneRow(segue.destination)) (\(segue.style.rawValue))"
            }.joined(separator: "\n") + "\n")
    }

    /// What `reload` of `path` changed: the scenes added, removed and changed, and those popped.
    static func reloadReport(_ changes: Storyboard.Changes, path: String) -> TerminalText {
        var report: [String] = []
        if changes.isEmpty { report.append("reloaded \(path): nothing changed") }
        func names(_ ids: [String]) -> String { ids.map(oneRow).joined(separator: ", ") }
        if !changes.added.isEmpty { report.append("added: " + names(changes.added)) }
        if !changes.removed.isEmpty { report.append("removed: " + names(changes.removed)) }
        if !changes.changed.isEmpty { report.append("changed: " + names(changes.changed)) }
        if !changes.poppedScenes.isEmpty {
            // Gone from the storyboard, or still in it but no longer reached as they were (a
            // segue or tab changed, a guard added that does not hold now).
            let gone = Set(changes.removed)
            let reason =
                changes.poppedScenes.allSatisfy(gone.contains)
                ? "no longer in the storyboard"
                : "no longer in the storyboard, or no longer reached as they were"
            report.append("popped (\(reason)): " + names(changes.poppedScenes))
        }
        return TerminalText(report.joined(separator: "\n") + "\n")
    }

    private static func oneRow(_ text: String) -> String {
        TerminalText.oneRow(text)
    }
}
