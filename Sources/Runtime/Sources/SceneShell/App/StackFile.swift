import Foundation
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// The stack recorded in the data directory (`stack.json`), for `scenes --resume`.
///
/// Written atomically: a new file of mode 0600 beside it, then renamed over it, so a reader
/// (another process, a later session) sees one whole record, the last written. Several
/// processes on one data directory each write their own temporary file; the last rename wins.
/// It is not synced to the disk: a session records after every move, and losing the last move
/// to a power cut costs less than a wait for the disk on each one.
package struct StackFile {
    static let name = "stack.json"
    /// A larger file is not a record this program wrote.
    static let sizeLimit = 64 << 20
    static let fileMode: mode_t = 0o600
    static let folderMode: mode_t = 0o700

    package let path: String

    package init(dataDirectory: String) {
        path = URL(fileURLWithPath: dataDirectory).appendingPathComponent(Self.name).path
    }

    /// The recorded stack; `nil` when none was recorded.
    /// - Throws: ``StackFileError`` when the file cannot be read or holds no record.
    func read() throws(StackFileError) -> StackRecord? {
        // O_NONBLOCK: a FIFO put in its place is refused, not waited on.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, errno: errno)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, errno: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegular(path: path) }
        guard info.st_size <= Self.sizeLimit else { throw .tooLarge(path: path) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw .unreadable(path: path, errno: errno) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > Self.sizeLimit { throw .tooLarge(path: path) }
        }
        do {
            return try StackRecord(json: bytes)
        } catch {
            throw .invalid(path: path, error)
        }
    }

    /// Replaces the file with `record`, atomically.
    /// - Throws: ``StackFileError/unwritable(path:errno:)``; the file is then as it was.
    func write(_ record: StackRecord) throws(StackFileError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try makeFolder(folder)
        let temporary = path + ".new-\(getpid())"
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, Self.fileMode)
        guard descriptor >= 0 else { throw .unwritable(path: path, errno: errno) }
        fchmod(descriptor, Self.fileMode)
        var failure = DescriptorWriter.writeAll(Array(record.json.utf8), to: descriptor)
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw .unwritable(path: path, errno: failure)
        }
    }

    /// Creates the data directory and any missing folder above it, with mode 0700.
    private func makeFolder(_ folder: String) throws(StackFileError) {
        var made = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/", omittingEmptySubsequences: true) {
            made += "/" + component
            if mkdir(made, Self.folderMode) != 0 && errno != EEXIST {
                throw .unwritable(path: path, errno: errno)
            }
        }
    }
}

/// Why the stack file cannot be used. Worded in ``ShellMessages``.
enum StackFileError: Error, Equatable {
    case unreadable(path: String, errno: Int32)
    case notRegular(path: String)
    case tooLarge(path: String)
    case invalid(path: String, StackRecordError)
    case unwritable(path: String, errno: Int32)
}
