import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Set by the SIGWINCH handler, taken by the line editor.
private let windowResized = Atomic<Bool>(false)

private func noteWindowResized(_ signalNumber: Int32) {
    windowResized.store(true, ordering: .relaxed)
}

/// Notices when the terminal's window is resized (SIGWINCH) while the line editor reads a line,
/// so that it draws the line again at the new width (read with `ioctl(TIOCGWINSZ)`, see
/// ``Terminal/columns``). The signal also interrupts the editor's wait for a key. The handler
/// only sets a flag; the previous action is put back by ``stop()``.
struct WindowResizeWatch {
    private var previous = sigaction()
    private var installed = false

    /// Installs the handler (keeping an action the program was started with to ignore it).
    static func start() -> WindowResizeWatch {
        var watch = WindowResizeWatch()
        windowResized.store(false, ordering: .relaxed)  // initialises the flag outside the handler
        var action = sigaction()
        action.__sigaction_handler.sa_handler = noteWindowResized
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        watch.installed = sigaction(SIGWINCH, &action, &watch.previous) == 0
        return watch
    }

    /// Puts back the action in force before ``start()``.
    func stop() {
        guard installed else { return }
        var previous = previous
        sigaction(SIGWINCH, &previous, nil)
    }

    /// Whether the window was resized since the last call.
    func takeChange() -> Bool {
        windowResized.exchange(false, ordering: .relaxed)
    }
}
