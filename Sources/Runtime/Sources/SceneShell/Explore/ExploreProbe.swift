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

    /// What `scene`, visible, shows that the same scene built again from scratch now would not
    /// (data changed since it read it, not followed), as a problem; `nil` when both show the same
    /// lines, the last command's messages aside. A scene holding changes of its own (one that would
    /// ask before being left: a form being filled) is not compared.
    static func staleness(of scene: Scene, in navigator: Navigator) -> String? {
        if let checking = scene.viewController as? any LeaveChecking,
            checking.reasonToStay(LeaveRequest(kind: .back, destination: nil)) != nil
        {
            return nil
        }
        guard let fresh = navigator.freshScreen(of: scene) else { return nil }
        let shown = dataLines(of: scene.screen)
        let now = dataLines(of: fresh)
        guard shown != now else { return nil }
        // Worded without the values, so that one stale scene is one finding.
        guard let index = zip(shown, now).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
        else {
            return
                "stale screen: scene '\(scene.id)' shows \(shown.count) lines where, built again now, it shows"
                + " \(now.count)"
        }
        return
            "stale screen: scene '\(scene.id)' shows line \(index + 1) (\(kind(of: shown[index]))) otherwise than"
            + " built again now"
    }

    /// The lines of `screen` that show data: all but the last command's messages.
    private static func dataLines(of screen: Screen) -> [Screen.Line] {
        screen.lines.filter {
            switch $0 {
            case .success, .error: false
            default: true
            }
        }
    }

    /// What a line is, without what it says but a field's label.
    private static func kind(of line: Screen.Line) -> String {
        switch line {
        case .text: "text"
        case .heading: "the heading"
        case .placeholder: "a placeholder"
        case .item(let number, _): number.map { "item \($0)" } ?? "an item"
        case .field(let label, _): "field '\(TerminalText.oneRow(String(label.prefix(40))))'"
        case .success, .error: "a message"
        case .blank: "a blank line"
        }
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

    /// The shape of a screen, what tells two states of one scene apart: its kinds of lines in
    /// order, a run of items counted as none, one or more, a field by its label, a message by its
    /// kind alone (so that a list of one more record, or another record shown, is the same state).
    static func shape(of screen: Screen) -> String {
        var parts: [String] = []
        var items = 0
        func endItems() {
            if items > 0 { parts.append(items == 1 ? "item" : "items") }
            items = 0
        }
        for line in screen.lines {
            if case .item = line {
                items += 1
                continue
            }
            endItems()
            switch line {
            case .text: parts.append("text")
            case .heading: parts.append("heading")
            case .item: break
            case .field(let label, _): parts.append("field:" + String(label.prefix(40)))
            case .error: parts.append("error")
            case .success: parts.append("success")
            case .placeholder: parts.append("placeholder")
            case .blank: break
            }
        }
        endItems()
        var shape = ""
        for part in parts where !shape.hasSuffix(part) { shape += (shape.isEmpty ? "" : " ") + part }
        return shape
    }

    /// Values a screen shows that a person might type next: its items' numbers, the words of its
    /// items and fields (an address, a name), and the words of its other lines that look typed
    /// rather than written (an address, a word of letters and digits, as a hint's sample
    /// password); a few, the typed-looking first.
    static func values(on screen: Screen) -> [String] {
        var values: [String] = []
        func add(_ value: String) {
            guard !value.isEmpty, value.count <= 80, !values.contains(value), values.count < 10 else {
                return
            }
            values.append(value)
        }
        func words(_ text: String) -> [String] {
            text.split(separator: " ").map { word in
                String(
                    word.drop { Self.punctuation.contains($0) }.reversed().drop {
                        Self.punctuation.contains($0)
                    }.reversed())
            }
        }
        for line in screen.lines {
            switch line {
            case .text(let text), .placeholder(let text), .success(let text), .error(let text),
                .heading(let text):
                for word in words(text) where word.contains("@") || Self.mixesLettersAndDigits(word) {
                    add(word)
                }
            default: break
            }
        }
        for line in screen.lines {
            switch line {
            case .item(let number, let text):
                if let number { add(String(number)) }
                for word in words(text).prefix(3) { add(word) }
            case .field(_, let value):
                add(value)
            default: break
            }
        }
        return values
    }

    private static let punctuation: Set<Character> = [
        "(", ")", "[", "]", "{", "}", "<", ">", ",", ";", ":", "!", "?", "'", "\"", "`", ".",
    ]

    private static func mixesLettersAndDigits(_ word: String) -> Bool {
        word.contains(where: \.isLetter) && word.contains(where: \.isNumber)
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

    /// The first character a terminal would act on in what `scene` gives to be drawn (its title
    /// and `screen`, its screen now), other than those in `typed`, described; `nil` if there is
    /// none. The renderer shows such a character made visible, so nothing reaches the terminal,
    /// but the scene wrote it: a scene that writes escape sequences of its own is at fault.
    static func unsafeText(of scene: Scene, screen: Screen, typed: Set<Unicode.Scalar>) -> String? {
        var texts = [scene.currentTitle]
        for line in screen.lines {
            switch line {
            case .text(let text), .heading(let text), .error(let text), .success(let text),
                .placeholder(let text):
                texts.append(text)
            case .item(_, let text): texts.append(text)
            case .field(let label, let value): texts += [label, value]
            case .blank: break
            }
        }
        for text in texts {
            if let scalar = text.unicodeScalars.first(where: { isUnsafe($0) && !typed.contains($0) }) {
                return "scene \(quoted(scene.id)) gave U+\(String(scalar.value, radix: 16, uppercase: true))"
                    + " to be drawn (shown made visible, not sent to the terminal)"
            }
        }
        return nil
    }

    /// The first character of what the command wrote that a terminal would act on, described;
    /// `nil` if all of it is safe (line feeds, tabs, and the renderer's own colours are).
    static func unsafeOutput(_ reply: Shell.Reply) -> String? {
        let texts =
            [reply.printed.rendered] + reply.warnings.map { TerminalText($0).rendered }
            + [reply.error.map { TerminalText($0).rendered } ?? ""]
        return texts.lazy.compactMap(unsafeCharacter).first
    }

    /// The first character of `text`, as written to a terminal, that the terminal would act on:
    /// a control character other than a line feed or a tab, a C1 or bidirectional control, or an
    /// escape sequence other than the renderer's colours (`Esc [ ... m`).
    static func unsafeCharacter(in text: String) -> String? {
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}", scalars.first == "[" {
                let body = scalars.dropFirst().prefix { ("0"..."9").contains($0) || $0 == ";" }
                if scalars.dropFirst(1 + body.count).first == "m" {
                    scalars = scalars.dropFirst(2 + body.count)
                    continue
                }
            }
            if isUnsafe(scalar) {
                return "the shell wrote U+\(String(scalar.value, radix: 16, uppercase: true))"
            }
        }
        return nil
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
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
