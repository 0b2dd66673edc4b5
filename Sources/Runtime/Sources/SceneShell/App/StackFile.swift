import FoundationEssentials
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

    package let path: String

    package init(dataDirectory: String) {
        path = PathText.joining(dataDirectory, Self.name)
    }

    /// The recorded stack; `nil` when none was recorded. Read as ``OwnFile`` reads: a symbolic
    /// link, a FIFO or a file of another user's is refused, and nothing of it is shown.
    /// - Throws: ``StackFileError`` when the file cannot be read or holds no record.
    func read() throws(StackFileError) -> NavigationState? {
        let bytes: [UInt8]
        do {
            guard let read = try OwnFile.read(path, limit: Self.sizeLimit) else { return nil }
            bytes = read
        } catch {
            throw .unreadable(path: path, error)
        }
        do {
            return try NavigationState(json: bytes)
        } catch {
            throw .invalid(path: path, error)
        }
    }

    /// Replaces the file with `state`, atomically, without waiting for the disk.
    /// - Throws: ``StackFileError/unwritable(path:_:)``; the file is then as it was.
    func write(_ state: NavigationState) throws(StackFileError) {
        do {
            try OwnFile.makeFolder(PathText.parent(of: path))
            try OwnFile.replace(path, with: Array(state.json.utf8), flush: false)
        } catch {
            throw .unwritable(path: path, error)
        }
    }
}

/// Why the stack file cannot be used. Worded in ``ShellMessages``.
enum StackFileError: Error, Equatable {
    /// It cannot be read, is refused, or is larger than ``StackFile/sizeLimit`` (`EFBIG`).
    case unreadable(path: String, OwnFile.Refusal)
    case invalid(path: String, NavigationState.JSONError)
    case unwritable(path: String, OwnFile.Refusal)
}
