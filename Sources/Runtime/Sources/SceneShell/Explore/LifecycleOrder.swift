import SceneRuntime

/// Checks the order of the lifecycle calls the navigator makes on each scene, as UIKit orders
/// them: `viewDidLoad` once and first; `viewWillAppear` only on a scene not shown, then
/// `viewDidAppear`; `viewWillDisappear` only on a scene shown, then `viewDidDisappear`. After each
/// command exactly the navigator's visible scenes (``Navigator/visibleScenes``) are shown, and a
/// scene that left the stack was not left shown.
@MainActor final class LifecycleOrder {
    /// Where a scene is in its lifecycle.
    private enum State: String {
        case loaded, appearing, shown, disappearing, hidden

        /// Whether the scene is shown or on its way in or out.
        var isVisible: Bool { self == .appearing || self == .shown || self == .disappearing }
    }

    private struct Entry {
        weak var scene: Scene?
        let id: String
        var state: State
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var problems: [String] = []

    /// Starts watching `navigator`, whose scenes are taken as they are now: the visible ones shown,
    /// the rest not.
    init(_ navigator: Navigator) {
        // The scenes of tabs not shown were loaded with their container.
        for scene in navigator.scenesInEveryTab {
            entries[ObjectIdentifier(scene)] = Entry(scene: scene, id: scene.id, state: .loaded)
        }
        for scene in navigator.stack {
            entries[ObjectIdentifier(scene)] = Entry(scene: scene, id: scene.id, state: .hidden)
        }
        for scene in navigator.visibleScenes {
            entries[ObjectIdentifier(scene)] = Entry(scene: scene, id: scene.id, state: .shown)
        }
        navigator.lifecycleWitness = { [weak self] scene, call in self?.witness(call, on: scene) }
    }

    private func witness(_ call: SceneLifecycleCall, on scene: Scene) {
        let key = ObjectIdentifier(scene)
        if entries[key]?.scene !== scene { entries[key] = nil }
        let state = entries[key]?.state
        let next: State
        let allowed: Bool
        switch call {
        case .viewDidLoad: (next, allowed) = (.loaded, state == nil)
        case .viewWillAppear: (next, allowed) = (.appearing, state == .loaded || state == .hidden)
        case .viewDidAppear: (next, allowed) = (.shown, state == .appearing)
        case .viewWillDisappear: (next, allowed) = (.disappearing, state == .shown || state == .appearing)
        case .viewDidDisappear: (next, allowed) = (.hidden, state == .disappearing)
        }
        if !allowed {
            problems.append(
                "lifecycle order: \(call.rawValue) on scene '\(scene.id)' when it was "
                    + (state.map { "\($0.rawValue)" } ?? "not loaded"))
        }
        entries[key] = Entry(scene: scene, id: scene.id, state: next)
    }

    /// What went wrong since the last call, with the scenes as `navigator` now has them.
    func check(_ navigator: Navigator) -> [String] {
        var found = problems
        problems = []
        let visible = Set(navigator.visibleScenes.map(ObjectIdentifier.init))
        for scene in navigator.visibleScenes {
            guard let state = entries[ObjectIdentifier(scene)]?.state, state != .shown else { continue }
            found.append("lifecycle order: scene '\(scene.id)' is visible but \(state.rawValue), not shown")
        }
        let onStack = Set(navigator.stack.map(ObjectIdentifier.init))
        let held = Set(navigator.scenesInEveryTab.map(ObjectIdentifier.init))
        for (key, entry) in entries where !visible.contains(key) {
            if onStack.contains(key) {
                if entry.state.isVisible {
                    found.append(
                        "lifecycle order: scene '\(entry.id)' is under the top but \(entry.state.rawValue)")
                }
                continue
            }
            // A scene in a tab not shown is held, not left: it must not be visible.
            if held.contains(key) {
                if entry.state.isVisible {
                    found.append(
                        "lifecycle order: scene '\(entry.id)' is in a tab not shown but \(entry.state.rawValue)"
                    )
                }
                continue
            }
            if entry.state.isVisible {
                found.append("lifecycle order: scene '\(entry.id)' left the stack \(entry.state.rawValue)")
            }
            entries[key] = nil
        }
        return found
    }
}
