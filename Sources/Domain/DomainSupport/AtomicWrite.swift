import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file so that it is always either wholly old or wholly new.
///
/// The data goes to a temporary file beside it, `.NAME.tmp-PID`, which is flushed to disk and
/// renamed over the file; the directory is flushed too, so that the rename survives a power cut.
/// A process killed while saving leaves its temporary file behind: the next save removes it once
/// that process is gone. A replaced file keeps its permissions; a new one is readable by its owner
/// only, as data files hold personal data.
enum AtomicWrite {
    static func write(_ data: Data, to path: String) throws(DataFileError) {
        let name = (path as NSString).lastPathComponent
        let directory = (path as NSString).deletingLastPathComponent
        func failure(_ what: String, _ error: Int32 = errno) -> DataFileError {
            .unwritable(file: name, reason: "\(what): \(String(cString: strerror(error)))")
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(file: name, reason: "cannot create \(directory)")
        }
        removeLeftovers(of: name, in: directory)
        let temporary = (directory as NSString).appendingPathComponent(temporaryName(of: name, pid: getpid()))
        // A leftover of an earlier process with this pid is replaced by a new file of our own, never
        // written through: it might have other permissions, or be a link to elsewhere.
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("cannot create a temporary file") }
        var existing = stat()
        if stat(path, &existing) == 0 { fchmod(descriptor, existing.st_mode & 0o777) }
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
                unlink((directory as NSString).appendingPathComponent(entry))
            }
        }
    }
}
