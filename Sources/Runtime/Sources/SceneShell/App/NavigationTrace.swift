package import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// `scenes --trace FILE`: every navigation event of the session, one JSON line each (the schema
/// of ``NavigationEvent/jsonLine(describing:)``), appended to FILE as it happens.
///
/// FILE is opened once, when the session starts, as ``OwnFile`` opens a file (no symbolic link, no
/// FIFO, no file of another user's; created 0600; a character device such as `/dev/null` as it is);
/// an existing file is appended to, never truncated, so an earlier trace is kept
/// (each session numbers its events from 1). A write that fails stops the trace; the failure is
/// reported once (``takeFailure()``) and the session goes on.
@MainActor package final class NavigationTrace {
    /// The file written to.
    package let path: String
    private let descriptor: Int32
    private var failure: Int32?
    private var reported = false

    /// Opens (or creates, 0600) FILE for appending.
    /// - Throws: ``LaunchError/untraceable(path:_:)`` if it cannot be opened for writing.
    init(path: String) throws(LaunchError) {
        do {
            descriptor = try OwnFile.openForAppending(path, devices: true)
        } catch {
            throw .untraceable(path: path, error)
        }
        self.path = path
    }

    deinit {
        close(descriptor)
    }

    /// Watches `navigator`: writes each of its events from now on.
    package func attach(to navigator: Navigator) {
        navigator.addObserver { [weak self] event in self?.write(event) }
    }

    /// Appends one event as a line; after a failed write, does nothing.
    func write(_ event: NavigationEvent) {
        guard failure == nil else { return }
        let bytes = Array((event.jsonLine(describing: ShellMessages.describe) + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress, $0.count)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                failure = count < 0 ? errno : EIO
                return
            }
            written += count
        }
    }

    /// The message of a write that failed, the first time it is asked for; `nil` otherwise.
    package func takeFailure() -> String? {
        guard let failure, !reported else { return nil }
        reported = true
        return ShellMessages.traceWriteFailed(path: path, code: failure)
    }
}
