#if canImport(Glibc)
    import Glibc
#endif

/// Reads a storyboard file for a loader, turning file-system failures into diagnostics.
///
/// Only regular files are read, and at most a limit of bytes of them (``defaultMaximumSize``
/// unless raised): a pipe, a device such as `/dev/zero` or a file that keeps growing can neither
/// hang the loader nor exhaust memory.
enum StoryboardFile {
    /// The largest storyboard read by default, far above any hand-written one (a storyboard of a
    /// thousand scenes is about 150 KB; 32 MiB hold about 100,000 scenes of five segues).
    static let defaultMaximumSize = 32 << 20

    /// Why a file could not be read; worded in `Messages/`.
    enum Failure: Error {
        case missing
        case directory
        case notRegular
        case permissionDenied
        case tooLarge(limit: Int)
        case system(errno: Int32)
    }

    /// The bytes of the file at `path`.
    /// - Throws: ``StoryboardError`` naming the file as given, with the reason it cannot be read.
    static func read(at path: String, limit: Int = defaultMaximumSize) throws(StoryboardError) -> [UInt8] {
        do {
            return try readBytes(at: path, limit: limit)
        } catch {
            throw StoryboardError(file: path, problem: .unreadableFile(reason: error.description))
        }
    }

    /// The bytes of the regular file at `path`, never waiting on a FIFO (also used for plugin manifests).
    static func readBytes(at path: String, limit maximumSize: Int = defaultMaximumSize) throws(Failure)
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

    /// A size limit as messages give it: in MiB when it is a whole number of them.
    static func describe(size: Int) -> String {
        size % (1 << 20) == 0 ? "\(size >> 20) MiB" : "\(size) bytes"
    }

    private static func failure(_ code: Int32) -> Failure {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case EACCES, EPERM: .permissionDenied
        default: .system(errno: code)
        }
    }
}
