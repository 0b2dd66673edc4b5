import SceneRuntime

/// Every message of the shell's own errors, and how any error is shown at the prompt.
enum ShellMessages {
    /// The text of an error, without the `error: ` prefix.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as ShellError: message(error)
        case let error as UsageError: error.message
        case let error as GeneratorError: message(error)
        default: String(describing: error)
        }
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
        }
    }
}
