import SceneRuntime

/// Writes the stack to the ``StackFile`` whenever a command changed it, for `scenes --resume`.
@MainActor package final class StackRecorder {
    let file: StackFile
    /// What the stack was when last written: its depth, its top scene and the top's inputs (a
    /// scene under the top changes only by becoming the top).
    private var written: (count: Int, top: ObjectIdentifier?, inputs: [String: SceneValue])?
    private var warned = false

    init(file: StackFile) {
        self.file = file
    }

    /// Records the navigator's stack if it changed since last recorded. Returns a warning the
    /// first time the file cannot be written (a session goes on without it).
    func record(_ navigator: Navigator) -> String? {
        let top = navigator.topScene
        let now = (navigator.stack.count, top.map(ObjectIdentifier.init), top?.inputs ?? [:])
        if let written, written == now { return nil }
        written = now
        do {
            try file.write(navigator.record)
            return nil
        } catch {
            guard !warned else { return nil }
            warned = true
            return "warning: the stack is not recorded for --resume: \(ShellMessages.describe(error))"
        }
    }
}
