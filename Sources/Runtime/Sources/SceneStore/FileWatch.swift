import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// A data file as observed data (``SceneRuntime/ObservedData``): its version changes whenever the
/// file is replaced, by a change of this process or of another sharing the data directory, so
/// that every visible scene that read it is told. One per path in the process.
@MainActor final class FileWatch: ObservedData {
    private let path: String
    /// The file's identity when last asked (`nil`: no file), and how many times it changed since
    /// the watch was made.
    private var seen: RegularFile.Identity?
    private var changes = 0

    private init(path: String) {
        self.path = path
        seen = Self.identity(of: path)
    }

    /// The watch of the file at `path`.
    static func of(_ path: String) -> FileWatch {
        if let watch = watches[path] { return watch }
        let watch = FileWatch(path: path)
        watches[path] = watch
        return watch
    }

    private static var watches: [String: FileWatch] = [:]

    /// Counts a change each time the file is found replaced since last asked: one `lstat`.
    var version: Int {
        let now = Self.identity(of: path)
        if now != seen {
            seen = now
            changes &+= 1
        }
        return changes
    }

    private static func identity(of path: String) -> RegularFile.Identity? {
        var status = stat()
        return lstat(path, &status) == 0 ? RegularFile.Identity(status) : nil
    }
}
