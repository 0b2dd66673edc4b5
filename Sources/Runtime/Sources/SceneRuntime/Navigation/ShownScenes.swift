/// The navigator's record of what the lifecycle calls made visible: the scenes shown (sent
/// `viewWillAppear` and not since `viewWillDisappear`), and, of those, the ones still waiting for
/// `viewDidAppear`, in order. One value, so that a navigation reads and changes it in one access.
struct ShownScenes {
    /// The scenes visible when the lifecycle calls were last sent, in drawing order.
    private(set) var scenes: [Scene] = []
    /// The scenes sent `viewWillAppear` whose `viewDidAppear` is still to come: the one a
    /// navigation replacing one scene by another shows (most navigations: no array), then others.
    private var waitingOne: Scene?
    private var waiting: [Scene] = []

    /// What ``replaceSingle(with:waiting:)`` found.
    enum SingleChange {
        /// More or fewer than one scene was shown: not a change of one scene for another.
        case notSingle
        /// The one scene shown is the one to show.
        case same
        /// The one scene shown, now replaced.
        case replaced(Scene)
    }

    /// Most navigations: one scene shown, replaced by `top`, which then waits for `viewDidAppear`
    /// when `waiting` (the one replaced waits no more).
    mutating func replaceSingle(with top: Scene, waiting: Bool) -> SingleChange {
        guard scenes.count == 1 else { return .notSingle }
        let old = scenes[0]
        if old === top { return .same }
        scenes[0] = top
        if waitingOne === old { waitingOne = nil }
        if !self.waiting.isEmpty { self.waiting.removeAll { $0 === old } }
        if waiting {
            if let earlier = waitingOne { self.waiting.append(earlier) }
            waitingOne = top
        }
        return .replaced(old)
    }

    /// Makes `shown` the scenes shown: those of `gone` wait no more, those of `came` wait for
    /// `viewDidAppear` when `waiting`.
    mutating func replace(with shown: [Scene], gone: [Scene], came: [Scene], waiting: Bool) {
        scenes = shown
        if let one = waitingOne, gone.contains(where: { $0 === one }) { waitingOne = nil }
        if !self.waiting.isEmpty {
            self.waiting.removeAll { scene in gone.contains { $0 === scene } }
        }
        if waiting { self.waiting += came }
    }

    /// The next scene waiting for `viewDidAppear`, no longer waiting; `nil` when none is.
    mutating func nextWaiting() -> Scene? {
        if let one = waitingOne {
            waitingOne = nil
            return one
        }
        return waiting.isEmpty ? nil : waiting.removeFirst()
    }

    /// Whether `scene` waits for `viewDidAppear`.
    func isWaiting(_ scene: Scene) -> Bool {
        waitingOne === scene || waiting.contains { $0 === scene }
    }
}
