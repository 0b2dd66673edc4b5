/// Which of a scene's segues can be taken from the stack as it is: what the shell offers as moves.
/// A segue the scene offers but that would fail before anything happens (an unwind whose
/// destination is not below the scene, a segue whose required data has no value yet) is not
/// offered; taking it anyway is refused with the same reason.
extension Navigator {
    /// Why `segue` of `scene` cannot be taken now, from the stack as it is: an unwind to a scene
    /// not below it (``RoutingError/unwindDestinationNotOnStack(segue:destination:stack:)``), or
    /// a segue that passes an output with no value yet to a required input
    /// (``RoutingError/outputWithoutValue(_:scene:segue:input:)``); `nil` if neither stops it.
    /// Guards and leave checks are not asked: they speak when the segue is taken.
    public func obstacle(to segue: SegueDescriptor, of scene: Scene) -> RoutingError? {
        if segue.style == .unwind {
            guard stack.last === scene else { return nil }
            guard stack.dropLast().contains(where: { $0.id == segue.destination }) else {
                return .unwindDestinationNotOnStack(
                    segue: segue.id, destination: segue.destination, stack: stack.map(\.id))
            }
            return nil
        }
        guard segue.passes.contains(where: { if case .output = $0.source { true } else { false } }),
            let module = storyboard.scene(withID: segue.destination)?.module
        else { return nil }
        do {
            _ = try InputPassing.plan(
                segue, from: scene, into: registry.contract(ofModule: module), building: true)
        } catch {
            if case .outputWithoutValue = error { return error }
        }
        return nil
    }

    /// Why the action `name` of `scene` cannot do what the storyboard says it does, from the stack
    /// as it is: every segue that declares it (`"action"`) is an unwind to a scene not below the
    /// scene. The action is then refused before it runs, so that it neither changes data it would
    /// then fail to take anywhere nor changes it again at each retry; `nil` when one of its segues
    /// may be performed, or none declares it.
    public func obstacle(toAction name: String, of scene: Scene) -> RoutingError? {
        var first: RoutingError?
        for segue in scene.descriptor.segues where segue.action == name {
            guard segue.style == .unwind, let found = obstacle(to: segue, of: scene) else { return nil }
            if first == nil { first = found }
        }
        return first
    }
}
