#if canImport(Glibc)
    import Glibc
#endif

/// The trust check made before a plugin library is opened, as `ssh` checks its files and `sudo`
/// its plugins: the library and every folder above it, up to the root, on its real path (symbolic
/// links resolved first), must belong to root or to the user running the program, and none may be
/// writable by its group or by others.
///
/// One exception, decided for shared temporary folders such as `/tmp`: a folder owned by root with
/// the sticky bit set may be writable by everyone, because then only the owner of an entry may
/// rename or remove it, and that entry is checked in turn.
enum PluginTrust {
    /// The first unsafe file or folder of `realPath` (an absolute path without symbolic links),
    /// starting from the root; `nil` if every one is safe or cannot be examined (the caller then
    /// fails to open the file anyway).
    static func insecurity(ofRealPath realPath: String) -> PluginInsecurity? {
        let currentUser = geteuid()
        // Every folder above the file, then the file: the path cut before each `/` (a real path
        // has no empty component), sliced rather than joined from components, which would run
        // generic string code on a plugin's first load.
        var prefixes = ["/"]
        var index = realPath.utf8.startIndex
        for slash in realPath.utf8.indices.dropFirst() where realPath.utf8[slash] == UInt8(ascii: "/") {
            if slash > realPath.utf8.index(after: index) { prefixes.append(String(realPath[..<slash])) }
            index = slash
        }
        if realPath.utf8.count > 1 { prefixes.append(realPath) }
        for (position, path) in prefixes.enumerated() {
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }
            let isFolder = position < prefixes.count - 1
            if status.st_uid != 0 && status.st_uid != currentUser {
                return PluginInsecurity(
                    path: path, isFolder: isFolder,
                    reason: .ownedByAnotherUser(owner: status.st_uid, currentUser: currentUser))
            }
            let sharedTemporaryFolder =
                isFolder && status.st_mode & S_ISVTX != 0 && status.st_uid == 0
            if status.st_mode & S_IWOTH != 0 && !sharedTemporaryFolder {
                return PluginInsecurity(path: path, isFolder: isFolder, reason: .writableByOthers)
            }
            if status.st_mode & S_IWGRP != 0 && !sharedTemporaryFolder {
                return PluginInsecurity(path: path, isFolder: isFolder, reason: .writableByGroup)
            }
        }
        return nil
    }
}
