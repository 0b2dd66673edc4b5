/// A navigator's observers, and the events waiting to reach them.
///
/// Events are recorded as navigations end, in order, and delivered only once no transition is
/// running (after the outermost navigation, its `viewDidAppear` included, has returned), so an
/// observer never sees a stack in the middle of a change. An observer may navigate: that
/// navigation runs at once, and its event is delivered after the current one has reached every
/// observer.
@MainActor final class NavigationObservers {
    /// What the navigator looked like when a navigation began.
    struct Before {
        /// The top scene (held, not its declaration copied: a navigation changes no declaration;
        /// read through it in place, since a copy of a declaration retains each of its parts).
        let scene: Scene?
    }

    private var observers: [(id: Int, call: @MainActor (NavigationEvent) -> Void)] = []
    /// The ids of ``observers``, in the same order: whether one is still observing is asked for
    /// every event, and comparing integers copies no closure.
    private var observerIDs: [Int] = []
    private var lastID = 0
    private var pending: [NavigationEvent] = []
    /// The events being delivered, last first; kept empty between deliveries for its capacity.
    private var delivering: [NavigationEvent] = []
    private var sequence = 0
    /// How many navigations are running, nested (a navigation from `viewDidAppear`).
    private var depth = 0
    private var isDelivering = false
    /// Set to leave the next navigation unreported: the reload that runs it reports instead.
    var muteNext = false

    var isEmpty: Bool { observers.isEmpty }

    func add(_ call: @escaping @MainActor (NavigationEvent) -> Void) -> Navigator.Observation {
        lastID += 1
        observers.append((lastID, call))
        observerIDs.append(lastID)
        return Navigator.Observation(id: lastID)
    }

    func remove(_ observation: Navigator.Observation) {
        observers.removeAll { $0.id == observation.id }
        observerIDs.removeAll { $0 == observation.id }
    }

    /// A navigation begins: returns what it starts from, when someone observes.
    func begin(_ navigator: Navigator) -> Before? {
        depth += 1
        if muteNext {
            muteNext = false
            return nil
        }
        guard !observers.isEmpty else { return nil }
        return Before(scene: navigator.topScene)
    }

    /// A navigation (and what ran from its `viewDidAppear`) is over: delivers what waits if it
    /// was the outermost.
    func end() {
        depth -= 1
        deliver()
    }

    /// Records how `request` ended: with `error`, or having changed `navigator`'s stack.
    func record(
        _ request: NavigationRequest, from before: Before?, error: (any Error)?, in navigator: Navigator
    ) {
        guard let before else { return }
        sequence += 1
        let top = navigator.topScene
        var event = NavigationEvent(
            sequence: sequence, kind: request.kind, source: before.scene?.id,
            destination: error == nil ? top?.id : nil,
            popped: error == nil ? navigator.poppedInTransition : [], state: navigator.state, error: error)
        event.location = navigator.location
        switch request {
        case .segue(let id):
            event.segue = id
            let segue = before.scene?.descriptor.segue(id)
            event.style = segue?.style
            event.tab = segue?.tab
            // A segue into another tab removes nothing: the tab it left keeps its stack.
            if segue?.tab != nil { event.popped = [] }
            if error != nil {
                event.destination = segue?.destination
            } else if let top {
                event.passed =
                    segue?.style == .unwind
                    ? top.inputs.filter { input in segue?.passes.contains { $0.input == input.key } ?? false }
                    : top.inputs
            }
        case .selectTab(let id):
            event.tab = id
            event.popped = []
        case .popTo(let id), .replaceRoot(let id):
            if error != nil { event.destination = id }
            if case .replaceRoot = request, error == nil { event.passed = top?.inputs ?? [:] }
        default: break
        }
        pending.append(event)
    }

    /// Records a request refused before it began, because another transition is running.
    func refused(_ request: NavigationRequest, _ error: any Error, in navigator: Navigator) {
        record(request, from: begin(navigator), error: error, in: navigator)
        depth -= 1
    }

    /// Sends the pending events to the observers, in order, unless a navigation is running or
    /// they are being sent already.
    private func deliver() {
        guard depth == 0, !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        // The events waiting are taken out whole, and each moved out rather than copied; those
        // that observers' navigations add meanwhile wait in `pending` for the next round.
        while !pending.isEmpty {
            swap(&pending, &delivering)
            delivering.reverse()
            while let event = delivering.popLast() {
                for observer in observers where isObserving(observer.id) {
                    observer.call(event)
                }
            }
        }
    }

    private func isObserving(_ id: Int) -> Bool {
        observerIDs.contains(id)
    }
}
