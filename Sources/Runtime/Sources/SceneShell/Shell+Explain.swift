import SceneRuntime

extension Shell {
    /// `explain SEGUE`: what performing a segue of the current scene would do now: where it
    /// leads and how, what it passes, its guards and whether each holds, who may take it, and
    /// whether the scene says it does not apply now.
    func explain(_ identifier: String) throws -> TerminalText {
        guard let top = navigator.topScene else { throw NavigationError.notStarted }
        guard let segue = top.descriptor.segue(identifier) else {
            throw RoutingError.unknownSegue(identifier, of: top.descriptor)
        }
        func row(_ text: String) -> String { TerminalText.oneRow(text) }
        let title =
            navigator.storyboard.scene(withID: segue.destination).map { " \"\(row($0.title))\"" } ?? ""
        var lines = ["segue \(row(segue.id)) of scene \(row(top.id))"]
        lines.append("  to: \(row(segue.destination))\(title), \(styleDescription(segue))")
        lines += containerLines(of: segue)
        do {
            let values = try navigator.inputs(passedBy: identifier)
            lines.append(
                values.isEmpty
                    ? "  passes: nothing"
                    : "  passes: "
                        + values.sorted { $0.key < $1.key }.map { "\(row($0.key)) = \(row($0.value.json))" }
                        .joined(separator: ", "))
        } catch let error as RoutingError where error.missingValue != nil {
            lines.append("  passes: nothing yet: \(row(error.missingValue ?? ""))")
        } catch {
            lines.append("  passes: cannot pass now: \(row(ShellMessages.describe(error)))")
        }
        let guards = navigator.guards(of: segue)
        if guards.isEmpty { lines.append("  guards: none") }
        for (position, check) in guards.enumerated() {
            let owner = position < segue.guards.count ? "the segue's" : "scene \(row(segue.destination))'s"
            let holds = navigator.conditionHolds(check.condition)
            let otherwise =
                switch check.otherwise {
                case .refuse(let message): "it would be refused: \(row(message))"
                case .redirect(let scene):
                    "\(row(scene)) would be presented first, and the segue performed once it succeeds"
                }
            lines.append(
                "  guard \(row(check.condition)) (\(owner)): "
                    + (holds ? "holds now" : "does not hold now; \(otherwise)"))
        }
        lines.append(
            segue.action.map { "  taken by: the action '\(row($0))' once it has done its work, not by 'go'" }
                ?? "  taken by: a person, with 'go \(row(segue.id))', or the scene's code")
        if segue.style == .unwind, let obstacle = navigator.obstacle(to: segue, of: top) {
            lines.append("  applies now: no: \(row(ShellMessages.describe(obstacle)))")
        }
        if segue.action == nil, case .unavailable(let reason) = top.availability(ofSegue: segue.id) {
            lines.append("  applies now: no, the scene says" + (reason.map { ": \(row($0))" } ?? ""))
        }
        return TerminalText(lines.joined(separator: "\n") + "\n")
    }

    /// What a segue does to the containers around the scene: the tab it leads into, and what a
    /// modal segue in a tab covers. Nothing for a segue outside containers.
    private func containerLines(of segue: SegueDescriptor) -> [String] {
        func row(_ text: String) -> String { TerminalText.oneRow(text) }
        let containers = ShownContainer.all(in: navigator)
        var lines: [String] = []
        if let tab = segue.tab {
            if let place = containers.last(where: { $0.descriptor.position(of: tab) != nil }),
                let position = place.descriptor.position(of: tab)
            {
                let stack = place.descriptor.stacks[position]
                let noun = place.stackNoun
                let lands =
                    segue.style == .replace
                    ? "the destination replaces its stack" : "the destination is pushed on its stack"
                let selects =
                    position == place.selected
                    ? "the \(noun) shown now; \(lands)"
                    : "selects that \(noun), where \(lands); the \(noun) shown now keeps its stack"
                lines.append(
                    "  into tab: \(row(stack.id)) \"\(row(stack.title))\" of \(row(place.scene.id)): \(selects)"
                )
            } else {
                lines.append("  into tab: \(row(tab)), which no container shown has")
            }
        }
        if segue.style == .modal, let place = containers.last, place.coveredBy == nil {
            let stack = place.descriptor.stacks[place.selected]
            // A modal covers every container shown that nothing covers yet, the outermost first
            // (selecting a tab of any of them is refused while it is up).
            let covered = containers.filter { $0.coveredBy == nil }
            let inner = covered.dropFirst().map { row($0.scene.id) }
            lines.append(
                segue.coversTabOnly
                    ? "  covers: only the \(place.stackNoun) \(row(stack.id)) of \(row(place.scene.id)) "
                        + "(\"covers\": \"tab\"); the others can still be selected"
                    : "  covers: the whole container \(row((covered.first ?? place).scene.id))"
                        + (inner.isEmpty ? "" : " (and \(inner.joined(separator: ", ")) within it)")
                        + ": no tab bar, and no other tab can be selected until it is dismissed")
        }
        return lines
    }

    /// How `segue` shows its destination: `pushed (push)`, `as the only scene of the pane's stack
    /// (replace)` for a replace into a split's pane.
    private func styleDescription(_ segue: SegueDescriptor) -> String {
        switch segue.style {
        case .push: return "pushed (push)"
        case .modal: return "presented modally (modal)"
        case .replace:
            let place = segue.tab.flatMap { tab in
                ShownContainer.all(in: navigator).last { $0.descriptor.position(of: tab) != nil }
            }
            return "as the only scene of "
                + (place.map { "the \($0.stackNoun)'s stack" } ?? "this stack") + " (replace)"
        case .unwind: return "back to it, below on the stack (unwind)"
        }
    }
}
