import Observation

/// Follows the observable state a scene read to make its screen and its title, with the Observation
/// module's `withObservationTracking`, and tells the scene once after any of it changes.
///
/// A read is tracked when nothing is tracked yet for its part; the next change of what it read
/// (from an action, or from async work after the command returned) ends the tracking, and the
/// scene is told on the main actor, after the change. The read after that tracks again, so each
/// change is told once, however often the screen is read meanwhile (and the registrar keeps one
/// tracking per part, not one per read). After an action the next read tracks again too: the
/// action may have changed plain state that decides which observable state the screen reads.
@MainActor final class ScreenTracking {
    /// What is tracked: the screen, or the title.
    enum Part {
        case screen
        case title
    }

    /// The scene told of changes.
    private weak var scene: Scene?
    private var tracksScreen = false
    private var tracksTitle = false

    init(scene: Scene) {
        self.scene = scene
    }

    /// Runs `read`, tracking the observable state it reads unless `part` is tracked already.
    func read<Value>(_ part: Part, _ read: () -> Value) -> Value {
        switch part {
        case .screen:
            if tracksScreen { return read() }
            tracksScreen = true
        case .title:
            if tracksTitle { return read() }
            tracksTitle = true
        }
        return withObservationTracking(read) { [weak self] in
            // Called as the change begins, on the changing thread: the scene is told afterwards,
            // on the main actor, when the new value is in place.
            Task { @MainActor in self?.changed(part) }
        }
    }

    /// Tracks the next read of each part again, whatever was tracked before.
    func readAgain() {
        tracksScreen = false
        tracksTitle = false
    }

    private func changed(_ part: Part) {
        switch part {
        case .screen: tracksScreen = false
        case .title: tracksTitle = false
        }
        scene?.observedStateChanged()
    }
}
