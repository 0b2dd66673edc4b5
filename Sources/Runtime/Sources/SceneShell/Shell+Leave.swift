import SceneRuntime

/// The leave check at the prompt: a command that would take off the stack a scene asking not to
/// be left (a form with unsaved changes) asks the user first, through ``Shell/askToLeave``, and
/// goes on only on yes; where nobody can be asked (script mode) it fails with the scene's reason.
/// The forced forms (`back!`, `dismiss!`, `root!`, `popto! SCENE`, `go! SEGUE`, `goto! LINK`,
/// `undo!`, `reload!`, `quit!`) leave without asking.
extension Shell {
    /// `command`, asking the user whether to leave a scene that refuses, and carrying it out
    /// again without the check if they agree. A scene action is never run twice: a navigation it
    /// performs that a scene refuses is an error.
    func runAskingToLeave(_ command: ShellCommand) throws -> Reply {
        do {
            return try run(command)
        } catch NavigationError.leaveRefused(let scene, let reason, _) {
            let forced = Self.forcedForm(of: command)
            let answer = forced == nil ? nil : askToLeave?(reason)
            switch answer {
            case true?: return try run(command, force: true)
            case false?: return Reply()
            case nil:
                // Nobody can answer: the session ends anyway when it is asked to quit.
                if case .quit = command, askToLeave != nil { return Reply(quit: true) }
                throw ShellError.leaveRefused(scene: scene, reason: reason, forced: forced)
            }
        }
    }

    /// The line that would carry out `command` without asking (`popto! ContactList`); `nil` for
    /// a command without a forced form.
    static func forcedForm(of command: ShellCommand) -> String? {
        switch command {
        case .go(let segue): "go! \(segue)"
        case .back: "back!"
        case .root: "root!"
        case .popTo(let scene): "popto! \(scene)"
        case .dismiss: "dismiss!"
        case .reload: "reload!"
        case .undo: "undo!"
        case .goto(let link): "goto! \(link)"
        case .quit: "quit!"
        default: nil
        }
    }

    /// The line of `help` on the forced forms.
    static let forcedFormsHelp =
        "A scene may ask before it is left (unsaved changes): back!, root!, popto! SCENE, dismiss!,"
        + " go! SEGUE, goto! LINK, undo!, reload! and quit! leave without asking."

    /// `help back!`: the usage and summary of a forced form, `nil` if `topic` is none.
    static func forcedHelp(_ topic: String) -> TerminalText? {
        guard topic.hasSuffix("!"), ShellCommand.forceable.contains(String(topic.dropLast())) else {
            return nil
        }
        let name = topic.dropLast() == "exit" ? "quit" : String(topic.dropLast())
        guard let command = ShellCommand.all.first(where: { $0.name == name }) else { return nil }
        let usage = command.arguments.isEmpty ? "\(name)!" : "\(name)! \(command.arguments)"
        return "usage: \(usage)\n  \(command.summary), without asking the scenes it leaves\n"
    }
}
