import SceneRuntime

/// The texts of `help`, from the commands' descriptions (``ShellCommand/descriptions``) and the
/// current scene's actions.
@MainActor enum ShellHelp {
    /// The commands, one row each, and the line on the forced forms: the same on every scene.
    static let commands = listing(ShellCommand.descriptions)

    /// ``commands`` of an app without containers: without `tabs`, `tab` and `focus`, which have
    /// nothing to act on there.
    static let commandsWithoutContainers = listing(
        ShellCommand.descriptions.filter { !containerCommands.contains($0.name) })

    /// The commands that act on containers.
    static let containerCommands: Set<String> = ["tabs", "tab", "focus"]

    private static func listing(_ descriptions: [CommandDescription]) -> String {
        var lines = ["Commands:"]
        let width = descriptions.map(\.usage.count).max() ?? 0
        for command in descriptions {
            lines.append("  " + CellWidth.padded(command.usage, to: width) + "  " + command.summary)
        }
        lines.append(forcedForms)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The line of `help` on the forced forms.
    static let forcedForms =
        "A scene may ask before it is left (unsaved changes): back!, root!, popto! SCENE, dismiss!,"
        + " go! SEGUE, goto! LINK, undo!, reload! and quit! leave without asking."

    /// `help`: the commands (without those of containers in an app that has none), then the
    /// actions of `scene` (if the shell shows one).
    static func overview(
        of scene: Scene?, actions: [SceneModule.ActionDescriptor], hasContainers: Bool = true
    )
        -> TerminalText
    {
        let commands = hasContainers ? commands : commandsWithoutContainers
        guard let scene else { return TerminalText(commands) }
        var lines = [
            actions.isEmpty ? "Scene '\(scene.id)' has no actions." : "Actions of scene '\(scene.id)':"
        ]
        let usages = actions.map { TerminalText.oneRow($0.usage) }
        let width = usages.map(CellWidth.of).max() ?? 0
        for (action, usage) in zip(actions, usages) {
            lines.append(
                "  " + CellWidth.padded(usage, to: width) + "  " + TerminalText.oneRow(action.summary))
        }
        return TerminalText(commands + lines.joined(separator: "\n") + "\n")
    }

    /// `help TOPIC`: the usage and summary of a command, of its forced form (`back!`), or of an
    /// action of `actions`, saying why when `scene` says it does not apply now; `nil` if `topic`
    /// names none of them.
    static func topic(_ topic: String, actions: [SceneModule.ActionDescriptor], scene: Scene? = nil)
        -> TerminalText?
    {
        if let (command, isForced) = ShellCommand.described(by: topic) {
            guard isForced else { return "usage: \(command.usage)\n  \(command.summary)\n" }
            return """
                usage: \(command.usage(typedAs: command.name + "!"))
                  \(command.summary), without asking the scenes it leaves

                """
        }
        guard let action = actions.first(where: { $0.name == topic }) else { return nil }
        let kinds = action.kindsHelp.map { TerminalText.oneRow($0) + "\n" }.joined()
        var unavailable = ""
        if let scene, case .unavailable(let reason) = scene.availability(ofAction: action.name) {
            unavailable =
                "  (does not apply now" + (reason.map { ": " + TerminalText.oneRow($0) } ?? "") + ")\n"
        }
        let asks =
            action.asksFirst
            ? "  (asks first, as it cannot be taken back; '\(TerminalText.oneRow(action.name))!' does it without"
                + " asking)\n" : ""
        return TerminalText(
            "usage: \(TerminalText.oneRow(action.usage))\n  \(TerminalText.oneRow(action.summary))\n" + kinds
                + asks + unavailable)
    }
}
