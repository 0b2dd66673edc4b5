package import SceneRuntime

extension Shell {
    /// Loads the storyboard and shows its initial scene, printing the storyboard's warnings and
    /// the first screen; on failure prints why and returns `nil`.
    package static func launch(
        registry: SceneRegistry, configPath: String, environment: SceneEnvironment, colors: Bool,
        console: Console, start: StartPoint = .initial, trace: NavigationTrace? = nil,
        withoutAppModules: Bool = false,
        windowWidth: @escaping () -> Int = { ScreenRenderer.windowlessWidth },
        speaks: Bool = false
    ) -> Shell? {
        let shell: Shell
        do {
            shell = try Shell(
                registry: registry, configPath: configPath, environment: environment, colors: colors)
        } catch {
            ScenesCommand.reportStoryboardFailure(
                error, console: console, withoutAppModules: withoutAppModules)
            return nil
        }
        shell.windowWidth = windowWidth
        shell.speaks = speaks
        console.err(shell.navigator.storyboard.warnings)
        if let trace { shell.trace(to: trace) }
        do {
            for warning in try shell.begin(at: start) { console.err(TerminalText(warning + "\n")) }
        } catch {
            console.err(ShellMessages.errorLine(error))
            return nil
        }
        if let failure = shell.traceFailure() { console.err(failure + "\n") }
        console.out(shell.renderScreen())
        return shell
    }
}
