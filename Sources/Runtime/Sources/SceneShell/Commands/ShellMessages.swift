import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// Every message of the shell's own errors, and how any error is shown at the prompt.
enum ShellMessages {
    /// The text of an error, without the `error: ` prefix.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as ShellError: message(error)
        case let error as UsageError: error.message
        case let error as GeneratorError: message(error)
        case let error as LaunchError: message(error)
        case let error as WriteFailure: message(error)
        default: String(describing: error)
        }
    }

    /// The warning of an interactive session without a place for its history.
    static let historyNotKept =
        "warning: the history is not kept: set HOME or XDG_DATA_HOME to an absolute path"

    private static func message(_ error: LaunchError) -> String {
        switch error {
        case .noDataDirectory(let home, let dataHome):
            "no data directory: \(why("XDG_DATA_HOME", dataHome)) and \(why("HOME", home));"
                + " set HOME or XDG_DATA_HOME to an absolute path, or pass --data DIR"
        case .unreadableScript(let path, let reason):
            "cannot read the script \(quoted(path)): \(describe(reason))"
        case .untraceable(let path, let code):
            "--trace: cannot open \(quoted(path)) for writing: \(describe(LaunchError.Reason.system(errno: code)))"
        }
    }

    private static func describe(_ reason: LaunchError.Reason) -> String {
        switch reason {
        case .missing: "no such file"
        case .directory: "it is a directory, not a file"
        case .permissionDenied: "permission denied"
        case .system(let code): String(cString: strerror(code)).lowercased()
        }
    }

    /// A write to the `--trace` file failed; the session goes on without it.
    static func traceWriteFailed(path: String, code: Int32) -> String {
        "error: cannot write the trace \(quoted(path)): \(describe(LaunchError.Reason.system(errno: code))); tracing stopped"
    }

    /// Why an environment variable names no data directory.
    private static func why(_ name: String, _ value: String?) -> String {
        switch value {
        case nil: "\(name) is not set"
        case ""?: "\(name) is empty"
        case let value?: "\(name) \(quoted(value)) is not an absolute path"
        }
    }

    private static func message(_ failure: WriteFailure) -> String {
        let stream = failure.stream == .output ? "standard output" : "standard error"
        return "cannot write to \(stream): \(String(cString: strerror(failure.code)))"
    }

    private static func message(_ error: GeneratorError) -> String {
        switch error {
        case .invalidName(let name, let reason): "cannot name a scene '\(name)': \(reason)"
        case .exists(let name, let place): "'\(name)' already exists in \(place)"
        case .missingFile(let file):
            "\(file) not found; run scenes new in the package's folder, or pass --package DIR"
        case .cannotEdit(let file, let reason): "cannot add the scene to \(file): \(reason)"
        case .writeFailed(let file, let reason): "cannot write \(file): \(reason)"
        }
    }

    private static func message(_ error: ShellError) -> String {
        switch error {
        case .unterminatedQuote(let quote):
            "unterminated \(quote == "'" ? "single" : "double") quote"
        case .missingArgument(let command, let usage):
            "'\(command)' needs an argument; usage: \(usage)"
        case .tooManyArguments(let command, let usage):
            "too many arguments for '\(command)'; usage: \(usage)"
        case .unknownGraphFormat(let format):
            "unknown graph format \(quoted(format)); expected text, dot or mermaid"
        case .unknownCommand(let word, let scene, let suggestion, let isSegue):
            "no command or action \(quoted(word)) in scene '\(scene)'"
                + (isSegue ? "; to perform the segue, type 'go \(word)'" : "")
                + didYouMean(suggestion) + "; type 'help' for the list"
        case .unknownHelpTopic(let topic, let suggestion):
            "no command or action \(quoted(topic))" + didYouMean(suggestion)
        case .secretNotGiven(let action, let name, let usage):
            "'\(action)' needs \(name), which is asked for only on a terminal; here, write it on the line"
                + " (it is shown as ***); usage: \(usage)"
        case .nothingToUndo:
            "nothing to undo: the stack is as the session started; 'history' lists what happened"
        }
    }
}
