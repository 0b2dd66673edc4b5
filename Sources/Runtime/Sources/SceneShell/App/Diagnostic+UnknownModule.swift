import SceneRuntime

extension Storyboard.Diagnostic {
    /// Whether it names a module no registered module provides: what the runtime's own tool, with
    /// no app's modules, says of every scene of an app's storyboard.
    var isUnknownModule: Bool {
        if case .unknownModule = problem { true } else { false }
    }
}
