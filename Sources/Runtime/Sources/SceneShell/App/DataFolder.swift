import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// The folder a session keeps the app's data in, checked before the session starts: a path that
/// can never be a folder (it, or a folder it would be made in, is a file) is refused at once,
/// instead of a session in which every scene says that a file is in the way.
enum DataFolder {
    /// Refuses `path` (absolute) when it, or the nearest of its parents that exists, is not a
    /// folder; a path that does not exist yet, in a folder that does, is fine (the app creates it).
    /// - Throws: ``LaunchError/dataNotAFolder(path:blocker:kind:)``.
    static func check(_ path: String) throws(LaunchError) {
        let whole = trimmed(path)
        var candidate = whole
        while !candidate.isEmpty {
            var status = stat()
            if stat(candidate, &status) == 0 {
                guard status.st_mode & S_IFMT != S_IFDIR else { return }
                throw .dataNotAFolder(
                    path: path, blocker: candidate == whole ? path : candidate,
                    kind: kind(of: status.st_mode)
                )
            }
            // Missing, or under a file: the nearest parent that exists says which.
            guard errno == ENOENT || errno == ENOTDIR else { return }
            candidate = parent(of: candidate)
        }
    }

    /// `path` without the slashes at its end (`/a/b/` → `/a/b`); `/` stays.
    private static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// The folder `path` is in (`/a/b` → `/a`, `/a` → `/`), or empty for `/` and a name alone.
    private static func parent(of path: String) -> String {
        guard path != "/", let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : trimmed(String(path[..<slash]))
    }

    /// What a file that is not a folder is, for the message: `a file`, `a FIFO`, ...
    private static func kind(of mode: mode_t) -> String {
        mode & S_IFMT == S_IFREG ? "a file" : FileKind.describe(mode)
    }
}
