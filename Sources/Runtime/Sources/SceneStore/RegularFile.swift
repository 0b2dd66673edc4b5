import FoundationEssentials
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// Reads the bytes of a data file without ever blocking: the file is opened non-blocking and must
/// be a regular file, so a FIFO, a directory or a device in its place is reported, not read. It is
/// never read through a symbolic link, and must belong to the user running the program: a link or
/// another user's file in its place is reported (and so never saved over), its content unread.
enum RegularFile {
    /// Which version of a file was read: its device, inode, size and modification and change
    /// times. Data files are replaced by renaming a new file over them, which gives a new inode,
    /// so a version seen again is the same bytes.
    struct Identity: Equatable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: timespec
        let changed: timespec

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
            modified = status.st_mtim
            changed = status.st_ctim
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
                && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
                && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
        }
    }

    /// What reading found.
    enum Contents {
        /// There is no file.
        case missing
        /// The file is the version given as `unlessSeen`; its bytes were not read.
        case seen
        /// The file's bytes, and which version they are.
        case bytes(Data, Identity)
    }

    /// The bytes of the file at `path`, or `nil` if there is no file.
    /// - Parameter name: The file's name, for messages.
    /// - Throws: ``DataFileError/notARegularFile(file:kind:)`` or ``DataFileError/unreadable(file:reason:)``.
    static func read(_ path: String, name: String) throws(DataFileError) -> Data? {
        guard case .bytes(let data, _) = try read(path, name: name, unlessSeen: nil) else { return nil }
        return data
    }

    /// The bytes of the file at `path` with their version, unless the file is the version
    /// `unlessSeen` (then its bytes are not read).
    /// - Parameter folder: The file's folder when the file must be writable by its owner alone, and
    ///   the folder too, which must also belong to the user or to root (see ``untrustedFolder(_:)``).
    /// - Throws: ``DataFileError/notARegularFile(file:kind:)``, ``DataFileError/unreadable(file:reason:)``
    ///   or ``DataFileError/untrusted(file:reason:)``.
    static func read(
        _ path: String, name: String, unlessSeen seen: Identity?, ownerOnlyIn folder: String? = nil
    ) throws(DataFileError) -> Contents {
        let ownerOnly = folder != nil
        // The version seen is recognised without opening the file: nothing is read, so nothing
        // can be read through a link or from a FIFO put there in between. Anything else (a link,
        // another version, another owner) takes the way below, which reports or reads it. The
        // folder was checked when that version was read; a file put in its place since is another.
        if let seen {
            var status = stat()
            if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == geteuid(),
                !ownerOnly || status.st_mode & (S_IWGRP | S_IWOTH) == 0, Identity(status) == seen
            {
                return .seen
            }
        }
        if let folder, let reason = untrustedFolder(folder) { throw .untrusted(file: name, reason: reason) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let error = errno
            // No file, or a parent that is not a folder (nothing can be read there either).
            if error == ENOENT || error == ENOTDIR { return .missing }
            if error == ELOOP { throw .notARegularFile(file: name, kind: "a symbolic link") }
            throw .unreadable(file: name, reason: reason(error))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(file: name, reason: reason(errno)) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .notARegularFile(file: name, kind: FileKind.describe(status.st_mode))
        }
        guard status.st_uid == geteuid() else {
            throw .unreadable(
                file: name,
                reason: "it belongs to user \(status.st_uid), not to the user running this (\(geteuid()))")
        }
        if ownerOnly, let reason = writers(status.st_mode) {
            throw .untrusted(file: name, reason: "it is writable by \(reason)")
        }
        let identity = Identity(status)
        if identity == seen { return .seen }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count >= 0 else { throw .unreadable(file: name, reason: reason(errno)) }
            if count == 0 { return .bytes(data, identity) }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Why `folder` lets another user put a file of their making in the place of one in it, in
    /// words (`the data directory is writable by every user`); `nil` when it does not, or is not
    /// there (the file is then missing too). A sticky folder is no exception: the rule, as for
    /// plugins, is that nobody else may write it.
    static func untrustedFolder(_ folder: String) -> String? {
        var status = stat()
        guard stat(folder.isEmpty ? "." : folder, &status) == 0 else { return nil }
        if status.st_uid != 0 && status.st_uid != geteuid() {
            return
                "the data directory belongs to user \(status.st_uid), not to the user running this (\(geteuid()))"
        }
        return writers(status.st_mode).map { "the data directory is writable by \($0)" }
    }

    /// Who besides the owner may write a file of mode `mode`: `every user`, `its group`, or `nil`.
    private static func writers(_ mode: mode_t) -> String? {
        if mode & S_IWOTH != 0 { return "every user" }
        if mode & S_IWGRP != 0 { return "its group" }
        return nil
    }

    /// The system's words for an error number, in lowercase: `permission denied`.
    static func reason(_ error: Int32) -> String {
        String(cString: strerror(error)).lowercased()
    }
}
