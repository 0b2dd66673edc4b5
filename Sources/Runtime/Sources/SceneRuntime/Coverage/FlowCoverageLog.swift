/// Records what one navigator's flows exercise, as a ``FlowCoverage``: the scenes its events
/// show, the segues taken or refused, each guard's outcome, and the actions performed, as its
/// owner (a test harness, the shell) reports them. When the process records its flows
/// (``FlowCoverageFile``), each record goes into the process's report too.
@MainActor package final class FlowCoverageLog {
    /// What the navigator's flows exercised so far.
    package private(set) var coverage = FlowCoverage()
    private weak var navigator: Navigator?
    private let sharesWithProcess: Bool

    /// Starts following `navigator`'s events; with `sharesWithProcess`, what it records goes into
    /// the process's report as well.
    package init(following navigator: Navigator, sharesWithProcess: Bool = FlowCoverageFile.isRecording) {
        self.navigator = navigator
        self.sharesWithProcess = sharesWithProcess
        navigator.addObserver { [weak self] event in self?.record(event) }
    }

    /// Records that the scene `sceneID` performed its action `action`, or refused it with `error`.
    package func performed(_ action: String, on sceneID: String, error: (any Error)?) {
        var change = FlowCoverage()
        let key = sceneID + " " + action
        if let error {
            change.refusals[key] = "\(error)"
        } else {
            change.actions.insert(key)
            change.actionsOffered.insert(key)
        }
        offers(into: &change)
        add(change)
    }

    private func record(_ event: NavigationEvent) {
        guard let navigator else { return }
        var change = FlowCoverage()
        switch event.kind {
        case .segue, .back, .dismiss, .popToRoot, .popTo:
            // Only the top is new on the stack (or shown again): a deep stack costs nothing more.
            if let top = event.destination, event.succeeded { change.scenes.insert(top) }
        default:
            change.scenes.formUnion(event.stackIDs)
        }
        offers(into: &change)
        if let source = event.source, let declared = navigator.storyboard.scene(withID: source) {
            switch event.kind {
            case .segue:
                if let id = event.segue, let segue = declared.segue(id) {
                    record(segue, event, navigator: navigator, into: &change)
                }
            case .redirect:
                // An action's segue whose guard presented its redirect before the action ran.
                for segue in declared.segues {
                    redirected(segue, to: event.destination, navigator: navigator, into: &change)
                }
            default: break
            }
        }
        add(change)
    }

    private func record(
        _ segue: SegueDescriptor, _ event: NavigationEvent, navigator: Navigator,
        into change: inout FlowCoverage
    ) {
        let key = segue.source + " " + segue.id
        let guards = navigator.guards(of: segue)
        if let error = event.error {
            change.refusals[key] = "\(error)"
            guard case .guardRefused(let condition, _)? = error as? NavigationError else { return }
            for check in guards {
                if check.condition == condition {
                    change.guards.insert(key + " " + condition + " refused")
                    return
                }
                change.guards.insert(key + " " + check.condition + " held")
            }
        } else if event.destination == segue.destination
            || !redirected(segue, to: event.destination, navigator: navigator, into: &change)
        {
            change.segues.insert(key)
            change.scenes.insert(segue.destination)
            for check in guards { change.guards.insert(key + " " + check.condition + " held") }
        }
    }

    /// Records the guard of `segue` that redirected to `destination`, if one did: the first whose
    /// condition does not hold, the guards before it having held. Whether one did.
    @discardableResult
    private func redirected(
        _ segue: SegueDescriptor, to destination: String?, navigator: Navigator,
        into change: inout FlowCoverage
    ) -> Bool {
        let key = segue.source + " " + segue.id
        var held: [String] = []
        for check in navigator.guards(of: segue) {
            guard !navigator.conditionHolds(check.condition) else {
                held.append(key + " " + check.condition + " held")
                continue
            }
            guard case .redirect(let target) = check.otherwise, target == destination else { return false }
            change.guards.insert(key + " " + check.condition + " redirected")
            change.guards.formUnion(held)
            return true
        }
        return false
    }

    /// The actions the top scene offers now.
    private func offers(into change: inout FlowCoverage) {
        guard let top = navigator?.topScene else { return }
        for action in top.actions { change.actionsOffered.insert(top.id + " " + action.name) }
    }

    private func add(_ change: FlowCoverage) {
        coverage.merge(change)
        if sharesWithProcess { FlowCoverageFile.add(change) }
    }
}
