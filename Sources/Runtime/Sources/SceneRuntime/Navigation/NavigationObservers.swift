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
        let scenes: [ObjectIdentifier]
        let ids: [String]
        let top: SceneDescriptor?
    }

    private var observers: [(id: Int, call: @MainActor (NavigationEvent) -> Void)] = []
    private var lastID = 0
    private var pending: [NavigationEvent] = []
    private var pendingStart = 0
    private var sequence = 0
    /// How many navigations are running, nested (a navigation from `viewDidAppear`).
    private var depth = 0
    private var isDelivering = false
    /// Set to leave the next navigation unreported: the reload that runs it reports instead.
    var muteNext = false

    var isEmpty: Bool { observers.isEmpty }

    func add(_ call: @escaping @MainActor (NavigationEvent) -> Void) -> NavigationObservation {
        lastID += 1
        observers.append((lastID, call))
        return NavigationObservation(id: lastID)
    }

    func remove(_ observation: NavigationObservation) {
        observers.removeAll { $0.id == observation.id }
    }

    /// A navigation begins: returns what it starts from, when someone observes.
    func begin(_ navigator: Navigator) -> Before? {
        depth += 1
        if muteNext {
            muteNext = false
            return nil
        }
        guard !observers.isEmpty else { return nil }
        let stack = navigator.stack
        return Before(
            scenes: stack.map(ObjectIdentifier.init), ids: stack.map(\.id), top: stack.last?.descriptor)
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
        let stack = navigator.stack
        let after = navigator.entries
        let remaining = Set(stack.map(ObjectIdentifier.init))
        var event = NavigationEvent(
            sequence: sequence, kind: request.kind, source: before.ids.last,
            destination: error == nil ? after.last?.sceneID : nil,
            popped: error == nil
                ? zip(before.scenes, before.ids).filter { !remaining.contains($0.0) }.map(\.1) : [],
            stack: after, error: error)
        switch request {
        case .segue(let id):
            event.segue = id
            let segue = before.top?.segue(id)
            event.style = segue?.style
            if error != nil {
                event.destination = segue?.destination
            } else if let top = after.last {
                event.passed =
                    segue?.style == .unwind
                    ? top.inputs.filter { input in segue?.passes.contains { $0.input == input.key } ?? false }
                    : top.inputs
            }
        case .popTo(let id), .replaceRoot(let id):
            if error != nil { event.destination = id }
            if case .replaceRoot = request, error == nil { event.passed = after.last?.inputs ?? [:] }
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
        while pendingStart < pending.count {
            let event = pending[pendingStart]
            pendingStart += 1
            for observer in observers where isObserving(observer.id) {
                observer.call(event)
            }
        }
        pending.removeAll(keepingCapacity: true)
        pendingStart = 0
    }

    private func isObserving(_ id: Int) -> Bool {
        observers.contains { $0.id == id }
    }
}
