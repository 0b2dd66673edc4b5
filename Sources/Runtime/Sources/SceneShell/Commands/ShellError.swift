/// Why a line typed at the prompt could not be carried out (as opposed to errors of the runtime,
/// which the shell shows as they are).
package enum ShellError: Error, Equatable {
    case unterminatedQuote(Character)
    case missingArgument(command: String, usage: String)
    case tooManyArguments(command: String, usage: String)
    case unknownGraphFormat(String)
    /// A word that is neither a command nor an action of the current scene.
    case unknownCommand(String, scene: String, suggestion: String?, isSegue: Bool)
    case unknownHelpTopic(String, suggestion: String?)
    /// A secret argument left out where nobody can be asked for it (not on a terminal).
    case secretNotGiven(action: String, name: String, usage: String)
    /// A scene the command would leave asks not to be left, and nobody can be asked (script mode);
    /// `forced` is the line that leaves anyway, if the command has a forced form.
    case leaveRefused(scene: String, reason: String, forced: String?)
    /// `undo` with no navigation left to undo.
    case nothingToUndo
}
