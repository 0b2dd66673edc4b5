import SceneRuntime

/// The informational commands: `help` and `modules`.
extension Shell {
    func help(_ topic: String?) throws -> TerminalText {
        let commands = self.commands
        guard let topic else {
            return ShellHelp.overview(
                of: navigator.topScene, actions: availableActions,
                hasContainers: navigator.storyboard.scenes.contains(where: \.isContainer))
        }
        if let help = ShellHelp.topic(topic, actions: commands.actions, scene: navigator.topScene) {
            return help
        }
        throw ShellError.unknownHelpTopic(topic, suggestion: commands.suggestion(for: topic))
    }

    /// `modules [NAME]`: what the registered modules offer (plugins are open in a session).
    func modules(only name: String?) throws(ShellError) -> TerminalText {
        let modules = navigator.storyboard.modules
        if let name, modules[name] == nil {
            let known = modules.keys.sorted()
            throw .unknownModule(name, known: known, suggestion: Suggestion.closest(to: name, in: known))
        }
        return ModuleListing(
            modules: modules, storyboard: navigator.storyboard, conditionNames: registry.conditionNames
        ).render(only: name)
    }
}
