/// Why `scenes snapshot` or `scenes explore --snapshots` cannot read or write a snapshot folder.
/// Worded in ``ShellMessages``.
enum SnapshotError: Error, Equatable {
    /// The folder has no `index.json`.
    case noIndex(folder: String)
    /// There is no folder at the path: nothing (`kind` is `nil`), or something else (`a file`).
    case noFolder(folder: String, kind: String?)
    /// A file of the folder cannot be read: the refusal says why (`.system(errno: EFBIG)` for one
    /// larger than ``SnapshotFolder/maximumFileSize``).
    case unreadable(path: String, OwnFile.Refusal)
    /// `index.json` is not an index of snapshots: `detail` says what is wrong.
    case malformedIndex(path: String, detail: String)
    /// A file or the folder cannot be written.
    case unwritable(path: String, OwnFile.Refusal)
    /// The replaying process cannot be started.
    case cannotReplay(reason: String)
}
