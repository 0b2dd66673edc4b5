import FoundationEssentials
package import SceneRuntime

/// One session of the `scenes` REPL, without any terminal: it takes a line and answers with a
/// ``Reply``, what the command said apart from the screen after it, which each medium (script,
/// line by line, full screen) shows its own way. The interactive loop, script mode and transcript
/// tests all drive it the same way.
@MainActor package final class Shell {
    package let configPath: String
    let registry: SceneRegistry
    /// The storyboard file as last read, when the shell watches it for changes.
    var watchedSignature: FileSignature?
    var isWatching = false
    /// The errors each scene under the top showed when it was covered, by position on the stack,
    /// to tell an error it shows again on returning (its standing problem) from one a command just
    /// caused. Kept up to date at the end of every command, in time proportional to what changed.
    var covered: [CoveredScene] = []
    let style: Style
    package private(set) var navigator: Navigator
    /// This session's navigations, for `history` and `undo`.
    let history = NavigationHistory()
    /// The stack a link waits to show until a guard's redirect succeeds (Shell+WaitingLink.swift).
    var waitingLink: WaitingLink?
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
    var drawnScreen: TerminalText?
    /// Whether the screen is said for a screen reader (`--screen-reader`): lines in reading order,
    /// only the parts that changed (see ``SpokenScreen``), and a prompt that says where focus is.
    package var speaks = false
    /// What was said last, when the screen is said.
    var spoken = SpokenScreen()
    /// Whether observable state a scene on the stack read has changed since the screen was drawn.
    var screenMayHaveChanged = false
    /// How many screens have been rendered (``renderScreen()``), for tests that count them: never
    /// more than one for a command.
    var screensRendered = 0
    /// The lines run so far (comments included), to tell which command a scene's message
    /// belongs to (see `Shell+Said.swift`).
    var commandCount = 0
    /// What each scene drawn said last, and to which command, by scene.
    var said: [ObjectIdentifier: SceneSaid] = [:]

    /// Loads the storyboard at `configPath`, checked against the registry's modules.
    package init(
        registry: SceneRegistry, configPath: String, environment: SceneEnvironment, colors: Bool
    ) throws(Storyboard.LoadError) {
        self.registry = registry
        self.configPath = configPath
        self.style = Style(colors: colors)
        let storyboard = try registry.loadStoryboard(contentsOf: configPath)
        self.navigator = Navigator(storyboard: storyboard, registry: registry, environment: environment)
        history.attach(to: navigator)
        if FlowCoverageFile.isRecording { coverageLog = FlowCoverageLog(following: navigator) }
        navigator.addScreenObserver { [weak self] _ in self?.screenMayHaveChanged = true }
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

    /// The error the last line failed with, as thrown (for `scenes explore`, which tells a refusal
    /// worded for the person from a fault); `nil` if it did not fail with one.
    package internal(set) var lastError: (any Error)?

    /// Carries out `command`; with `force`, the scenes it leaves are not asked (`back!`).
    func run(_ command: ShellCommand, force: Bool = false) throws -> Reply {
        switch command {
        case .help(let topic): return Reply(output: try help(topic))
        case .scenes: return Reply(output: ShellListings.scenes(navigator))
        case .stack: return Reply(output: ShellListings.stack(navigator.stack))
        case .segues: return Reply(output: ShellListings.segues(of: navigator.topScene))
        case .go(let segue):
            let id = try segueID(segue)
            let declared = navigator.topScene?.descriptor.segue(id) != nil
            do {
                try navigator.takeSegue(id, force: force)
            } catch let error as RoutingError {
                // Refused (and traced) by the navigator; said in the person's words.
                guard case .unknownSegue = error, !declared, let top = navigator.topScene else { throw error }
                throw noSegue(segue, in: top)
            } catch NavigationError.unknownTab(let tab, _, _) {
                guard let top = navigator.topScene, let declared = top.descriptor.segue(id),
                    navigator.missingTab(of: declared) == tab
                else { throw NavigationError.unknownTab(tab, tabs: [], suggestion: nil) }
                throw ShellError.tabNotShown(segue: id, tab: tab, action: nil)
            }
        case .explain(let segue): return Reply(output: try explain(try segueID(segue)))
        case .back: try navigator.back(force: force)
        case .root: try navigator.popToRoot(force: force)
        case .popTo(let name):
            let scene = try SceneNameResolver(stack: navigator.stack).resolve(name)
            // The top itself, or a container it stands on (which pops to the root of the stack it
            // shows): nothing would change, so nothing is done or kept in the history; it is said.
            let stack = navigator.stack
            if let top = stack.last, stack[(scene.position - 1)..<(stack.count - 1)].allSatisfy(\.isContainer)
            {
                let place = ShownContainer.all(in: navigator).last?.stackNoun
                return Reply(
                    screen: renderScreen(),
                    warnings: [
                        ShellMessages.nothingToPop(
                            top: top.currentTitle, isTop: scene.position == stack.count, in: place)
                    ])
            }
            try navigator.pop(toStackIndex: scene.position - 1, force: force)
        case .dismiss: try navigator.dismiss(force: force)
        case .reload: return try reload(force: force)
        case .tabs: return Reply(output: ShellListings.tabs(navigator))
        case .modules(let name): return Reply(output: try modules(only: name))
        case .tab(let name): try selectTab(try tabID(name), focus: false)
        case .focus:
            guard let split = ShownContainer.all(in: navigator).last(where: { $0.descriptor.kind == .split })
            else {
                throw ShellError.noSplit
            }
            try selectTab(split.descriptor.stacks[1 - split.selected].id, focus: true)
        case .history: return Reply(output: history.listing())
        case .undo:
            let passedOver = try history.undo(navigator, force: force)
            var reply = rebuilt()
            reply.warnings = passedOver.map(ShellMessages.undonePast) + reply.warnings
            return reply
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
            let waits = try goto(text, force: force)
            var reply = rebuilt()
            if let waits { reply.warnings.insert(waits, at: 0) }
            return reply
        case .palette(let query): return Reply(output: paletteListing(query ?? ""))
        case .action(let name, let arguments):
            guard let top = navigator.topScene else { throw NavigationError.notStarted }
            guard let action = commands.action(named: name) else { throw unknownCommand(name, in: top) }
            // One whose segue leads into a tab no container shown has cannot work here: not run.
            if let segue = navigator.segueIntoMissingTab(performedBy: name, of: top), let tab = segue.tab {
                throw ShellError.tabNotShown(segue: segue.id, tab: tab, action: name)
            }
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
            return Reply(screen: renderScreen(), failed: sceneReportsFailure(of: top))
        }
        return Reply(screen: renderScreen())
    }

    /// The screen after the stack was built again from recorded inputs (`undo`, `goto`), with a
    /// note for each scene that lacks what a route wrote into it.
    private func rebuilt() -> Reply {
        Reply(
            screen: renderScreen(),
            warnings: ShellMessages.unrecorded(
                navigator.unrecordedRoutes(in: navigator.state), linking: false))
    }

    /// Why `go name` cannot be taken on `top`, which has no segue of that name: the segues `go`
    /// takes there now, and the closest of them; or else an action of that name, or the action
    /// that performs the closest segue only an action performs (`checkout` for `go Sucess` in the
    /// cart).
    private func noSegue(_ name: String, in top: Scene) -> ShellError {
        let offered = navigator.offeredSegues(of: top).map(\.id)
        func error(_ hint: ShellError.SegueHint?) -> ShellError {
            .noSegue(name, scene: top.currentTitle, offered: offered, hint: hint)
        }
        if let closest = Suggestion.closest(to: name, in: offered) { return error(.segue(closest)) }
        if let action = commands.action(named: name.lowercased()) {
            return error(.action(action.name, performs: nil))
        }
        let byAction = top.descriptor.segues.filter { $0.action != nil }
        guard let closest = Suggestion.closest(to: name, in: byAction.map(\.id)),
            let action = byAction.first(where: { $0.id == closest })?.action,
            commands.action(named: action) != nil
        else { return error(nil) }
        return error(.action(action, performs: closest))
    }

    /// The id of the current scene's segue that `name` names (`go contacts` for `Contacts`).
    private func segueID(_ name: String) throws(ShellError) -> String {
        try SceneNameResolver.segueID(name, among: navigator.topScene?.descriptor.segues.map(\.id) ?? [])
    }

    /// The width of the window the screen is drawn for, asked at each drawing (the window may be
    /// resized): the terminal's on a terminal; otherwise `COLUMNS`, or
    /// ``ScreenRenderer/windowlessWidth`` (see ``windowlessWidth(environment:)``).
    package var windowWidth: () -> Int = { ScreenRenderer.windowlessWidth }

    private func unknownCommand(_ word: String, in scene: Scene) -> ShellError {
        .unknownCommand(
            word, scene: scene.currentTitle, suggestion: commands.suggestion(for: word),
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

    /// Forgets what can be typed on each scene, when the storyboard that declares it is read again.
    func forgetCommands() {
        commandsBySceneID.removeAll()
        (lastTop, lastCommands) = (nil, nil)
    }

    /// The words of `line` and the quote it leaves open, scanned once for the line shown and run.
    func scan(_ line: String) -> (words: [Words.Word], openQuote: Unicode.Scalar?) {
        if let last = lastScan, last.line == line { return last.scan }
        let scanned = Words.scan(line)
        lastScan = (line, scanned)
        return scanned
    }

    // MARK: What applies now

    /// The top scene's actions that apply now (``Scene/availableActions``).
    var availableActions: [SceneModule.ActionDescriptor] {
        navigator.topScene.map(navigator.offeredActions) ?? []
    }
}
