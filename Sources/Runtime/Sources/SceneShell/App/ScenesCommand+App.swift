import FoundationEssentials
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// Running the app: a session, interactive or from a script, on the loaded storyboard.
extension ScenesCommand {
    @MainActor static func runApp(
        _ options: RunOptions, registry: SceneRegistry, environment: [String: String], console: Console,
        input: any LineInput, withoutAppModules: Bool
    ) -> Int32 {
        // Never the current directory by default: data put there by accident is lost track of.
        // A folder a person gives is made absolute once, here: everything after works on that path.
        guard
            let dataDirectory = options.data.map(absolutePath)
                ?? UserDirectories.dataDirectory(environment: environment)
        else {
            let problem = LaunchError.noDataDirectory(
                home: environment["HOME"], dataHome: environment["XDG_DATA_HOME"])
            console.err(ShellMessages.errorLine(problem))
            return 1
        }
        do {
            try DataFolder.check(dataDirectory)
        } catch {
            console.err(ShellMessages.errorLine(error))
            return 1
        }
        registry.allowsInsecurePlugins = options.allowInsecurePlugins
        if let limit = options.maximumStoryboardSize { registry.maximumStoryboardSize = limit }
        for directory in options.plugins { loadPlugins(in: directory, registry: registry, console: console) }
        let interactive = options.script == nil && input.isTerminal
        // Said for a screen reader: no colours, no alternate screen, nothing drawn in place.
        let speaks = options.screenReader || Self.wantsScreenReader(environment: environment)
        let colors = Style.colorsWanted(
            isTerminal: interactive || Terminal.standardOutputIsTerminal, environment: environment,
            noColorFlag: options.noColor || speaks)
        var lines: any LineInput = input
        var scriptFile: ScriptFile?
        if let script = options.script {
            do {
                scriptFile = try ScriptFile.open(at: script)
                lines = scriptFile ?? input
            } catch {
                console.err(ShellMessages.errorLine(error))
                return 1
            }
        }
        let stackFile = StackFile(dataDirectory: dataDirectory)
        let start: StartPoint =
            options.goto.map { .link($0) } ?? (options.resume ? .resume(stackFile) : .initial)
        var trace: NavigationTrace?
        if let path = options.trace {
            do {
                trace = try NavigationTrace(path: path)
            } catch {
                console.err(ShellMessages.errorLine(error))
                return 1
            }
        }
        // Drawn in place, the session shows its first screen itself, and what loading said under
        // it, on the alternate screen: nothing is printed on the normal screen.
        let fullScreen = interactive && !speaks && FullScreen.isWanted(environment: environment)
        var launchMessages: [String] = []
        let launchConsole =
            fullScreen ? Console(out: { _ in }, err: { launchMessages.append($0) }) : console
        guard
            let shell = Shell.launch(
                registry: registry, configPath: options.config,
                environment: SceneEnvironment(dataDirectory: dataDirectory), colors: colors,
                console: launchConsole, start: start, trace: trace, withoutAppModules: withoutAppModules,
                windowWidth: interactive
                    ? { Terminal.standardOutputColumns }
                    : { [width = Shell.windowlessWidth(environment: environment)] in width },
                speaks: speaks)
        else {
            for message in launchMessages { console.err(message) }
            if options.config == Invocation.defaultConfig,
                !FileManager.default.fileExists(atPath: options.config)
            {
                console.err(TerminalText(ShellMessages.noStoryboardHere + "\n"))
            }
            return 1
        }
        // A person's session is recorded for --resume; a script only when it resumed.
        if interactive || options.resume {
            let recorder = StackRecorder(file: stackFile)
            if let warning = recorder.record(shell.navigator) {
                launchConsole.err(TerminalText(warning + "\n"))
            }
            shell.stackRecorder = recorder
        }
        if options.watch { shell.watchStoryboard() }
        if interactive {
            return Interactive.run(
                shell, console: console, environment: environment, fullScreen: fullScreen,
                launchMessages: launchMessages)
        }
        let status =
            options.check
            ? ExploreReplay.run(shell, lines: lines, console: console)
            : ScriptSession.run(shell, lines: lines, console: console)
        // The script is read as it runs: a read that fails half way ends the run there.
        if let failure = scriptFile?.failure {
            console.err(ShellMessages.errorLine(failure))
            return 1
        }
        return status
    }

    /// Whether the environment asks for the screen reader's mode: `SCENES_SCREEN_READER` set to
    /// anything but empty or `0`.
    static func wantsScreenReader(environment: [String: String]) -> Bool {
        guard let value = environment["SCENES_SCREEN_READER"] else { return false }
        return !value.isEmpty && value != "0"
    }
}
