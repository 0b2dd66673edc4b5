import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// A data file as the process knows it, one per path: the last version decoded (by any
/// ``DataFile`` of the path), so that a file that has not changed is not decoded again, and the
/// file as observed data (``SceneRuntime/ObservedData``): its version changes whenever the file is
/// replaced, by a change of this process or of another sharing the data directory, so that every
/// visible scene that read it is told.
@MainActor final class KnownFile: ObservedData {
    private let path: String
    /// The last version decoded and its value.
    var decoded: (identity: RegularFile.Identity, value: any Sendable)?
    /// The file's identity when last seen (`nil`: no file), and how many times it changed since
    /// the process first saw it.
    private var seen: RegularFile.Identity?
    private var changes = 0

    private init(path: String) {
        self.path = path
        seen = Self.identity(of: path)
    }

    /// The file at `path`.
    static func of(_ path: String) -> KnownFile {
        if let known = files[path] { return known }
        let known = KnownFile(path: path)
        files[path] = known
        return known
    }

    private static var files: [String: KnownFile] = [:]

    /// Counts a change each time the file is found replaced since last seen: one `lstat`.
    var version: Int {
        let now = Self.identity(of: path)
        if now != seen {
            seen = now
            changes &+= 1
        }
        return changes
    }

    /// The identity of the file at `path` now (one `lstat`); `nil` when there is none.
    static func identity(of path: String) -> RegularFile.Identity? {
        var status = stat()
        return lstat(path, &status) == 0 ? RegularFile.Identity(status) : nil
    }
}
