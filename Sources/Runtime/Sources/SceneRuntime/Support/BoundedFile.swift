#if canImport(Glibc)
    import Glibc
#endif

/// Reads a file the program does not control (a storyboard, a plugin's manifest): only a regular
/// file, and at most a limit of bytes of it, so that a pipe, a device such as `/dev/zero` or a
/// file that keeps growing can neither hang the reader nor exhaust memory.
package enum BoundedFile {
    /// The most read unless a reader says otherwise: 32 MiB.
    package static let defaultLimit = 32 << 20

    /// Why a file could not be read; worded in `Messages/`.
    package enum Failure: Error {
        case missing
        case directory
        case notRegular
        case permissionDenied
        case tooLarge(limit: Int)
        case system(errno: Int32)
    }

    /// The bytes of the regular file at `path`, at most `maximumSize`, never waiting on a FIFO.
    package static func read(at path: String, limit maximumSize: Int = defaultLimit) throws(Failure)
        -> [UInt8]
    {
        // O_NONBLOCK: opening a FIFO without a writer must not wait for one.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .directory
        default: throw .notRegular
        }
        guard status.st_size <= maximumSize else { throw .tooLarge(limit: maximumSize) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            // One byte past the limit is enough to know that a growing file is too large.
            let wanted = min(chunk.count, maximumSize + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count > maximumSize { throw .tooLarge(limit: maximumSize) }
        }
    }

    private static func failure(_ code: Int32) -> Failure {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case EACCES, EPERM: .permissionDenied
        default: .system(errno: code)
        }
    }

    /// A size limit as messages give it: in MiB when it is a whole number of them.
    static func describe(size: Int) -> String {
        size % (1 << 20) == 0 ? "\(size >> 20) MiB" : "\(size) bytes"
    }
}
