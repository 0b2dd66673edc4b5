#if canImport(Glibc)
    import Glibc
#endif

/// What a file that is not a regular one is, in words, for the messages of the runtime, its store
/// and its shell: `a FIFO`, `a directory`.
package enum FileKind {
    /// The kind of file of `mode` (an `lstat` or `fstat` `st_mode`), in words.
    package static func describe(_ mode: UInt32) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }
}
