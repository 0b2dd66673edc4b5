import FoundationEssentials
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// The lock that serialises changes to the files of one data directory across processes: `flock`
/// on `.data.lock` in the directory. The lock is advisory, so every writer takes it (``DataFile``
/// does for every change). Waiting for it is bounded: after ``timeout`` the change fails with
/// ``DataFileError/busy(file:seconds:)`` instead of hanging. Within a process the lock is re-entrant,
/// so a change spanning files takes it once and the changes of each file inside it run under it.
@MainActor enum DataDirectoryLock {
    /// The lock file's name.
    static let fileName = ".data.lock"
    /// How long a change waits for another process to release the lock.
    static var timeout: Duration = .seconds(10)

    /// The directories this process holds the lock of: the lock file's descriptor and how deep.
    private static var held: [String: (descriptor: Int32, depth: Int)] = [:]

    /// Runs `body` holding the lock of `directory`, after undoing a change that a killed process
    /// left half done (see ``DataJournal``).
    /// - Parameter name: The file about to be read or changed, for messages.
    static func withLock<Result, Failure: Error>(
        of directory: String, for name: String, storage: (DataFileError) -> Failure,
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        if let error = AtomicWrite.createDirectory(directory) {
            throw storage(.unwritable(file: name, reason: AtomicWrite.cannotCreate(directory, error)))
        }
        let key = canonical(directory)
        if let entry = held[key] {
            held[key] = (entry.descriptor, entry.depth + 1)
            defer { release(key) }
            return try body()
        }
        let descriptor: Int32
        do throws(DataFileError) {
            descriptor = try acquire(directory, for: name)
        } catch {
            throw storage(error)
        }
        held[key] = (descriptor, 1)
        defer { release(key) }
        do throws(DataFileError) {
            try DataJournal.recover(in: directory)
        } catch {
            throw storage(error)
        }
        return try body()
    }

    /// The directory's path with links resolved, so that two spellings of it share one lock.
    private static func canonical(_ directory: String) -> String {
        guard let resolved = realpath(directory, nil) else { return directory }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func release(_ directory: String) {
        guard let entry = held[directory] else { return }
        if entry.depth > 1 {
            held[directory] = (entry.descriptor, entry.depth - 1)
        } else {
            held[directory] = nil
            flock(entry.descriptor, LOCK_UN)
            close(entry.descriptor)
        }
    }

    /// Opens the lock file (for its owner only) and locks it, polling until ``timeout``.
    private static func acquire(_ directory: String, for name: String) throws(DataFileError) -> Int32 {
        let path = PathText.joining(directory, fileName)
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .unwritable(
                file: name, reason: "cannot open the lock \(fileName): \(RegularFile.reason(errno))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw .unwritable(file: name, reason: "the lock \(fileName) is not a regular file")
        }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var pause: UInt32 = 50  // microseconds, doubling up to 1 ms
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let error = errno
            guard error == EWOULDBLOCK || error == EINTR else {
                close(descriptor)
                throw .unwritable(file: name, reason: "cannot lock \(fileName): \(RegularFile.reason(error))")
            }
            guard clock.now < deadline else {
                close(descriptor)
                throw .busy(file: name, seconds: max(1, Int(timeout.components.seconds)))
            }
            usleep(pause)
            pause = min(pause * 2, 1_000)
        }
        return descriptor
    }
}
