/// Why `scenes` cannot start a session (as opposed to a command line it cannot understand, a
/// ``UsageError``); the program exits with status 1. Worded in ``ShellMessages``.
enum LaunchError: Error, Equatable {
    /// Neither `XDG_DATA_HOME` nor `HOME` names an absolute directory, and `--data` was not
    /// given: the values found (`nil` when unset).
    case noDataDirectory(home: String?, dataHome: String?)
    /// The file of `--script` cannot be read; `reason` says why.
    case unreadableScript(path: String, reason: Reason)
    /// The file of `--trace` cannot be opened for writing, or is refused.
    case untraceable(path: String, OwnFile.Refusal)
    /// The data folder (`--data DIR`, or the user's data directory) cannot be a folder: `blocker`,
    /// the path itself or a folder it would be made in, is `kind` (`a file`).
    case dataNotAFolder(path: String, blocker: String, kind: String)

    /// Why a script cannot be read.
    enum Reason: Equatable {
        case missing
        case directory
        case permissionDenied
        /// It is not a regular file (where only one is taken): `kind` says what it is (`a FIFO`).
        case notRegular(kind: String)
        /// It holds more than `limit` commands (`explore --setup`).
        case tooManyCommands(limit: Int)
        /// Its line `line` is longer than `limit` bytes.
        case lineTooLong(line: Int, limit: Int)
        case system(errno: Int32)
    }
}
