import SceneRuntime

/// The leave check at the prompt: a command that would take off the stack a scene asking not to
/// be left (a form with unsaved changes) asks the user first, through ``Shell/askToLeave``, and
/// goes on only on yes; where nobody can be asked (script mode) it fails with the scene's reason.
/// The forced forms (`back!`, `dismiss!`, `root!`, `popto! SCENE`, `go! SEGUE`, `goto! LINK`,
/// `undo!`, `reload!`, `quit!`) leave without asking. A person who answers no is told that the
/// command was cancelled and nothing changed.
extension Shell {
    /// `command`, asking the user whether to leave a scene that refuses, and carrying it out
    /// again without the check if they agree. A scene action is never run twice: a navigation it
    /// performs that a scene refuses is an error. `forcedForm` is the line that carries out the
    /// command without asking (`popto! ContactList`), `nil` if it has none; `word` is the command
    /// as typed, for the line that says it was cancelled.
    func runAskingToLeave(
        _ command: ShellCommand, typed word: String, forcedForm: @autoclosure () -> String?
    ) throws -> Reply {
        do {
            return try run(command)
        } catch NavigationError.leaveRefused(let scene, let reason, _) {
            let forced = forcedForm()
            let answer = forced == nil ? nil : askToLeave?(reason)
            switch answer {
            case true?: return try run(command, force: true)
            case false?: return Self.cancelled(word)
            case nil:
                // Nobody can answer: the session ends anyway when it is asked to quit.
                if case .quit = command, askToLeave != nil { return Reply(quit: true) }
                throw ShellError.leaveRefused(scene: scene, reason: reason, forced: forced)
            }
        }
    }

    /// The reply to a command a person cancelled (a question answered no, a secret prompt left
    /// with Ctrl-C or Ctrl-D): one line saying so, the screen unchanged.
    static func cancelled(_ word: String) -> Reply {
        Reply(output: TerminalText(printable(ShellMessages.cancelled(word)) + "\n"))
    }
}
