import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// The file of `--script`, read line by line as the session runs it, so that memory stays flat
/// however long the script: a regular file, or a pipe or FIFO (`--script <(make-commands)`), read
/// to its end. The user named the file, so a FIFO without a writer is waited for, as `cat` would.
/// Lines end at `\n` or `\r\n` (a `\r` ending the last line is dropped too, as ``ScriptLines``
/// does); bytes that are not UTF-8 become U+FFFD. A line longer than ``maximumLineBytes`` stops the
/// reading with an error naming it (`/dev/zero` is refused after 4 MiB, not read for ever).
final class ScriptFile: LineInput {
    private let path: String
    private let descriptor: Int32
    /// Bytes read and not yet returned start at `start`; `searched` is how far from there no line
    /// feed was found.
    private var buffer: [UInt8] = []
    private var start = 0
    private var searched = 0
    private var atEnd = false
    /// The lines returned so far.
    private var lineNumber = 0
    /// Why reading stopped before the end, if it did: the lines before it were returned.
    private(set) var failure: LaunchError?
    private static let chunk = 1 << 16
    /// The longest line read, in bytes: 4 MiB, four times the longest a person's garbage tests type.
    static let maximumLineBytes = 1 << 22

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Opens the script at `path` and reads its first bytes, so that a script that cannot be read
    /// at all is refused before the session starts.
    /// - Parameter regularOnly: Whether only a regular file is taken: a FIFO, a device or a socket
    ///   is refused at once, without waiting for a writer (`explore --setup`, read whole before a
    ///   walk, is a file kept beside the app).
    /// - Throws: ``LaunchError/unreadableScript(path:reason:)``.
    static func open(at path: String, regularOnly: Bool = false) throws(LaunchError) -> ScriptFile {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0))
        guard descriptor >= 0 else { throw failure(path, errno) }
        let file = ScriptFile(path: path, descriptor: descriptor)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(path, errno) }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw .unreadableScript(path: path, reason: .directory)
        }
        if regularOnly {
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw .unreadableScript(
                    path: path, reason: .notRegular(kind: FileKind.describe(status.st_mode)))
            }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        file.readMore()
        if let failure = file.failure { throw failure }
        return file
    }

    /// Never a terminal.
    var isTerminal: Bool { false }

    /// The next line without its line end, or `nil` after the last (or once reading failed).
    func nextLine() -> String? {
        while true {
            if let newline = buffer[(start + searched)...].firstIndex(of: 0x0A) {
                var end = newline
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                guard end - start <= Self.maximumLineBytes else { return tooLong() }
                defer {
                    start = newline + 1
                    searched = 0
                    lineNumber += 1
                }
                return Self.line(buffer[start..<end])
            }
            searched = buffer.count - start
            if searched > Self.maximumLineBytes + 1 { return tooLong() }
            if atEnd {
                guard start < buffer.count, failure == nil else { return nil }
                defer {
                    start = buffer.count
                    searched = 0
                    lineNumber += 1
                }
                return Self.line(buffer[start...])
            }
            readMore()
        }
    }

    /// Stops the reading at a line longer than ``maximumLineBytes``: nothing more is returned.
    private func tooLong() -> String? {
        failure = .unreadableScript(
            path: path, reason: .lineTooLong(line: lineNumber + 1, limit: Self.maximumLineBytes))
        atEnd = true
        buffer = []
        start = 0
        searched = 0
        return nil
    }

    /// `bytes` as a line: a `\r` left at its end is dropped, as `ScriptLines` drops it.
    private static func line(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.last == 0x0D ? bytes.dropLast() : bytes, as: UTF8.self)
    }

    /// Reads the next chunk after what is left unread; notes the end, or a failure.
    private func readMore() {
        buffer.removeSubrange(0..<start)
        start = 0
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.chunk))
        while true {
            let count = buffer.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress.map { $0 + old }, Self.chunk)
            }
            if count >= 0 {
                buffer.removeLast(Self.chunk - count)
                atEnd = count == 0
                return
            }
            if errno != EINTR {
                buffer.removeLast(Self.chunk)
                failure = Self.failure(path, errno)
                atEnd = true
                return
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
