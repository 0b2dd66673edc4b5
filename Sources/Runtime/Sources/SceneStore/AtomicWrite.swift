import FoundationEssentials
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file so that it is always either wholly old or wholly new.
///
/// The data goes to a temporary file beside it, `.NAME.tmp-PID`, which is flushed to disk and
/// renamed over the file; the directory is flushed too, so that the rename survives a power cut.
/// A process killed while saving leaves its temporary file behind: the next save removes it once
/// that process is gone. The file is readable and writable by its owner only (0600), whatever mode
/// it had, and folders created for it are open to their owner only (0700), as data files hold
/// personal data.
enum AtomicWrite {
    static func write(_ data: Data, to path: String) throws(DataFileError) {
        let name = PathText.lastComponent(of: path)
        let directory = PathText.parent(of: path)
        func failure(_ what: String, _ error: Int32 = errno) -> DataFileError {
            .unwritable(file: name, reason: "\(what): \(RegularFile.reason(error))")
        }
        if let error = createDirectory(directory) {
            throw .unwritable(file: name, reason: cannotCreate(directory, error))
        }
        removeLeftovers(of: name, in: directory)
        let temporary = PathText.joining(directory, temporaryName(of: name, pid: getpid()))
        // A leftover of an earlier process with this pid is replaced by a new file of our own, never
        // written through: it might have other permissions, or be a link to elsewhere.
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("cannot create a temporary file") }
        // Whatever the umask or the mode of the file replaced: the owner only.
        fchmod(descriptor, 0o600)
        let error = writeAll(data, to: descriptor) ?? (fsync(descriptor) == 0 ? nil : errno)
        close(descriptor)
        if let error {
            unlink(temporary)
            throw failure("cannot write", error)
        }
        guard rename(temporary, path) == 0 else {
            let problem = failure("cannot replace the file")
            unlink(temporary)
            throw problem
        }
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// Creates a folder and its missing parents, each open to its owner only (0700); folders that
    /// exist are left as they are.
    /// - Returns: The error number of a failure, or `nil`.
    static func createDirectory(_ directory: String) -> Int32? {
        var status = stat()
        if stat(directory, &status) == 0 { return (status.st_mode & S_IFMT) == S_IFDIR ? nil : ENOTDIR }
        let parent = PathText.parent(of: directory)
        if !parent.isEmpty && parent != directory, let error = createDirectory(parent) { return error }
        guard mkdir(directory, 0o700) == 0 else { return errno == EEXIST ? nil : errno }
        chmod(directory, 0o700)  // whatever the umask
        return nil
    }

    /// Why a folder could not be created, in words.
    static func cannotCreate(_ directory: String, _ error: Int32) -> String {
        "cannot create \(directory): "
            + (error == ENOTDIR ? "a file is in the way" : RegularFile.reason(error))
    }

    /// The name of the temporary file that the process `pid` writes before renaming it to `name`.
    static func temporaryName(of name: String, pid: pid_t) -> String {
        ".\(name).tmp-\(pid)"
    }

    /// Writes every byte, as `write` may write fewer than asked or be interrupted.
    /// - Returns: The error number of a failure, or `nil`.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return count == 0 ? EIO : errno }
                offset += count
            }
            return nil
        }
    }

    /// Removes the temporary files of `name` left by processes that were killed while saving.
    /// Those of running processes (another instance saving now) are left alone.
    private static func removeLeftovers(of name: String, in directory: String) {
        let prefix = temporaryName(of: name, pid: 0).dropLast()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for entry in entries where entry.hasPrefix(prefix) {
            guard let pid = pid_t(entry.dropFirst(prefix.count)), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink(PathText.joining(directory, entry))
            }
        }
    }
}
