/// What is visible: a function of the stack and the window's width. The lifecycle follows it: a
/// scene that becomes visible gets `viewWillAppear` and `viewDidAppear`, one that stops being
/// visible `viewWillDisappear` and `viewDidDisappear`, in UIKit's order, whatever the cause (a
/// navigation, a tab or focus switch, a window resized across a split's
/// ``SceneDescriptor/Container/minimumWidth``, a guard that comes to hold).
extension Navigator {
    /// The scenes drawn now, in the order they are drawn: the top scene; in a window at least as
    /// wide as the innermost split's ``SceneDescriptor/Container/minimumWidth`` (and no scene presented
    /// modally covering it), the scene shown in each of its panes, primary first, but for a pane
    /// not focused whose guards do not hold (it is drawn as the reason, not as its scene).
    ///
    /// Each of them has appeared (`viewWillAppear`, then `viewDidAppear` once the navigation that
    /// showed it is over); every other scene has disappeared.
    public var visibleScenes: [Scene] { visible(width: width) }

    /// Tells the navigator the width, in columns, of the window the app is drawn in; `nil` for no
    /// window (the default: a split shows its focused pane alone). Crossing a split's
    /// ``SceneDescriptor/Container/minimumWidth`` makes its other pane's scene appear or disappear.
    public func resize(toWidth width: Int?) {
        guard width != self.width else { return }
        self.width = width
        refreshVisibility()
    }

    /// Sends the lifecycle calls of a change of what is visible that no navigation made: a guard
    /// of a pane beside the focused one that holds now, or no longer does. Does nothing inside a
    /// navigation, which sends its own, or when nothing changed; costs a look at the innermost
    /// split.
    public func refreshVisibility() {
        // Outside a navigation (which sends its own calls) and a resize, only the guards of a
        // pane beside the focused one can change what is visible: nothing to do without one.
        guard !isTransitioning, shown.scenes.count > 1 || sideBySideSplit(width: width) != nil else { return }
        changeVisibility(top: stack.last, deferringAppear: false)
    }

    /// Tells each visible scene whose observed data changed since it read it (see ``ObservedData``),
    /// so that it fetches it again, and its screen observers that it may look different. The
    /// navigator does it after every action (a scene that appears reads its data then); the shell
    /// also before each command and before it draws, for changes made by another process or by
    /// a scene's lifecycle calls.
    public func refreshObservedData() {
        guard ObservedDataReads.anyRead, !isTransitioning else { return }
        for scene in shown.scenes where scene.readDataChanged {
            scene.dataChanged()
            screenChanged(scene)
        }
    }

    /// The position on ``stack`` of the split drawn side by side in a window `width` columns wide:
    /// the innermost split on the stack, if no scene presented modally covers it and `width` is at
    /// least its minimum width; `nil` otherwise.
    package func sideBySideSplit(width: Int?) -> Int? {
        guard let width else { return nil }
        // A loop rather than `last(where:)`: a main-actor closure given to the standard library
        // checks the executor on every call, and this runs on every navigation.
        for position in containerPositions.reversed() {
            guard let node = stack[position].container, node.descriptor.kind == .split else { continue }
            return width >= node.descriptor.minimumWidth && coveringScene(ofContainerAt: position) == nil
                ? position : nil
        }
        return nil
    }

    /// ``visibleScenes`` for a window `width` columns wide.
    func visible(width: Int?) -> [Scene] {
        guard let top = stack.last else { return [] }
        guard let position = sideBySideSplit(width: width), let node = stack[position].container else {
            return [top]
        }
        var scenes: [Scene] = []
        scenes.reserveCapacity(2)
        for pane in node.descriptor.stacks.indices {
            if pane == node.selected {
                scenes.append(top)
            } else if unmetGuard(ofTab: pane, ofContainerAt: position) == nil,
                let shown = Self.shown(node.stack(at: pane)).last
            {
                scenes.append(shown)
            }
        }
        return scenes
    }

    /// Sends the lifecycle calls that take what was visible to what is visible now: the scenes
    /// that stop being visible get `viewWillDisappear` (last first), those that become visible
    /// `viewWillAppear` (in drawing order), then the first `viewDidDisappear`; `viewDidAppear` is
    /// sent at once, or, when `deferringAppear`, by ``transition(_:_:)`` once the navigation is
    /// over. `top` is the scene on top of the stack.
    func changeVisibility(top: Scene?, deferringAppear: Bool) {
        if let top, width == nil || sideBySideSplit(width: width) == nil {
            // Most navigations: one scene visible before and after, the same or another.
            switch shown.replaceSingle(with: top, waiting: deferringAppear) {
            case .same: return
            case .replaced(let old):
                let witness = lifecycleWitness
                witness?(old, .viewWillDisappear)
                old.viewController.viewWillDisappear()
                witness?(top, .viewWillAppear)
                top.willAppear()
                witness?(old, .viewDidDisappear)
                old.viewController.viewDidDisappear()
                if !deferringAppear { lifecycle(.viewDidAppear, top) }
                return
            case .notSingle: break
            }
        }
        let before = shown.scenes
        let after = visible(width: width)
        if before.count == after.count && zip(before, after).allSatisfy({ $0 === $1 }) { return }
        let gone = before.filter { old in !after.contains { $0 === old } }
        let came = after.filter { new in !before.contains { $0 === new } }
        shown.replace(with: after, gone: gone, came: came, waiting: deferringAppear)
        for scene in gone.reversed() { lifecycle(.viewWillDisappear, scene) }
        for scene in came { lifecycle(.viewWillAppear, scene) }
        for scene in gone.reversed() { lifecycle(.viewDidDisappear, scene) }
        if !deferringAppear {
            for scene in came { lifecycle(.viewDidAppear, scene) }
        }
    }
}
