package import SceneRuntime

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
        /// Whether the command failed without an error of its own: the scene action went through,
        /// but the scene shows on its screen why it did not do what was asked (a refused login, an
        /// invalid form, a failed save). See ``Shell/sceneReportsFailure(of:)``.
        package var failed = false
    }

    package let configPath: String
    let registry: SceneRegistry
    /// The storyboard file as last read, when the shell watches it for changes.
    private var watchedSignature: FileSignature?
    private var isWatching = false
    /// The errors each scene under the top showed when it was covered, by position on the stack,
    /// to tell an error it shows again on returning (its standing problem) from one a command just
    /// caused. Kept up to date at the end of every command, in time proportional to what changed.
    private var covered: [CoveredScene] = []
    let style: Style
    package private(set) var navigator: Navigator
    /// This session's navigations, for `history` and `undo`.
    let history = NavigationHistory()
    /// Where `--trace` writes the navigation events, if it was given.
    var trace: NavigationTrace?
    /// Whether a write to the trace failed (script mode then exits 1).
    package internal(set) var traceFailed = false

    /// Loads the storyboard at `configPath`, checked against the registry's modules.
    package init(
        registry: SceneRegistry, configPath: String, environment: SceneEnvironment, colors: Bool
    ) throws(StoryboardError) {
        self.registry = registry
        self.configPath = configPath
        self.style = Style(colors: colors)
        let storyboard = try registry.loadStoryboard(contentsOf: configPath)
        self.navigator = Navigator(storyboard: storyboard, registry: registry, environment: environment)
        history.attach(to: navigator)
    }

    /// Loads the storyboard and shows its initial scene, printing the storyboard's warnings and
    /// the first screen; on failure prints why and returns `nil`.
    package static func launch(
        registry: SceneRegistry, configPath: String, environment: SceneEnvironment, colors: Bool,
        console: Console, start: StartPoint = .initial, trace: NavigationTrace? = nil
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
        if let trace { shell.trace(to: trace) }
        do {
            for warning in try shell.begin(at: start) { console.err(TerminalText(warning + "\n")) }
        } catch {
            console.err(ShellMessages.errorLine(error))
            return nil
        }
        if let failure = shell.traceFailure() { console.err(failure + "\n") }
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
        // Nobody typed this reload: a scene that asks not to be left keeps it from happening, and
        // the error says so (`reload!` leaves anyway).
        let ask = askToLeave
        askToLeave = nil
        defer { askToLeave = ask }
        var reply = execute("reload")
        reply.output = "\(configPath) changed.\n\(reply.output)"
        return reply
    }

    /// `error: `, in red when colours are on.
    var errorPrefix: TerminalText { style.red("error:") + " " }

    /// `ContactList> `: the id of the scene the user is on.
    package var prompt: String { "\(navigator.topScene?.id ?? "scenes")> " }

    /// Asks for a secret argument that a line left out (or wrote as `***`), given its name
    /// (`Password`): what was typed, or `nil` if the user cancelled the command. Without it such a
    /// line is an error.
    package var askSecret: ((String) -> String?)?

    /// Asks whether to leave a scene that asks not to be left, given its question (scene text,
    /// not yet made visible): `true` to leave, `false` to stay, `nil` if nobody can answer (the
    /// terminal closed). Without it a navigation such a scene refuses is an error, as in script
    /// mode. See `Shell+Leave.swift`.
    package var askToLeave: ((String) -> Bool?)?

    /// Records the stack whenever a command changed it (see ``StackRecorder``); `nil` records nothing.
    package var stackRecorder: StackRecorder?

    /// Carries out one line. Its secret arguments are never quoted in the reply's error.
    package func execute(_ line: String) -> Reply {
        var reply = executeLine(line)
        if let warning = stackRecorder?.record(navigator) { reply.warnings.append(warning) }
        return reply
    }

    /// The error the last line failed with, as thrown (for `scenes explore`, which tells a refusal
    /// worded for the person from a fault); `nil` if it did not fail with one.
    package private(set) var lastError: (any Error)?

    private func executeLine(_ line: String) -> Reply {
        defer { noteCoveredScenes() }
        lastError = nil
        // A comment, as in a script, does nothing.
        if ScriptSession.isSkipped(line) { return Reply() }
        let scanned = Words.scan(line)
        let words = scanned.words.map(\.text)
        var secrets = declaredSecrets(in: words)
        do {
            // A link has quotes of its own: `goto` takes the rest of the line as typed.
            if words.first == "goto", let link = Self.rawLink(line, scanned.words) {
                return try runAskingToLeave(.goto(link: link))
            }
            if words.first == "goto!", let link = Self.rawLink(line, scanned.words) {
                return try run(.goto(link: link), force: true)
            }
            if let quote = scanned.openQuote { throw ShellError.unterminatedQuote(Character(quote)) }
            guard let parsed = try ShellCommand.parse(words) else { return Reply() }
            guard let command = try fillingSecrets(of: parsed, into: &secrets) else { return Reply() }
            var reply = try runAskingToLeave(command)
            reply.warnings = reply.warnings.map { Self.hiding(secrets, in: $0) }
            noteTraceFailure(in: &reply)
            return reply
        } catch {
            lastError = error
            var reply = Reply(error: Self.hiding(secrets, in: ShellMessages.describe(error)))
            noteTraceFailure(in: &reply)
            return reply
        }
    }

    /// Carries out `command`; with `force`, the scenes it leaves are not asked (`back!`).
    func run(_ command: ShellCommand, force: Bool = false) throws -> Reply {
        switch command {
        case .help(let topic): return Reply(output: try help(topic))
        case .scenes: return Reply(output: scenesList())
        case .stack: return Reply(output: stackList())
        case .segues: return Reply(output: seguesList())
        case .go(let segue): try navigator.takeSegue(try segueID(segue), force: force)
        case .explain(let segue): return Reply(output: try explain(try segueID(segue)))
        case .back: try navigator.back(force: force)
        case .root: try navigator.popToRoot(force: force)
        case .popTo(let name):
            let scene = try SceneNameResolver(stack: navigator.stack).resolve(name)
            try navigator.pop(toStackIndex: scene.position - 1, force: force)
        case .dismiss: try navigator.dismiss(force: force)
        case .reload: return try reload(force: force)
        case .history: return Reply(output: history.listing())
        case .undo: try history.undo(navigator, force: force)
        case .graph(let format):
            return Reply(output: TerminalText(GraphRenderer(storyboard: navigator.storyboard).render(format)))
        case .quit:
            if !force { try navigator.checkQuit() }
            return Reply(quit: true)
        case .forced(let command): return try run(command, force: true)
        case .link: return Reply(output: TerminalText((navigator.link?.description ?? "") + "\n"))
        case .goto(let text): try goto(text, force: force)
        case .action(let name, let arguments):
            guard let top = navigator.topScene else { throw NavigationError.notStarted }
            guard top.actions.contains(where: { $0.name == name }) else {
                throw unknownCommand(name, in: top)
            }
            try top.perform(action: name, arguments: arguments)
            return Reply(output: renderScreen(), failed: sceneReportsFailure(of: top))
        }
        return Reply(output: renderScreen())
    }

    /// The id of the current scene's segue that `name` names (`go contacts` for `Contacts`).
    private func segueID(_ name: String) throws(ShellError) -> String {
        try SceneNameResolver.segueID(name, among: navigator.topScene?.descriptor.segues.map(\.id) ?? [])
    }

    // MARK: Failures a scene shows

    /// Whether the action `scene` just performed failed by the scene's own account, which it gives
    /// as `.error` lines on its screen (scenes clear them at their next action):
    /// - the scene is still on top: it failed if it shows an error;
    /// - the action went back to a scene under it (an unwind, a dismiss): it failed if that scene
    ///   shows an error it did not show when it was covered (a checkout resumed after a sign-in
    ///   that could not save the order), not if it shows the same standing problem again;
    /// - the action showed a new scene: it did what it was asked; what the new scene shows on
    ///   appearance (a data file found corrupt, say) is that scene's state, not this command's
    ///   failure.
    private func sceneReportsFailure(of scene: Scene) -> Bool {
        guard let top = navigator.topScene else { return false }
        if top === scene { return !Self.errors(on: top).isEmpty }
        let position = navigator.stack.count - 1
        // Not covered before this command: a scene it showed.
        guard position < covered.count, covered[position].scene === top else { return false }
        let errors = Self.errors(on: top)
        return !errors.isEmpty && errors != covered[position].errors
    }

    /// Records the errors of the scenes a command covered, and forgets those it took off the stack.
    private func noteCoveredScenes() {
        let stack = navigator.stack
        let coveredCount = max(0, stack.count - 1)
        if covered.count > coveredCount { covered.removeLast(covered.count - coveredCount) }
        while let last = covered.last, last.scene !== stack[covered.count - 1] { covered.removeLast() }
        for scene in stack[covered.count..<coveredCount] {
            covered.append(CoveredScene(scene: scene, errors: Self.errors(on: scene)))
        }
    }

    private static func errors(on scene: Scene) -> [String] {
        scene.screen.lines.compactMap { line in
            if case .error(let message) = line { message } else { nil }
        }
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
            lines.append(Self.forcedFormsHelp)
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
        if let forced = Self.forcedHelp(topic) { return forced }
        if let action = actions.first(where: { $0.name == topic }) {
            let kinds = action.kindsHelp.map { oneRow($0) + "\n" }.joined()
            return TerminalText("usage: \(oneRow(action.usage))\n  \(oneRow(action.summary))\n" + kinds)
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
        let segues = top.descriptor.segues.filter(\.isTakenByPerson)
        guard !segues.isEmpty else { return "Scene '\(oneRow(top.id))' has no segues a person may take.\n" }
        let ids = segues.map { oneRow($0.id) }
        let width = ids.map(CellWidth.of).max() ?? 0
        return TerminalText(
            zip(segues, ids).map { segue, id in
                "\(pad(id, width))  -> \(oneRow(segue.destination)) (\(segue.style.rawValue))"
            }.joined(separator: "\n") + "\n")
    }

    private func reload(force: Bool) throws -> Reply {
        let storyboard = try registry.loadStoryboard(contentsOf: configPath)
        let changes = try navigator.replaceStoryboard(storyboard, force: force)
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
        case "go" where previous.count == 1, "go!" where previous.count == 1:
            candidates = top?.descriptor.segues.filter(\.isTakenByPerson).map(\.id) ?? []
        case "explain" where previous.count == 1: candidates = top?.descriptor.segues.map(\.id) ?? []
        case "popto" where previous.count == 1, "popto!" where previous.count == 1:
            candidates = navigator.stack.map(\.id)
        case "goto" where previous.count == 1, "goto!" where previous.count == 1:
            candidates = navigator.storyboard.scenes.map(\.id)
        case "help" where previous.count == 1: candidates = ShellCommand.names + actions
        case "graph" where previous.count == 1: candidates = GraphFormat.allCases.map(\.rawValue)
        case let name?:
            // An action's argument declared as a choice among words offers them.
            candidates = top?.actions.first { $0.name == name }?.choices(at: previous.count - 1) ?? []
        }
        var seen = Set<String>()
        return candidates.filter { $0.hasPrefix(partial) && seen.insert($0).inserted }.sorted()
    }
}

extension Shell {
    /// A scene covered by another, and the errors it showed then.
    private struct CoveredScene {
        weak var scene: Scene?
        let errors: [String]
    }
}
