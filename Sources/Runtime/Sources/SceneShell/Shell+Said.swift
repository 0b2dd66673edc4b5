import SceneRuntime

/// What a scene said belongs to the command that caused it: its `!` error and `*` success lines
/// (``Screen/Line/error(_:)``, ``Screen/Line/success(_:)``) are drawn on the screens of the command
/// that made the scene say them (an action of the scene, the navigation that showed it saying
/// something new, async work that changed what it says) and left out of the screens later
/// commands draw while the scene goes on saying the same (`help`, `stack`, a tab selected again),
/// so that an old `* deleted "Buy"` does not stay on the screen through later commands. An action
/// of the scene always says its lines anew, even the same words (`add Mug` twice).
extension Shell {
    /// What a scene said: each of its `!` and `*` lines, with the command it was first said to.
    struct SceneSaid {
        weak var scene: Scene?
        let lines: [(line: Screen.Line, command: Int)]
    }

    /// The screen `scene` shows as the shell draws it now: its ``Scene/screen``, without the `!`
    /// and `*` lines it said to an earlier command and says still.
    func shownScreen(of scene: Scene) -> Screen {
        let screen = scene.screen
        guard screen.lines.contains(where: Self.isSaid) else { return screen }
        let key = ObjectIdentifier(scene)
        // The lines it said before, each matched once.
        var before = said[key].flatMap { $0.scene === scene ? $0.lines : nil } ?? []
        var lines: [(line: Screen.Line, command: Int)] = []
        var shown: [Screen.Line] = []
        for line in screen.lines {
            guard Self.isSaid(line) else {
                shown.append(line)
                continue
            }
            var command = commandCount
            if let index = before.firstIndex(where: { $0.line == line }) {
                command = before.remove(at: index).command
            }
            lines.append((line, command))
            if command == commandCount { shown.append(line) }
        }
        remember(SceneSaid(scene: scene, lines: lines))
        return Screen(shown)
    }

    /// Notes that `scene` says its `!` and `*` lines now to this command (an action of it just
    /// ran), whatever it said before.
    func noteSaid(by scene: Scene) {
        let lines = scene.screen.lines.filter(Self.isSaid).map { (line: $0, command: commandCount) }
        remember(SceneSaid(scene: scene, lines: lines))
    }

    private func remember(_ record: SceneSaid) {
        guard let scene = record.scene else { return }
        // Records of scenes gone are dropped now and then.
        if said.count > 64 { said = said.filter { $0.value.scene != nil } }
        said[ObjectIdentifier(scene)] = record
    }

    private static func isSaid(_ line: Screen.Line) -> Bool {
        switch line {
        case .error, .success: true
        default: false
        }
    }
}
