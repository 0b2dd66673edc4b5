import SceneRuntime

/// One session of the `scenes` REPL, without any terminal: it takes a line and answers with what
/// to print. The interactive loop, script mode and transcript tests all drive it the same way.
@MainActor package final class Shell {
    /// What a line produced.
    package struct Reply: Equatable {
        /// Text for standard output.
        package var output: TerminalText = ""
        /// An error message (without the `error: ` prefix), for standard error.
        package var error: String?
        /// Warnings, one per line, for standard error.
        package var warnings: [String] = []
        /// Whether the user asked to leave.
        package var quit = false
    }

    package let configPath: String
    let registry: SceneRegistry
    /// The storyboard file as last read, when the shell watches it for changes.
    private var watchedSignature: FileSignature?
    private var isWatching = false
    let style: Style
    package private(set) var navigator: Navigator

    /// Loads the storyboard at `configPath`, checked against the registry's modules.
    package init(
        registry: SceneRegistry, configPath: String, environment: SceneEnvironment, colors: Bool
    ) throws(StoryboardError) {
        self.registry = registry
        self.configPath = configPath
        self.style = Style(colors: colors)
        let storyboard = try registry.loadStoryboard(contentsOf: configPath)
        self.navigator = Navigator(storyboard: storyboard, registry: registry, environment: environment)
    }

    /// Loads the storyboard and shows its initial scene, printing the storyboard's warnings and
    /// the first screen; on failure prints why and returns `nil`.
    package static func launch(
        registry: SceneRegistry, configPath: String, environment: SceneEnvironment, colors: Bool,
        console: Console
    ) -> Shell? {
        let shell: Shell
        do {
            shell = try Shell(
                registry: registry, configPath: configPath, environment: environment, colors: colors)
        } catch {
            console.err("\(error.description)\n")
            return nil
        }
        for warning in shell.navigator.storyboard.warnings { console.err("\(warning)\n") }
        do {
            try shell.navigator.start()
        } catch {
            console.err("error: \(ShellMessages.describe(error))\n")
            return nil
        }
        console.out(shell.renderScreen())
        return shell
    }

    /// Starts watching CONFIG: ``reloadIfChanged()`` then reloads it whenever it changes.
    package func watchStoryboard() {
        isWatching = true
        watchedSignature = FileSignature(path: configPath)
    }

    /// Reloads CONFIG if it is watched and changed since it was last read; `nil` otherwise.
    package func reloadIfChanged() -> Reply? {
        guard isWatching else { return nil }
        let signature = FileSignature(path: configPath)
        guard signature != watchedSignature else { return nil }
        watchedSignature = signature
        var reply = execute("reload")
        reply.output = "\(configPath) changed.\n\(reply.output)"
        return reply
    }

    /// `error: `, in red when colours are on.
    var errorPrefix: TerminalText { style.red("error:") + " " }

    /// `ContactList> `: the id of the scene the user is on.
    package var prompt: String { "\(navigator.topScene?.id ?? "scenes")> " }

    /// Carries out one line.
    package func execute(_ line: String) -> Reply {
        do {
            guard let command = try ShellCommand.parse(Words.split(line)) else { return Reply() }
            return try run(command)
        } catch {
            return Reply(error: ShellMessages.describe(error))
        }
    }

    private func run(_ command: ShellCommand) throws -> Reply {
        switch command {
        case .help(let topic): return Reply(output: try help(topic))
        case .scenes: return Reply(output: scenesList())
        case .stack: return Reply(output: stackList())
        case .segues: return Reply(output: seguesList())
        case .go(let segue): try navigator.performSegue(segue)
        case .back: try navigator.back()
        case .root: try navigator.popToRoot()
        case .popTo(let scene): try navigator.pop(to: scene)
        case .dismiss: try navigator.dismiss()
        case .reload: return try reload()
        case .graph(let format):
            return Reply(output: TerminalText(GraphRenderer(storyboard: navigator.storyboard).render(format)))
        case .quit: return Reply(quit: true)
        case .action(let name, let arguments):
            guard let top = navigator.topScene else { throw NavigationError.notStarted }
            guard top.actions.contains(where: { $0.name == name }) else {
                throw unknownCommand(name, in: top)
            }
            try top.perform(action: name, arguments: arguments)
        }
        return Reply(output: renderScreen())
    }

    /// The screen of the top scene.
    package func renderScreen() -> TerminalText {
        ScreenRenderer(style: style).render(navigator)
    }

    private func unknownCommand(_ word: String, in scene: Scene) -> ShellError {
        let candidates = ShellCommand.names + scene.actions.map(\.name)
        return .unknownCommand(
            word, scene: scene.id, suggestion: Suggestion.closest(to: word, in: candidates),
            isSegue: scene.descriptor.segue(word) != nil)
    }

    // MARK: Informational commands

    private func help(_ topic: String?) throws -> TerminalText {
        let actions = navigator.topScene?.actions ?? []
        guard let topic else {
            var lines = ["Commands:"]
            let width = ShellCommand.all.map(\.usage.count).max() ?? 0
            for command in ShellCommand.all {
                lines.append("  " + pad(command.usage, width) + "  " + command.summary)
            }
            if let top = navigator.topScene {
                lines.append(
                    actions.isEmpty ? "Scene '\(top.id)' has no actions." : "Actions of scene '\(top.id)':")
                let usages = actions.map { oneRow($0.usage) }
                let actionWidth = usages.map(CellWidth.of).max() ?? 0
                for (action, usage) in zip(actions, usages) {
                    lines.append("  " + pad(usage, actionWidth) + "  " + oneRow(action.summary))
                }
            }
            return TerminalText(lines.joined(separator: "\n") + "\n")
        }
        if let command = ShellCommand.all.first(where: {
            $0.name == topic || (topic == "exit" && $0.name == "quit")
        }) {
            return "usage: \(command.usage)\n  \(command.summary)\n"
        }
        if let action = actions.first(where: { $0.name == topic }) {
            return "usage: \(oneRow(action.usage))\n  \(oneRow(action.summary))\n"
        }
        let candidates = ShellCommand.names + actions.map(\.name)
        throw ShellError.unknownHelpTopic(topic, suggestion: Suggestion.closest(to: topic, in: candidates))
    }

    private func scenesList() -> TerminalText {
        let storyboard = navigator.storyboard
        let onStack = Set(navigator.stack.map(\.id))
        let width = storyboard.scenes.map { CellWidth.of(oneRow($0.id)) }.max() ?? 0
        return TerminalText(
            storyboard.scenes.map { scene in
                let marker = scene.id == navigator.topScene?.id ? "*" : onStack.contains(scene.id) ? "+" : " "
                let initial = scene.id == storyboard.initialSceneID ? "  (initial)" : ""
                return "\(marker) \(pad(oneRow(scene.id), width))  \"\(oneRow(scene.title))\""
                    + " [\(oneRow(scene.module))]\(initial)"
            }.joined(separator: "\n") + "\n(* current, + on the stack)\n")
    }

    private func stackList() -> TerminalText {
        TerminalText(
            navigator.stack.enumerated().map { index, scene in
                "\(index + 1). \(oneRow(scene.id)) \"\(oneRow(scene.title))\" (\(scene.presentation.rawValue))"
            }.joined(separator: "\n") + "\n")
    }

    private func seguesList() -> TerminalText {
        guard let top = navigator.topScene else { return "" }
        guard !top.descriptor.segues.isEmpty else { return "Scene '\(oneRow(top.id))' has no segues.\n" }
        let ids = top.descriptor.segues.map { oneRow($0.id) }
        let width = ids.map(CellWidth.of).max() ?? 0
        return TerminalText(
            zip(top.descriptor.segues, ids).map { segue, id in
                "\(pad(id, width))  -> \(oneRow(segue.destination)) (\(segue.style.rawValue))"
            }.joined(separator: "\n") + "\n")
    }

    private func reload() throws -> Reply {
        let storyboard = try registry.loadStoryboard(contentsOf: configPath)
        let changes = try navigator.replaceStoryboard(storyboard)
        var report: [String] = []
        if changes.isEmpty { report.append("reloaded \(configPath): nothing changed") }
        func names(_ ids: [String]) -> String { ids.map(oneRow).joined(separator: ", ") }
        if !changes.added.isEmpty { report.append("added: " + names(changes.added)) }
        if !changes.removed.isEmpty { report.append("removed: " + names(changes.removed)) }
        if !changes.changed.isEmpty { report.append("changed: " + names(changes.changed)) }
        if !changes.poppedScenes.isEmpty {
            report.append("popped (no longer in the storyboard): " + names(changes.poppedScenes))
        }
        return Reply(
            output: TerminalText(report.joined(separator: "\n") + "\n") + renderScreen(),
            warnings: storyboard.warnings.map(\.description))
    }

    private func pad(_ text: String, _ width: Int) -> String {
        CellWidth.padded(text, to: width)
    }

    /// A text of the storyboard or a scene, made visible on one row.
    private func oneRow(_ text: String) -> String {
        TerminalText.oneRow(text)
    }

    // MARK: Completion

    /// The words that could complete the last word of `line` (the text before the cursor).
    package func completions(for line: String) -> [String] {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let completingNewWord = line.isEmpty || line.last == " "
        let partial = completingNewWord ? "" : (words.last ?? "")
        let previous = completingNewWord ? words : Array(words.dropLast())
        let top = navigator.topScene
        let actions = top?.actions.map(\.name) ?? []
        let candidates: [String]
        switch previous.first {
        case nil: candidates = ShellCommand.names + actions
        case "go" where previous.count == 1: candidates = top?.descriptor.segues.map(\.id) ?? []
        case "popto" where previous.count == 1: candidates = navigator.stack.map(\.id)
        case "help" where previous.count == 1: candidates = ShellCommand.names + actions
        case "graph" where previous.count == 1: candidates = GraphFormat.allCases.map(\.rawValue)
        default: candidates = []
        }
        var seen = Set<String>()
        return candidates.filter { $0.hasPrefix(partial) && seen.insert($0).inserted }.sorted()
    }
}
