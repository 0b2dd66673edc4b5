#if canImport(Glibc)
    import Glibc
#endif

/// Reads the file of `--script`: a regular file, or a pipe or FIFO (`--script <(make-commands)`),
/// read to its end. The user named the file, so a FIFO without a writer is waited for, as `cat`
/// would.
enum ScriptFile {
    /// The text of the script at `path`; bytes that are not UTF-8 become U+FFFD.
    /// - Throws: ``LaunchError/unreadableScript(path:reason:)``.
    static func read(at path: String) throws(LaunchError) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(path, errno) }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw .unreadableScript(path: path, reason: .directory)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
            } else if count == 0 {
                return String(decoding: bytes, as: UTF8.self)
            } else if errno != EINTR {
                throw failure(path, errno)
            }
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> LaunchError {
        let reason: LaunchError.Reason =
            switch code {
            case ENOENT, ENOTDIR: .missing
            case EISDIR: .directory
            case EACCES, EPERM: .permissionDenied
            default: .system(errno: code)
            }
        return .unreadableScript(path: path, reason: reason)
    }
}
