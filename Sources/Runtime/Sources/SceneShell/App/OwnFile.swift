import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// The one way the shell opens a file of the person's that it writes, or reads back what it wrote
/// (`--trace`, `stack.json`, the history, `explore --out`).
///
/// Never through a symbolic link (`O_NOFOLLOW`: a link in its place is refused, and its target is
/// neither opened nor named), never waiting (`O_NONBLOCK`: a FIFO is refused, not waited on), only
/// a regular file that belongs to the user running the program; a file of theirs that its group or
/// others may use is made 0600, and a new one is created 0600. A file appended to may also be a
/// character device, which holds nobody's data (`/dev/null`, `/dev/full`, a terminal). A file is
/// replaced by writing a new one beside it and renaming it over the old, so a link in its place is
/// replaced, never followed.
enum OwnFile {
    /// The mode of every file the shell writes.
    static let fileMode: mode_t = 0o600
    /// The mode of every folder the shell creates.
    static let folderMode: mode_t = 0o700

    /// Why a file was refused. Worded in ``ShellMessages``.
    enum Refusal: Error, Equatable {
        /// It is a symbolic link.
        case symbolicLink
        /// It is not a regular file: `kind` says what it is (`a FIFO`).
        case notRegular(kind: String)
        /// It belongs to another user.
        case ownedByAnotherUser(owner: UInt32)
        /// The system refused; `errno` says why.
        case system(errno: Int32)
    }

    /// Opens `path` for appending, creating it (0600) if there is none.
    /// - Parameter devices: Whether a character device is taken as it is.
    /// - Returns: The descriptor, which the caller closes.
    static func openForAppending(_ path: String, devices: Bool = false) throws(Refusal) -> Int32 {
        try open(path, O_WRONLY | O_APPEND | O_CREAT, devices: devices)
    }

    /// The bytes of `path`, at most `limit` of them; `nil` if there is no file.
    /// - Parameter keepingMode: Whether a file its group or others may use is read as it is, not
    ///   made 0600: a file the person shares (a snapshot committed beside the code), not one the
    ///   shell keeps for itself.
    /// - Throws: ``Refusal``; `.system(errno: EFBIG)` for a file larger than `limit`.
    static func read(_ path: String, limit: Int, keepingMode: Bool = false) throws(Refusal) -> [UInt8]? {
        let descriptor: Int32
        do {
            descriptor = try open(path, O_RDONLY, devices: false, tightening: !keepingMode)
        } catch .system(let code) where code == ENOENT {
            return nil
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw .system(errno: errno) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw .system(errno: EFBIG) }
        }
    }

    /// Replaces `path` with `bytes`: a new file (0600) beside it, written (and flushed to the disk
    /// if `flush`), renamed over it. On failure the old file is as it was and the new one is removed.
    /// What is in its place is replaced only if it is the user's own (a link of theirs is replaced,
    /// never followed); another user's file is left as it is.
    static func replace(_ path: String, with bytes: [UInt8], flush: Bool = true) throws(Refusal) {
        try checkOwner(path)
        let temporary = path + ".new-\(getpid())"
        unlink(temporary)
        let descriptor = Glibc.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else { throw .system(errno: errno) }
        fchmod(descriptor, fileMode)
        var failure = DescriptorWriter.writeAll(bytes, to: descriptor)
        if failure == nil && flush && fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == nil && rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw .system(errno: failure)
        }
    }

    /// Removes `path` if it is the user's own regular file or symbolic link (a link is removed, its
    /// target untouched); anything else is left as it is.
    /// - Returns: Whether it removed something.
    @discardableResult
    static func remove(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_uid == geteuid(),
            [S_IFREG, S_IFLNK].contains(status.st_mode & S_IFMT)
        else { return false }
        return unlink(path) == 0
    }

    /// Refuses `path` if something in its place belongs to another user.
    private static func checkOwner(_ path: String) throws(Refusal) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard status.st_uid == geteuid() else { throw .ownedByAnotherUser(owner: status.st_uid) }
    }

    /// Creates `folder` and every missing folder above it, 0700.
    static func makeFolder(_ folder: String) throws(Refusal) {
        var made = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/", omittingEmptySubsequences: true) {
            made += "/" + component
            if mkdir(made, folderMode) != 0 && errno != EEXIST { throw .system(errno: errno) }
        }
    }

    /// Opens `path` with `flags`, and checks what was opened before anything is read or written.
    private static func open(_ path: String, _ flags: Int32, devices: Bool, tightening: Bool = true)
        throws(Refusal) -> Int32
    {
        let descriptor = Glibc.open(path, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else {
            let code = errno
            var status = stat()
            if code == ELOOP { throw .symbolicLink }
            // Opening a FIFO without a reader for writing fails at once with ENXIO.
            if code == ENXIO, lstat(path, &status) == 0 {
                throw .notRegular(kind: FileKind.describe(status.st_mode))
            }
            throw .system(errno: code)
        }
        do {
            try check(descriptor, devices: devices, tightening: tightening)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            return descriptor
        } catch {
            close(descriptor)
            throw error
        }
    }

    private static func check(_ descriptor: Int32, devices: Bool, tightening: Bool) throws(Refusal) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system(errno: errno) }
        if devices && status.st_mode & S_IFMT == S_IFCHR { return }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .notRegular(kind: FileKind.describe(status.st_mode))
        }
        guard status.st_uid == geteuid() else { throw .ownedByAnotherUser(owner: status.st_uid) }
        if tightening && status.st_mode & 0o777 & ~fileMode != 0 {
            fchmod(descriptor, status.st_mode & fileMode)
        }
    }
}
