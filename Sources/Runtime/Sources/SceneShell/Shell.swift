import Foundation
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
        /// Whether `error` is a storyboard's diagnostics, each line saying where and what it is
        /// (``ShellMessages/isLocated(_:)``), so that no `error: ` goes before it.
        package var errorIsLocated = false
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
    /// Records the session's flows for the process's flow coverage report, when it writes one
    /// (`SCENES_FLOW_COVERAGE`).
    private var coverageLog: FlowCoverageLog?
    /// Where `--trace` writes the navigation events, if it was given.
    var trace: NavigationTrace?
    /// Whether a write to the trace failed (script mode then exits 1).
    package internal(set) var traceFailed = false
    /// What can be typed on each scene, by scene id, as the storyboard declares it; emptied when
    /// the storyboard is read again.
    private var commandsBySceneID: [String: SceneCommands] = [:]
    /// The scene last on top and what can be typed on it, the answer to most look-ups.
    private weak var lastTop: Scene?
    private var lastCommands: SceneCommands?
    /// What can be typed before any scene is shown.
    private lazy var commandsWithoutScene = SceneCommands(scene: nil)
    /// The last line scanned into words, and its words: a script's line is shown (its secrets
    /// hidden) and then carried out, and is split once.
    private var lastScan: (line: String, scan: (words: [Words.Word], openQuote: Unicode.Scalar?))?
    /// The screen as last drawn, to draw it again only when it looks different.
    private var drawnScreen: TerminalText?
    /// Whether observable state a scene on the stack read has changed since the screen was drawn.
    private var screenMayHaveChanged = false
    /// The lines run so far (comments included), to tell which command a scene's message
    /// belongs to (see `Shell+Said.swift`).
    private(set) var commandCount = 0
    /// What each scene drawn said last, and to which command, by scene.
    var said: [ObjectIdentifier: SceneSaid] = [:]

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
        if FlowCoverageFile.isRecording { coverageLog = FlowCoverageLog(following: navigator) }
        navigator.addScreenObserver { [weak self] _ in self?.screenMayHaveChanged = true }
    }

    /// Loads the storyboard and shows its initial scene, printing the storyboard's warnings and
    /// the first screen; on failure prints why and returns `nil`.
    package static func launch(
        registry: SceneRegistry, configPath: String, environment: SceneEnvironment, colors: Bool,
        console: Console, start: StartPoint = .initial, trace: NavigationTrace? = nil,
        withoutAppModules: Bool = false, windowWidth: @escaping () -> Int = { ScreenRenderer.windowlessWidth }
    ) -> Shell? {
        let shell: Shell
        do {
            shell = try Shell(
                registry: registry, configPath: configPath, environment: environment, colors: colors)
        } catch {
            ScenesCommand.reportStoryboardFailure(
                error, console: console, withoutAppModules: withoutAppModules)
            return nil
        }
        shell.windowWidth = windowWidth
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

    /// Asks for a secret argument that a line left out (or wrote as `***`), given its name
    /// (`Password`): what was typed, or `nil` if the user cancelled the command. Without it such a
    /// line is an error.
    package var askSecret: ((String) -> String?)?

    /// Asks the question of an action that asks first (it cannot be taken back), given the
    /// question (scene text, not yet made visible): `true` to go on, `false` to cancel, `nil` if
    /// nobody can answer (the terminal closed). Without it such an action is refused unless typed
    /// in its forced form (`delete! 2`), as in script mode.
    package var askToConfirm: ((String) -> Bool?)?

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
        commandCount += 1
        // A comment, as in a script, does nothing.
        if ScriptSession.isSkipped(line) { return Reply() }
        let scanned = scan(line)
        let words = scanned.words.map(\.text)
        var secrets = declaredSecrets(in: words)
        do {
            let described = words.first.flatMap(ShellCommand.described(by:))
            // A link has quotes of its own: `goto` takes the rest of the line as typed.
            if let (description, isForced) = described, description.takesRestOfLine,
                let rest = Self.rawLink(line, scanned.words)
            {
                let command = try description.parse([rest], typedAs: words[0])
                if isForced { return try run(command, force: true) }
                return try runAskingToLeave(
                    command, typed: words[0], forcedForm: description.forcedLine([rest]))
            }
            let taken = try self.words(of: line, scanned: scanned, isCommand: described != nil)
            guard var parsed = try ShellCommand.parse(taken, described: described) else { return Reply() }
            // `delete! 2`: an action that asks first, run without asking.
            let confirmed = confirmingForm(&parsed)
            if confirmed, let name = actionName(of: parsed) {
                secrets = declaredSecrets(in: [name] + words.dropFirst())
            }
            guard let command = try fillingSecrets(of: parsed, into: &secrets) else {
                return Self.cancelled(actionName(of: parsed) ?? words.first ?? "")
            }
            var reply =
                try confirmed
                ? run(command, force: true)
                : runAskingToLeave(
                    command, typed: words.first ?? "",
                    forcedForm: described.flatMap {
                        $0.isForced ? nil : $0.description.forcedLine(Array(words.dropFirst()))
                    })
            reply.warnings = reply.warnings.map { Self.hiding(secrets, in: $0) }
            noteTraceFailure(in: &reply)
            return reply
        } catch {
            lastError = error
            var reply = Reply(
                error: Self.hiding(secrets, in: ShellMessages.describe(error)),
                errorIsLocated: ShellMessages.isLocated(error))
            noteTraceFailure(in: &reply)
            return reply
        }
    }

    /// Carries out `command`; with `force`, the scenes it leaves are not asked (`back!`).
    func run(_ command: ShellCommand, force: Bool = false) throws -> Reply {
        switch command {
        case .help(let topic): return Reply(output: try help(topic))
        case .scenes: return Reply(output: ShellListings.scenes(navigator))
        case .stack: return Reply(output: ShellListings.stack(navigator.stack))
        case .segues: return Reply(output: ShellListings.segues(of: navigator.topScene))
        case .go(let segue): try navigator.takeSegue(try segueID(segue), force: force)
        case .explain(let segue): return Reply(output: try explain(try segueID(segue)))
        case .back: try navigator.back(force: force)
        case .root: try navigator.popToRoot(force: force)
        case .popTo(let name):
            let scene = try SceneNameResolver(stack: navigator.stack).resolve(name)
            try navigator.pop(toStackIndex: scene.position - 1, force: force)
        case .dismiss: try navigator.dismiss(force: force)
        case .reload: return try reload(force: force)
        case .tabs: return Reply(output: ShellListings.tabs(navigator))
        case .modules(let name): return Reply(output: try modules(only: name))
        case .tab(let name): try navigator.selectTab(try tabID(name))
        case .focus:
            guard let split = navigator.containers.last(where: { $0.descriptor.kind == .split }) else {
                throw ShellError.noSplit
            }
            try navigator.selectTab(split.descriptor.stacks[1 - split.selected].id)
        case .history: return Reply(output: history.listing())
        case .undo:
            try history.undo(navigator, force: force)
            return rebuilt()
        case .graph(let format):
            return Reply(output: TerminalText(GraphRenderer(storyboard: navigator.storyboard).render(format)))
        case .quit:
            if !force { try navigator.checkQuit() }
            return Reply(quit: true)
        case .forced(let command): return try run(command, force: true)
        case .link:
            // The link names scenes by id; where a scene shows a title of its own, a note says
            // where it leads as the person sees it.
            let stack = navigator.stack
            let shown =
                stack.contains { $0.currentTitle != $0.title }
                ? [ShellMessages.leadsTo(stack.map(\.currentTitle))] : []
            return Reply(
                output: TerminalText((navigator.link?.description ?? "") + "\n"),
                warnings: shown + ShellMessages.unrecorded(navigator.unrecordedRoutes, linking: true))
        case .goto(let text):
            try goto(text, force: force)
            return rebuilt()
        case .action(let name, let arguments):
            guard let top = navigator.topScene else { throw NavigationError.notStarted }
            guard let action = commands.action(named: name) else { throw unknownCommand(name, in: top) }
            // One that cannot be taken back asks first, unless typed in its forced form.
            if action.asksFirst, !force, let question = top.question(beforeAction: name, arguments: arguments)
            {
                switch askToConfirm?(question) {
                case true?: break
                case false?: return Self.cancelled(name)
                case nil:
                    throw ShellError.confirmationNeeded(
                        action: name, question: question,
                        forced: Self.forcedLine(action: name, arguments: arguments))
                }
            }
            // One that does not apply now is refused by the scene, in its words.
            let sceneID = top.id
            do {
                try top.perform(action: name, arguments: arguments)
            } catch {
                coverageLog?.performed(name, on: sceneID, error: error)
                throw error
            }
            // What the scene says after its action, it says to this command, whatever it said
            // before (an action refused with an error says nothing new unless its lines changed).
            noteSaid(by: top)
            coverageLog?.performed(name, on: sceneID, error: nil)
            return Reply(output: renderScreen(), failed: sceneReportsFailure(of: top))
        }
        return Reply(output: renderScreen())
    }

    /// The screen after the stack was built again from recorded inputs (`undo`, `goto`), with a
    /// note for each scene that lacks what a route wrote into it.
    private func rebuilt() -> Reply {
        Reply(
            output: renderScreen(),
            warnings: ShellMessages.unrecorded(
                navigator.unrecordedRoutes(in: navigator.state), linking: false))
    }

    /// Whether a split is shown, whose focus `focus` (and ``Interactive/focusKey``) moves.
    var showsSplit: Bool { navigator.containers.contains { $0.descriptor.kind == .split } }

    /// The id of the tab `name` names: a tab's id or title (ignoring case), or its number as
    /// `tabs` lists the innermost container's tabs; anything else is passed on, for the
    /// navigator to refuse with the tabs there are.
    func tabID(_ name: String) throws -> String {
        guard let innermost = navigator.containers.last else { return name }
        let stacks = innermost.descriptor.stacks
        if let number = Int(name), number >= 1, number <= stacks.count { return stacks[number - 1].id }
        for place in navigator.containers.reversed() {
            if let stack = place.descriptor.stacks.first(where: { $0.title.lowercased() == name.lowercased() }
            ) {
                return stack.id
            }
        }
        return name
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

    /// The screen of the top scene, drawn for a window ``windowWidth`` columns wide; noted as the
    /// screen drawn last.
    package func renderScreen() -> TerminalText {
        var renderer = ScreenRenderer(style: style)
        renderer.screenOf = { [unowned self] in shownScreen(of: $0) }
        let screen = renderer.render(navigator, width: windowWidth())
        drawnScreen = screen
        return screen
    }

    /// The screen to draw again, if observable state a scene on the stack read has changed since
    /// the screen was last drawn (``renderScreen()``) and the screen now looks different; `nil`
    /// otherwise, so a change is drawn once, never twice. First lets the main actor run the work
    /// queued for it, such as a scene's async work that changes its presenter's view model, unless
    /// `lettingMainActorRun` is `false` (a script asks before every line, and lets it run only
    /// every few milliseconds: turning the run loop costs more than most commands).
    package func redrawIfChanged(lettingMainActorRun: Bool = true) -> TerminalText? {
        if lettingMainActorRun { RunLoop.main.run(until: Date()) }
        guard screenMayHaveChanged else { return nil }
        screenMayHaveChanged = false
        let previous = drawnScreen
        let screen = renderScreen()
        return screen == previous ? nil : screen
    }

    /// The width of the window the screen is drawn for, asked at each drawing (the window may be
    /// resized): the terminal's on a terminal; otherwise `COLUMNS`, or
    /// ``ScreenRenderer/windowlessWidth`` (see ``windowlessWidth(environment:)``).
    package var windowWidth: () -> Int = { ScreenRenderer.windowlessWidth }

    /// The width of the screen when there is no window (a script, piped input): `COLUMNS` if it is
    /// a whole number from 1 to 10,000, else ``ScreenRenderer/windowlessWidth``, narrower than a
    /// split's default minimum width.
    package static func windowlessWidth(environment: [String: String]) -> Int {
        guard let columns = environment["COLUMNS"].flatMap({ Int($0) }), (1...10_000).contains(columns) else {
            return ScreenRenderer.windowlessWidth
        }
        return columns
    }

    private func unknownCommand(_ word: String, in scene: Scene) -> ShellError {
        .unknownCommand(
            word, scene: scene.id, suggestion: commands.suggestion(for: word),
            isSegue: scene.descriptor.segue(word) != nil)
    }

    /// What can be typed on the current scene: made once while it stays on top.
    var commands: SceneCommands {
        guard let top = navigator.topScene else { return commandsWithoutScene }
        if top === lastTop, let lastCommands { return lastCommands }
        let commands = commandsBySceneID[top.id] ?? SceneCommands(scene: top)
        commandsBySceneID[top.id] = commands
        (lastTop, lastCommands) = (top, commands)
        return commands
    }

    /// The words of `line` and the quote it leaves open, scanned once for the line shown and run.
    func scan(_ line: String) -> (words: [Words.Word], openQuote: Unicode.Scalar?) {
        if let last = lastScan, last.line == line { return last.scan }
        let scanned = Words.scan(line)
        lastScan = (line, scanned)
        return scanned
    }

    // MARK: Informational commands

    private func help(_ topic: String?) throws -> TerminalText {
        let commands = self.commands
        guard let topic else { return ShellHelp.overview(of: navigator.topScene, actions: availableActions) }
        if let help = ShellHelp.topic(topic, actions: commands.actions, scene: navigator.topScene) {
            return help
        }
        throw ShellError.unknownHelpTopic(topic, suggestion: commands.suggestion(for: topic))
    }

    /// `modules [NAME]`: what the registered modules offer (plugins are open in a session).
    private func modules(only name: String?) throws(ShellError) -> TerminalText {
        let modules = navigator.storyboard.modules
        if let name, modules[name] == nil {
            let known = modules.keys.sorted()
            throw .unknownModule(name, known: known, suggestion: Suggestion.closest(to: name, in: known))
        }
        return ModuleListing(
            modules: modules, storyboard: navigator.storyboard, conditionNames: registry.conditionNames
        ).render(only: name)
    }

    private func reload(force: Bool) throws -> Reply {
        let storyboard = try registry.loadStoryboard(contentsOf: configPath)
        // The scenes' declarations may change even when the reload fails half way.
        commandsBySceneID.removeAll()
        (lastTop, lastCommands) = (nil, nil)
        let changes = try navigator.replaceStoryboard(storyboard, force: force)
        return Reply(
            output: ShellListings.reloadReport(changes, path: configPath) + renderScreen(),
            warnings: storyboard.warnings.map(\.description))
    }

    // MARK: What applies now

    /// The top scene's actions that apply now (``Scene/availableActions``).
    var availableActions: [ActionDescriptor] { navigator.topScene?.availableActions ?? [] }

    // MARK: Completion

    /// The words that could complete the last word of `line` (the text before the cursor).
    package func completions(for line: String) -> [String] {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let completingNewWord = line.isEmpty || line.last == " "
        let partial = completingNewWord ? "" : (words.last ?? "")
        let previous = completingNewWord ? words : Array(words.dropLast())
        let commands = self.commands
        let candidates: [String]
        if let first = previous.first {
            candidates =
                ShellCommand.described(by: first).map {
                    commands.completions(of: $0.description, argument: previous.count - 1, in: navigator)
                }
                ?? actionArgumentCompletions(first, line: line, partial: partial)
        } else {
            candidates = commands.commandWords.filter { commands.appliesNow($0, on: navigator.topScene) }
        }
        var seen = Set<String>()
        let offered = candidates.filter { $0.hasPrefix(partial) && seen.insert($0).inserted }
        return offered.sorted(by: Self.completionOrder)
    }

    /// The candidates for the argument of the action `name` that `partial`, the end of `line`,
    /// begins: the words before it counted as the action reads them (quotes keep blanks inside a
    /// word), and nothing inside a quote left open.
    private func actionArgumentCompletions(_ name: String, line: String, partial: String) -> [String] {
        let scanned = scan(String(line.dropLast(partial.count)))
        guard scanned.openQuote == nil else { return [] }
        return commands.completions(ofAction: name, argument: scanned.words.count - 1, on: navigator.topScene)
    }

    /// The order completions are offered in: numbers first, smallest first (`2` before `10`), then
    /// words in alphabetical order.
    private static func completionOrder(_ left: String, _ right: String) -> Bool {
        let (leftNumber, rightNumber) = (isNumber(left), isNumber(right))
        if leftNumber != rightNumber { return leftNumber }
        if leftNumber, left.count != right.count { return left.count < right.count }
        return left < right
    }

    private static func isNumber(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}

extension Shell {
    /// A scene covered by another, and the errors it showed then.
    private struct CoveredScene {
        weak var scene: Scene?
        let errors: [String]
    }
}
