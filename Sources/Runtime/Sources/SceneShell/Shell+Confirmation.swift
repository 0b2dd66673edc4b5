import SceneRuntime

/// Actions that ask first: an action that cannot be taken back (deleting a record, emptying a
/// list) declares a question (``SceneAction/asking(_:)``), which the shell asks through
/// ``Shell/askToConfirm`` before the action runs; the action runs only on yes, and a no says that
/// the command was cancelled. Where nobody can be asked (script mode) the line is refused, and the
/// action's forced form, its name followed by `!` (`delete! 2`), runs it without asking, as
/// `back!` leaves without asking.
extension Shell {
    /// Turns `delete! 2`, the forced form of an action of the current scene that asks first, into
    /// `delete 2`, and says whether it did; any other command is left as it is.
    func confirmingForm(_ command: inout ShellCommand) -> Bool {
        guard case .action(let name, let arguments) = command, name.count > 1, name.hasSuffix("!"),
            let action = commands.action(named: String(name.dropLast())), action.asksFirst
        else { return false }
        command = .action(name: action.name, arguments: arguments)
        return true
    }

    /// The name of the action `command` performs, `nil` for a command of the shell.
    func actionName(of command: ShellCommand) -> String? {
        if case .action(let name, _) = command { name } else { nil }
    }

    /// The line that runs the action `name` with `arguments` without asking: `delete! 2`, each
    /// argument written as it would be typed (in quotes when it has blanks).
    static func forcedLine(action name: String, arguments: [String]) -> String {
        ([name + "!"] + arguments.map(ArgumentSamples.quoted)).joined(separator: " ")
    }
}
