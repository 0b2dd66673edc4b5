import SceneRuntime

/// What starting a session says: why it cannot start, or what it goes on without.
extension ShellMessages {
    /// The warning of an interactive session without a place for its history.
    static let historyNotKept =
        "warning: the history is not kept: set HOME or XDG_DATA_HOME to an absolute path"

    static func message(_ error: LaunchError) -> String {
        switch error {
        case .noDataDirectory(let home, let dataHome):
            "no data directory: \(why("XDG_DATA_HOME", dataHome)) and \(why("HOME", home));"
                + " set HOME or XDG_DATA_HOME to an absolute path, or pass --data DIR"
        case .unreadableScript(let path, let reason):
            "cannot read the script \(quotedPath(path)): \(describe(reason))"
        case .untraceable(let path, let refusal):
            "--trace: cannot open \(quotedPath(path)) for writing: \(describe(refusal))"
        case .dataNotAFolder(let path, let blocker, let kind) where path == blocker:
            "cannot keep the app's data in \(quotedPath(path)): it is \(kind), not a folder; pass --data DIR"
                + " with a folder, or a path where one can be made"
        case .dataNotAFolder(let path, let blocker, let kind):
            "cannot keep the app's data in \(quotedPath(path)): \(quotedPath(blocker)) is \(kind), not a"
                + " folder; pass --data DIR with a folder, or a path where one can be made"
        }
    }

    private static func describe(_ reason: LaunchError.Reason) -> String {
        switch reason {
        case .missing: "no such file"
        case .directory: "it is a directory, not a file"
        case .permissionDenied: "permission denied"
        case .notRegular(let kind): "it is \(kind), not a regular file"
        case .lineTooLong(let line, let limit): "line \(line) is longer than \(limit >> 20) MiB"
        case .tooManyCommands(let limit): "it holds more than \(limit) commands"
        case .system(let code): Self.reason(code)
        }
    }

    /// A write to the `--trace` file failed; the session goes on without it.
    static func traceWriteFailed(path: String, code: Int32) -> String {
        "error: cannot write the trace \(quotedPath(path)): \(describe(LaunchError.Reason.system(errno: code))); tracing stopped"
    }

    /// Why an environment variable names no data directory.
    private static func why(_ name: String, _ value: String?) -> String {
        switch value {
        case nil: "\(name) is not set"
        case ""?: "\(name) is empty"
        case let value?: "\(name) \(quotedPath(value)) is not an absolute path"
        }
    }
}
