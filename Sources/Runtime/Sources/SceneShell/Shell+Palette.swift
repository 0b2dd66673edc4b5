import SceneRuntime

/// The command palette's rows (Ctrl-P, `palette`): everything that can be typed on the scene shown,
/// each saying what it does. The scene's actions that apply now, the moves of its moves line, the
/// shell's commands, then every other scene of the app with the path of `go` and `tab` moves that
/// reaches it from here, shortest first.
extension Shell {
    /// The palette for the scene shown now.
    var palette: CommandPalette {
        guard let top = navigator.topScene else { return CommandPalette(entries: []) }
        var entries: [CommandPalette.Entry] = []
        for action in availableActions {
            let summary = action.summary.isEmpty ? "an action of \(top.currentTitle)" : action.summary
            let run: CommandPalette.Run =
                action.arguments.isEmpty ? .line(action.name) : .fill(action.name + " ")
            entries.append(.init(name: action.usage, summary: summary, run: run))
        }
        let containers = ShownContainer.all(in: navigator)
        for move in ScreenRenderer.moves(navigator, top: top, containers: containers) {
            entries.append(
                .init(
                    name: move.command, summary: moveSummary(move.command, top: top), run: .line(move.command)
                ))
        }
        let hasContainers = navigator.storyboard.scenes.contains(where: \.isContainer)
        let moveWords: Set<String> = ["back", "root", "dismiss", "focus"]
        for command in ShellCommand.descriptions
        where command.name != "palette" && !moveWords.contains(command.name) {
            if !hasContainers, ["tabs", "tab"].contains(command.name) { continue }
            let needsArgument = command.arguments.contains { !$0.isOptional }
            let usage = ([command.name] + command.arguments.map(\.usage)).joined(separator: " ")
            entries.append(
                .init(
                    name: usage, summary: command.summary,
                    run: needsArgument ? .fill(command.name + " ") : .line(command.name)))
        }
        entries += sceneEntries(from: top, containers: containers)
        return CommandPalette(entries: entries)
    }

    /// The text after `palette` if `line` is that command (`palette new note` gives `new note`),
    /// for the interactive session to open the finder with it typed; `nil` for any other line.
    static func paletteQuery(in line: String) -> String? {
        let trimmed = line.trimmingSpaces()
        guard trimmed == "palette" || trimmed.hasPrefix("palette ") else { return nil }
        return String(trimmed.dropFirst("palette".count)).trimmingSpaces()
    }

    /// `palette TEXT` where no finder can open (a script, a pipe): the rows `query` matches,
    /// best first, each as the finder shows it, made visible.
    func paletteListing(_ query: String) -> TerminalText {
        let matches = palette.matches(query)
        guard !matches.isEmpty else {
            return TerminalText("nothing here matches '\(TerminalText.oneRow(query))'\n")
        }
        let width = matches.map { CellWidth.of(TerminalText.oneRow($0.name)) }.max() ?? 0
        return TerminalText(matches.map { PaletteReader.row($0, nameWidth: width) + "\n" }.joined())
    }

    /// What a move of the moves line does, in the screen's words.
    private func moveSummary(_ move: String, top: Scene) -> String {
        let words = move.split(separator: " ", maxSplits: 1).map(String.init)
        switch words.first {
        case "go":
            guard words.count == 2, let segue = top.descriptor.segue(words[1]) else {
                return "perform a segue"
            }
            let title = navigator.storyboard.scene(withID: segue.destination)?.title ?? segue.destination
            switch segue.style {
            case .push: return "open \(title)"
            case .modal: return "open \(title) over \(top.currentTitle)"
            case .replace: return "show \(title) instead of \(top.currentTitle)"
            case .unwind: return "go back to \(title)"
            }
        case "tab": return "select the tab \(words.count == 2 ? words[1] : "")"
        case "back": return "go back one scene"
        case "root": return "go back to the first scene of this stack"
        case "focus": return "move the focus to the split's other pane (Ctrl-O)"
        case "dismiss": return "dismiss \(top.currentTitle)"
        default: return move
        }
    }

    /// Every scene of the app other than the one shown, with the path that reaches it from here:
    /// breadth first over the moves shown now, then the segues a person takes (`go`) from each
    /// scene reached. A scene no such path reaches says so, and choosing it puts `goto ID` on the
    /// line.
    private func sceneEntries(from top: Scene, containers: [ShownContainer]) -> [CommandPalette.Entry] {
        let storyboard = navigator.storyboard
        var paths: [String: [String]] = [top.id: []]
        var queue: [String] = []
        func reach(_ id: String, by path: [String]) {
            guard paths[id] == nil else { return }
            paths[id] = path
            queue.append(id)
        }
        for move in ScreenRenderer.moves(navigator, top: top, containers: containers) {
            let words = move.command.split(separator: " ", maxSplits: 1).map(String.init)
            if move.command == "focus", let split = containers.last(where: { $0.descriptor.kind == .split }) {
                let other = 1 - split.selected
                let shown = split.scene.tabs.indices.contains(other) ? split.scene.tabs[other].last?.id : nil
                reach(shown ?? split.descriptor.stacks[other].root, by: [move.command])
            }
            guard words.count == 2 else { continue }
            if words[0] == "go", let segue = top.descriptor.segue(words[1]), segue.style != .unwind {
                reach(segue.destination, by: [move.command])
            } else if words[0] == "tab" {
                for place in containers {
                    guard let index = place.descriptor.stacks.firstIndex(where: { $0.id == words[1] }) else {
                        continue
                    }
                    let shown =
                        place.scene.tabs.indices.contains(index) ? place.scene.tabs[index].last?.id : nil
                    reach(shown ?? place.descriptor.stacks[index].root, by: [move.command])
                }
            }
        }
        var next = 0
        while next < queue.count {
            let id = queue[next]
            next += 1
            guard let scene = storyboard.scene(withID: id), let path = paths[id] else { continue }
            for segue in scene.segues where segue.isTakenByPerson && segue.style != .unwind {
                reach(segue.destination, by: path + ["go \(segue.id)"])
            }
        }
        var reached: [(steps: Int, entry: CommandPalette.Entry)] = []
        var unreached: [CommandPalette.Entry] = []
        let onStack = Set(navigator.stack.map(\.id))
        for scene in storyboard.scenes where scene.id != top.id {
            let name = "\(scene.title) (\(scene.id))"
            if onStack.contains(scene.id) {
                unreached.insert(
                    .init(
                        name: name, summary: "scene: on the stack now; popto goes back to it",
                        run: .line("popto \(scene.id)")),
                    at: unreached.prefix { $0.summary.hasPrefix("scene: on the stack") }.count)
            } else if let path = paths[scene.id] {
                let summary = "scene: " + path.joined(separator: ", then ")
                reached.append((path.count, .init(name: name, summary: summary, run: .lines(path))))
            } else {
                unreached.append(
                    .init(
                        name: name,
                        summary: "scene: no go or tab from here reaches it; goto \(scene.id) tries its link",
                        run: .fill("goto \(scene.id)")))
            }
        }
        // Shortest paths first; `enumerated` keeps the storyboard's order among equals.
        let ordered = reached.enumerated().sorted {
            ($0.element.steps, $0.offset) < ($1.element.steps, $1.offset)
        }
        return ordered.map(\.element.entry) + unreached
    }
}
