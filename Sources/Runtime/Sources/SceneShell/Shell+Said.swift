package import SceneRuntime

/// What a scene said belongs to the command that caused it: its `!` error and `*` success lines
/// (``Screen/Line/error(_:)``, ``Screen/Line/success(_:)``) are drawn on the screens of the command
/// that made the scene say them (an action of the scene, the navigation that showed it saying
/// something new, async work that changed what it says) and left out of the screens later
/// commands draw while the scene goes on saying the same (`help`, `stack`, a tab selected again),
/// so that an old `* deleted "Buy"` does not stay on the screen through later commands. An action
/// of the scene always says its lines anew, even the same words (`add Mug` twice).
extension Shell {
    /// What a scene said, and the command it said it to.
    struct SceneSaid {
        weak var scene: Scene?
        let lines: [Screen.Line]
        let command: Int
    }

    /// The screen `scene` shows as the shell draws it now: its ``Scene/screen``, without its `!`
    /// and `*` lines if it said them to an earlier command.
    package func shownScreen(of scene: Scene) -> Screen {
        let screen = scene.screen
        let lines = Self.said(on: screen)
        guard !lines.isEmpty else { return screen }
        let key = ObjectIdentifier(scene)
        if let record = said[key], record.scene === scene, record.lines == lines {
            guard record.command != commandCount else { return screen }
            return Screen(screen.lines.filter { !Self.isSaid($0) })
        }
        noteSaid(by: scene, lines: lines)
        return screen
    }

    /// Notes that `scene` says its lines now to this command (an action of it just ran).
    func noteSaid(by scene: Scene, lines: [Screen.Line]? = nil) {
        // Records of scenes gone are dropped now and then.
        if said.count > 64 { said = said.filter { $0.value.scene != nil } }
        said[ObjectIdentifier(scene)] = SceneSaid(
            scene: scene, lines: lines ?? Self.said(on: scene.screen), command: commandCount)
    }

    /// The `!` and `*` lines of a screen.
    private static func said(on screen: Screen) -> [Screen.Line] {
        screen.lines.filter(isSaid)
    }

    private static func isSaid(_ line: Screen.Line) -> Bool {
        switch line {
        case .error, .success: true
        default: false
        }
    }
}
