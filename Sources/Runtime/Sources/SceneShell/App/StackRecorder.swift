import SceneRuntime

/// Writes the stack to the ``StackFile`` whenever a command changed it, for `scenes --resume`.
@MainActor package final class StackRecorder {
    let file: StackFile
    /// The state last written (states a navigation apart share what did not change, so comparing
    /// costs what changed).
    private var written: NavigationState?
    private var warned = false

    init(file: StackFile) {
        self.file = file
    }

    /// Records the navigator's stack if it changed since last recorded. Returns a warning the
    /// first time the file cannot be written (a session goes on without it).
    func record(_ navigator: Navigator) -> String? {
        let now = navigator.state
        if now == written { return nil }
        written = now
        do {
            try file.write(now)
            return nil
        } catch {
            guard !warned else { return nil }
            warned = true
            return "warning: the stack is not recorded for --resume: \(ShellMessages.describe(error))"
        }
    }
}
