public import SceneRuntime

/// Records the navigation events of a navigator, for tests that assert on them.
///
/// ```swift
/// let harness = try NavigatorHarness(storyboard: json, modules: modules)
/// let recorder = NavigationRecorder(harness)
/// try harness.start()
/// try harness.navigator.performSegue("ViewContact")
/// #expect(recorder.drain() == [
///     "replaceRoot: (empty) -> List; stack List",
///     "segue ViewContact: List -> Detail (push) passing contactID=2; stack List, Detail",
/// ])
/// ```
///
/// Each line is an event's ``NavigationEvent/description``: kind and segue, source and
/// destination, style, the values passed, the scenes popped, the error of a refusal, and the
/// stack after it. ``events`` keeps the events themselves.
@MainActor public final class NavigationRecorder {
    /// The events recorded so far, in order.
    public private(set) var events: [NavigationEvent] = []
    private weak var navigator: Navigator?
    private var observation: Navigator.Observation?

    /// Starts recording the events of `navigator`.
    public init(_ navigator: Navigator) {
        self.navigator = navigator
        observation = navigator.addObserver { [weak self] event in self?.events.append(event) }
    }

    /// Starts recording the events of the harness's navigator.
    public convenience init(_ harness: NavigatorHarness) {
        self.init(harness.navigator)
    }

    /// The events recorded so far, one line each (see ``NavigationEvent/description``).
    public var lines: [String] { events.map(\.description) }

    /// Returns the lines recorded so far and forgets them.
    public func drain() -> [String] {
        defer { events.removeAll() }
        return lines
    }

    /// Stops recording; the events recorded so far stay.
    public func stop() {
        if let observation { navigator?.removeObserver(observation) }
        observation = nil
    }
}
