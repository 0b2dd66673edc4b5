import SceneRuntime

/// The leave check at the prompt: a command that would take off the stack a scene asking not to
/// be left (a form with unsaved changes) asks the user first, through ``Shell/askToLeave``, and
/// goes on only on yes; where nobody can be asked (script mode) it fails with the scene's reason.
/// The forced forms (`back!`, `dismiss!`, `root!`, `popto! SCENE`, `go! SEGUE`, `goto! LINK`,
/// `undo!`, `reload!`, `quit!`) leave without asking.
extension Shell {
    /// `command`, asking the user whether to leave a scene that refuses, and carrying it out
    /// again without the check if they agree. A scene action is never run twice: a navigation it
    /// performs that a scene refuses is an error. `forcedForm` is the line that carries out the
    /// command without asking (`popto! ContactList`), `nil` if it has none.
    func runAskingToLeave(_ command: ShellCommand, forcedForm: @autoclosure () -> String?) throws -> Reply {
        do {
            return try run(command)
        } catch NavigationError.leaveRefused(let scene, let reason, _) {
            let forced = forcedForm()
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
}
