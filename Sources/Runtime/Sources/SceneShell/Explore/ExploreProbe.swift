import SceneRuntime

/// Watches a shell while commands run and checks, after each, what `scenes explore` reports: scenes
/// not freed after they left the stack, navigation events and lifecycle calls out of order, output
/// unsafe for a terminal, a dead end, and an error that is a fault rather than a refusal worded for the person.
///
/// The child of `scenes explore` and `scenes --check --script` (which replays a finding) both use it.
@MainActor final class ExploreProbe {
    /// A scene seen on the stack, held weakly with its parts.
    private struct Tracked {
        weak var scene: Scene?
        weak var viewController: AnyObject?
        weak var router: AnyObject?
        let id: String
    }

    private let shell: Shell
    private var tracked: [ObjectIdentifier: Tracked] = [:]
    private var events: [NavigationEvent] = []
    private var lastSequence: Int?
    /// The characters a terminal would act on that the commands run so far typed: a scene that
    /// shows what it was given them in is not at fault for them (the renderer shows them made
    /// visible), one that gives others wrote them itself.
    private var typedUnsafe = Set<Unicode.Scalar>()
    private let lifecycle: LifecycleOrder
    /// The conditions the storyboard's guards name, sorted.
    private let conditions: [String]
    /// The window widths each state is also seen at, besides the shell's: 80 and 120 columns,
    /// and those the storyboard's splits imply (just below and at a minimum width), so that every
    /// split is walked collapsed and side by side.
    private let widths: [Int]
    /// Whether each answer carries the link and the screen, for `scenes explore --snapshots`.
    var takesSnapshots = false

    init(shell: Shell) {
        self.shell = shell
        // An action that asks first is answered yes: the walk explores what it does, on a copy
        // of the data.
        shell.askToConfirm = { _ in true }
        lifecycle = LifecycleOrder(shell.navigator)
        var names = Set<String>()
        for scene in shell.navigator.storyboard.scenes {
            for check in scene.guards + scene.segues.flatMap(\.guards) { names.insert(check.condition) }
            for stack in scene.container?.stacks ?? [] {
                for check in stack.guards { names.insert(check.condition) }
            }
        }
        conditions = names.sorted()
        widths = SnapshotIndex.widths(
            SnapshotScreen.defaultWidths, implyingSplitsOf: shell.navigator.storyboard)
        shell.navigator.addObserver { [weak self] event in self?.events.append(event) }
        track()
    }

    /// Runs `line` in the shell and answers with the state after it and what the checks found.
    func run(_ line: String) -> (reply: Shell.Reply, answer: ExploreAnswer) {
        events = []
        for scalar in line.unicodeScalars where Self.isUnsafe(scalar) { typedUnsafe.insert(scalar) }
        let clock = ContinuousClock()
        let started = clock.now
        let reply = shell.execute(line)
        let took = started.duration(to: clock.now).components
        var answer = answer(after: reply)
        answer.seconds = Double(took.seconds) + Double(took.attoseconds) / 1e18
        return (reply, answer)
    }

    /// The state now and what the checks found about `reply`, the last command's.
    func answer(after reply: Shell.Reply) -> ExploreAnswer {
        var problems: [String] = []
        problems += checkEvents()
        problems += lifecycle.check(shell.navigator)
        problems += checkLeaks()
        if let unsafe = Self.unsafeOutput(reply) { problems.append("unsafe output: " + unsafe) }
        let navigator = shell.navigator
        let top = navigator.topScene
        let screen = top?.screen
        if let top, let screen, let unsafe = Self.unsafeText(of: top, screen: screen, typed: typedUnsafe) {
            problems.append("unsafe output: " + unsafe)
        }
        if let top, let deadEnd = Self.deadEnd(top, stackCount: navigator.stack.count) {
            problems.append(deadEnd)
        }
        problems += checkEveryWidth()
        for scene in navigator.visibleScenes {
            if let stale = Self.staleness(of: scene, in: navigator) { problems.append(stale) }
        }
        track()
        var answer = ExploreAnswer(
            stack: navigator.stack.map(\.id),
            // Only what applies now is offered: a segue a person takes only if its scene says so.
            segues: (top?.descriptor.segues ?? []).filter {
                $0.action != nil || top?.availability(ofSegue: $0.id).isAvailable == true
            }.map {
                ExploreAnswer.Segue(
                    id: $0.id, destination: $0.destination, style: $0.style.rawValue, action: $0.action,
                    guards: $0.guards.map(\.condition))
            },
            actions: (top?.availableActions ?? []).map {
                ExploreAnswer.Action(
                    name: $0.name, arguments: $0.arguments, kinds: $0.kinds.map(ExploreAnswer.Kind.init),
                    takesFreeText: $0.takesFreeText)
            },
            events: events.map {
                ExploreAnswer.Event(
                    kind: $0.kind.rawValue, segue: $0.segue, source: $0.source, destination: $0.destination,
                    error: $0.error.map { String(describing: $0) })
            },
            error: reply.error, failed: reply.failed, problems: problems, quit: reply.quit,
            tabMoves: Self.tabMoves(navigator))
        answer.conditions = conditions.filter(navigator.conditionHolds)
        if let screen {
            answer.shape = Self.shape(of: screen)
            answer.values = Self.values(on: screen)
        }
        if takesSnapshots, top != nil {
            answer.link = navigator.link?.description
            answer.screen = SnapshotScreen(of: navigator).text
        }
        if reply.error != nil, let error = shell.lastError, !Self.isRefusal(error) {
            answer.fault = true
            answer.errorType = String(reflecting: type(of: error))
        }
        return answer
    }

    /// The state seen at every other width, as a window resized to it shows it, then at the
    /// shell's again: the lifecycle calls of the panes that appear and disappear, in order, and
    /// what each scene visible there gives to be drawn.
    private func checkEveryWidth() -> [String] {
        let navigator = shell.navigator
        let own = shell.windowWidth()
        var problems: [String] = []
        for width in widths where width != own {
            navigator.resize(toWidth: width)
            problems += lifecycle.check(navigator).map { "\($0) (at \(width) columns)" }
            for scene in navigator.visibleScenes where scene !== navigator.topScene {
                if let unsafe = Self.unsafeText(of: scene, screen: scene.screen, typed: typedUnsafe) {
                    problems.append("unsafe output: \(unsafe) (beside, at \(width) columns)")
                }
            }
        }
        navigator.resize(toWidth: own)
        problems += lifecycle.check(navigator)
        return problems
    }

    /// Whether `error` is a refusal the runtime or the scene words for the person (a wrong
    /// argument, `back` at the root, a guard, a leave check), rather than a fault of the app.
    static func isRefusal(_ error: any Error) -> Bool {
        switch error {
        case is ActionError, is ShellError, is Link.Refusal, is Storyboard.LoadError: return true
        case let error as RoutingError:
            switch error {
            // Refused in the person's words: not below, or nothing to pass yet.
            case .unwindDestinationNotOnStack, .outputWithoutValue: return true
            default: return false
            }
        case let error as NavigationError:
            switch error {
            case .atRoot, .nothingPresented, .sceneNotOnStack, .guardRefused, .leaveRefused,
                .performedByAction, .notTopScene, .notARoot, .noSegue, .notLinkable, .unknownTab, .noTabs,
                .tabsCovered, .notATabRoot, .tabsChanged, .segueUnavailable:
                return true
            case .notStarted, .unknownScene, .transitionInProgress, .emptyStack, .guardFailed,
                .sceneBuildFailed, .containerTooDeep:
                return false
            }
        default: return false
        }
    }

    /// `tab NAME` for each tab `tab NAME` selects from here (see ``Navigator/selectableTabs``),
    /// innermost first; `focus` in a split.
    static func tabMoves(_ navigator: Navigator) -> [String] {
        var moves: [String] = []
        let containers = ShownContainer.all(in: navigator)
        let selectable = navigator.selectableTabs
        for place in containers.reversed() where place.coveredBy == nil {
            if place.descriptor.kind == .split {
                if !moves.contains("focus") { moves.append("focus") }
                continue
            }
            for selection in selectable where selection.position == place.position {
                moves.append("tab " + place.descriptor.stacks[selection.tab].id)
            }
        }
        return moves
    }

    /// A dead end: the top scene offers no segue a person may take and no action, and there is no
    /// way back (it is alone on the stack).
    static func deadEnd(_ top: Scene, stackCount: Int) -> String? {
        guard stackCount == 1, top.availableActions.isEmpty, top.availableSegues.isEmpty
        else { return nil }
        return "dead end: scene '\(top.id)' offers no segue, no action and no way back"
    }

    /// Events numbered one after the other, the last leaving the stack as it is.
    private func checkEvents() -> [String] {
        var problems: [String] = []
        for event in events {
            if let last = lastSequence, event.sequence != last + 1 {
                problems.append("event order: event \(event.sequence) came after event \(last)")
            }
            lastSequence = event.sequence
        }
        let stack = shell.navigator.stack.map(\.id)
        if let last = events.last, last.stackIDs != stack {
            problems.append(
                "event order: the last event left the stack \(last.stackIDs.joined(separator: ", ")),"
                    + " but it is \(stack.joined(separator: ", "))")
        }
        return problems
    }

    /// Scenes that left the stack and are still alive, each reported once.
    private func checkLeaks() -> [String] {
        let held = Set(shell.navigator.scenesInEveryTab.map(ObjectIdentifier.init))
        var problems: [String] = []
        for (key, entry) in tracked {
            if let scene = entry.scene, held.contains(ObjectIdentifier(scene)) { continue }
            let alive = [
                entry.scene == nil ? nil : "scene", entry.viewController == nil ? nil : "view controller",
                entry.router == nil ? nil : "router",
            ].compactMap { $0 }
            if !alive.isEmpty {
                let parts =
                    alive.count == 1
                    ? alive[0] : alive.dropLast().joined(separator: ", ") + " and " + alive[alive.count - 1]
                problems.append(
                    "leak: scene '\(entry.id)' left the stack but its \(parts) \(alive.count == 1 ? "was" : "were")"
                        + " not freed"
                )
            }
            tracked[key] = nil
        }
        return problems
    }

    private func track() {
        for scene in shell.navigator.scenesInEveryTab where tracked[ObjectIdentifier(scene)]?.scene !== scene
        {
            tracked[ObjectIdentifier(scene)] = Tracked(
                scene: scene, viewController: scene.viewController, router: scene.router, id: scene.id)
        }
    }
}
