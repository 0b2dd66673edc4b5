import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The work queued for the main actor while the shell's loop holds the main thread, such as a
/// scene's async work that changes its presenter's view model.
///
/// Foundation's `RunLoop.main.run(until:)` runs it by calling this function of the dispatch
/// library; the shell calls it directly, so that it need not link Foundation, whose libraries
/// cost the process's start as much again as the rest of the shell.
enum MainQueue {
    /// The process's main thread, once ``ScenesCommand`` started on it.
    private static let mainThread = Mutex<pthread_t?>(nil)

    /// Notes that the calling thread is the process's main thread (`scenes` starts there).
    static func startedOnMainThread() {
        mainThread.withLock { $0 = pthread_self() }
    }

    /// Runs what is queued for the main thread now. On another thread (a test's shell runs on
    /// one), it does nothing: the dispatch library runs the main queue's work on the main thread
    /// only.
    static func runPending() {
        guard let main = mainThread.withLock({ $0 }), pthread_equal(main, pthread_self()) != 0 else { return }
        dispatchMainQueueCallback(nil)
    }
}

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)
