import Dispatch
import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The one temporary folder of a `scenes explore` run, 0700, which holds every child's data
/// directory; removed when the run ends, whichever way: ``remove()`` on every return, and on
/// SIGINT, SIGTERM or SIGHUP the children are killed, the folder removed, and the program ends by
/// that signal. The folder's name holds the run's process id (`scenes-explore-PID-XXXXXX`): a run
/// that was killed outright (SIGKILL) leaves its folder, which the next run removes.
///
/// A run that reaps (`scenes explore`'s, never one inside another program) is a child subreaper
/// (``ExploreReaper``): what its children started and left behind becomes its own child, and is
/// killed whenever a child is stopped and when the run ends.
final class ExploreScratch: Sendable {
    /// The folder's path.
    let path: String

    /// The folder being cleaned up on a signal, and the children running in it.
    private static let state = Mutex<(folder: String?, children: Set<pid_t>, ending: Bool, reaping: Bool)>(
        (nil, [], false, false))
    /// The signals that end an exploration, and the actions they had before it.
    private static let signals = [SIGINT, SIGTERM, SIGHUP]
    nonisolated(unsafe) private static var previousActions: [sigaction] = []

    /// Creates the folder in the first of ``parents(environment:)`` it can be made in, and
    /// watches for signals.
    /// - Parameter reaping: Whether this process becomes a child subreaper and kills every child
    ///   of its own it did not start (see ``sweep()``): only for a process that is nothing but
    ///   the run (`scenes explore`), never one whose other children must live on.
    /// - Throws: The system's error if the folder cannot be made.
    init(reaping: Bool = false) throws {
        if reaping, ExploreReaper.becomeSubreaper() { Self.state.withLock { $0.reaping = true } }
        var made: String?
        let parents = Self.parents(environment: ProcessEnvironment.current())
        for parent in parents { Self.removeStale(in: parent) }
        for parent in parents where made == nil {
            made = Self.makeFolder(in: parent)
        }
        guard let made else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        path = made
        Self.state.withLock { $0.folder = path }
        Self.watchSignals()
    }

    /// Where the folder may go, in order: `TMPDIR` when it is set; else a folder kept in memory
    /// (Linux's `/dev/shm`, a tmpfs) if this user may write in it, then the system's temporary
    /// folder. The children's data directories are scratch, copied for every branch and thrown
    /// away: in memory, the app's flushes of its saves (which it makes as it always does) and the
    /// copies wait for no disk, which otherwise takes most of a command's time.
    static func parents(environment: [String: String]) -> [String] {
        let temporary = FileManager.default.temporaryDirectory.path
        if let chosen = environment["TMPDIR"], !chosen.isEmpty { return [chosen] }
        var status = stat()
        let memory = "/dev/shm"
        guard stat(memory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, access(memory, W_OK | X_OK) == 0
        else { return [temporary] }
        return [memory, temporary]
    }

    /// The start of every run's folder name, followed by the run's process id, `-` and six
    /// characters that make it unique.
    static let folderPrefix = "scenes-explore-"

    /// A new folder `scenes-explore-PID-XXXXXX` in `parent`, 0700; `nil` (and `errno` set) if it
    /// could not be made.
    private static func makeFolder(in parent: String) -> String? {
        let template = (parent.hasSuffix("/") ? parent : parent + "/") + folderPrefix + "\(getpid())-XXXXXX"
        var bytes = Array(template.utf8CString)
        return bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
        }
    }

    /// Removes the folders runs left in `parent` that no run holds: those named as a run's folder
    /// (``folderPrefix``, a process id, `-`), that are folders (not links to one) of this user,
    /// and whose process is gone. A folder of another user, or of a process still running, is
    /// left as it is.
    static func removeStale(in parent: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names where name.hasPrefix(folderPrefix) {
            let rest = name.dropFirst(folderPrefix.count)
            guard let dash = rest.firstIndex(of: "-"), let owner = pid_t(rest[..<dash]), owner > 0,
                rest.distance(from: dash, to: rest.endIndex) == 7
            else { continue }
            let path = (parent.hasSuffix("/") ? parent : parent + "/") + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == geteuid()
            else { continue }
            guard kill(owner, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Removes the folder and everything in it, kills what the children left behind, and gives
    /// the signals back their actions.
    func remove() {
        // A signal is ending the run: its thread cleans up and ends the program by the signal; the
        // program must not end first, with another status, or before the folder is gone.
        while Self.state.withLock({ $0.ending }) { pause() }
        Self.state.withLock { $0.folder = nil }
        Self.sweep()
        try? FileManager.default.removeItem(atPath: path)
        for (signalNumber, var previous) in zip(Self.signals, Self.previousActions) {
            sigaction(signalNumber, &previous, nil)
        }
        Self.previousActions = []
    }

    /// Starts a child with `start`, unless a signal is ending the run (then it throws `ECANCELED`):
    /// under the lock, so that every child is either known to the signal's thread, which kills
    /// it, or never started.
    static func spawn(_ start: () throws -> pid_t) throws -> pid_t {
        try state.withLock { state throws in
            guard !state.ending else { throw POSIXError(.ECANCELED) }
            let child = try start()
            state.children.insert(child)
            return child
        }
    }

    /// A process a child forked (a branch), for a signal that ends the run to end it too; one
    /// that starts while the run is ending is ended at once.
    static func adopt(_ branch: pid_t) {
        let ending = state.withLock { state in
            if !state.ending { state.children.insert(branch) }
            return state.ending
        }
        if ending { kill(branch, SIGKILL) }
    }

    /// A child that has ended.
    static func ended(_ child: pid_t) {
        _ = state.withLock { $0.children.remove(child) }
    }

    /// Kills and waits for every child of this process that is not a child of the run it knows
    /// (``spawn(_:)``): what a child's processes left behind, given to this one (a subreaper) when
    /// their parent ended.
    static func sweep() {
        let (reaping, known) = state.withLock { ($0.reaping, $0.children) }
        if reaping { ExploreReaper.sweep(keeping: known) }
    }

    /// The signal attributes children are spawned with: the signals the explorer watches at their
    /// default action and none blocked, so that an interrupt ends them too.
    static func defaultSignals(_ attributes: inout posix_spawnattr_t) {
        var set = sigset_t()
        sigemptyset(&set)
        for signalNumber in signals { sigaddset(&set, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &set)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        // Each child leads a process group of its own, which the branches it forks join: ending the
        // group ends them all, a branch forked but not yet known to the explorer included.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
    }

    /// A handler that only writes the signal's number to a pipe (all a handler may safely do);
    /// a thread of its own reads it and cleans up.
    private static func watchSignals() {
        guard previousActions.isEmpty else { return }
        // A program started from a thread that blocks them (a test runner's) would never see them;
        // the cleaning thread, made after this, inherits the mask.
        var set = sigset_t()
        sigemptyset(&set)
        for signalNumber in signals { sigaddset(&set, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        if exploreSignalWriter < 0 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return }
            for descriptor in ends { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
            let reader = ends[0]
            exploreSignalWriter = ends[1]
            DispatchQueue.global().async {
                var number: UInt8 = 0
                while true {
                    let count = read(reader, &number, 1)
                    if count == 1 { end(by: Int32(number)) }
                    if count == 0 || (count < 0 && errno != EINTR) { return }
                }
            }
        }
        for signalNumber in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signalNumber in
                var number = UInt8(truncatingIfNeeded: signalNumber)
                _ = write(exploreSignalWriter, &number, 1)
            }
            var previous = sigaction()
            sigaction(signalNumber, &action, &previous)
            previousActions.append(previous)
        }
    }

    /// Kills the children, removes the folder, and ends the program by `signalNumber`.
    /// The walk goes on meanwhile on the main thread and may start a child: that one is killed as
    /// it starts, and the folder removed again after it.
    private static func end(by signalNumber: Int32) {
        let folder = state.withLock {
            $0.ending = true
            return $0.folder
        }
        // Until no child is left and the folder is gone (a child's folder made meanwhile keeps it);
        // a bounded number of rounds, so that a folder that cannot be removed cannot hold the end.
        for _ in 0..<100 {
            let children = state.withLock {
                let taken = $0.children
                $0.children = []
                return taken
            }
            for child in children {
                kill(-child, SIGKILL)
                kill(child, SIGKILL)
                var status: Int32 = 0
                _ = waitpid(child, &status, 0)
            }
            // What they left behind, given to this process as they ended.
            sweep()
            if let folder { try? FileManager.default.removeItem(atPath: folder) }
            let gone = folder.map { access($0, F_OK) != 0 } ?? true
            if gone && state.withLock({ $0.children.isEmpty }) { break }
        }
        signal(signalNumber, SIG_DFL)
        kill(getpid(), signalNumber)
    }
}

/// The end of the pipe the signal handler writes to, read by the thread that cleans up; a global,
/// so that the handler, a C function, can reach it.
nonisolated(unsafe) private var exploreSignalWriter: Int32 = -1
