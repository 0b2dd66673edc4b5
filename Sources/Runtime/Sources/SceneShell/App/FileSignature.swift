#if canImport(Glibc)
    import Glibc
#endif

/// What tells whether a file changed: its inode, size and modification time. An editor that
/// saves by renaming a new file over the old one changes the inode.
struct FileSignature: Equatable {
    let inode: UInt64
    let size: Int64
    let seconds: Int
    let nanoseconds: Int

    /// The signature of the file at `path`, or `nil` if it cannot be read.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        seconds = Int(status.st_mtim.tv_sec)
        nanoseconds = Int(status.st_mtim.tv_nsec)
    }
}
