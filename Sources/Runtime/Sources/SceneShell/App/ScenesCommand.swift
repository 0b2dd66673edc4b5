import FoundationEssentials
public import SceneRuntime
import SceneScaffolding

#if canImport(Glibc)
    import Glibc
#endif

/// The `scenes` program: parses the command line, registers the app's scene modules and runs
/// the REPL, a script, or one of the storyboard commands.
public enum ScenesCommand {
    /// Runs the program with the process's arguments and returns its exit status.
    /// - Parameter modules: The scene modules built into the app.
    @MainActor public static func main(modules: [SceneModule]) -> Int32 {
        // A closed pipe is a write error (EPIPE), reported like a full disk, not a signal that
        // ends the program in the middle of a write, with the terminal still in raw mode.
        signal(SIGPIPE, SIG_IGN)
        MainQueue.startedOnMainThread()
        let console = Console.standard()
        return run(
            arguments: Array(CommandLine.arguments.dropFirst()), modules: modules,
            environment: ProcessInfo.processInfo.environment, console: console, input: StandardInput())
    }

    /// Runs the runtime's own `scenes` tool with the process's arguments and returns its exit status:
    /// every command of an app's `scenes`, with no scene module built in. Where a storyboard names
    /// modules it does not have, it says that it is the runtime's tool and that the app's own
    /// `swift run scenes` runs the app.
    @MainActor public static func toolMain() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        return runTool(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: ProcessInfo.processInfo.environment,
            console: Console.standard(), input: StandardInput())
    }

    /// Runs the runtime's own `scenes` tool, as ``toolMain()`` does, reading and writing through
    /// `input` and `console`.
    @MainActor public static func runTool(
        arguments: [String], environment: [String: String], console: Console, input: any LineInput
    ) -> Int32 {
        run(
            arguments: arguments, modules: [], environment: environment, console: console, input: input,
            withoutAppModules: true)
    }

    /// The exit status when standard output or standard error could not be written (EX_IOERR
    /// of `sysexits.h`), whatever the status would have been.
    public static let writeFailedStatus: Int32 = 74

    /// Runs the program; what it reads and writes goes through `input` and `console`, so that it
    /// can be embedded, tested and measured. Flushes `console` at the end; if a write to it failed,
    /// says so on standard error and returns ``writeFailedStatus``.
    @MainActor public static func run(
        arguments: [String], modules: [SceneModule], environment: [String: String], console: Console,
        input: any LineInput
    ) -> Int32 {
        run(
            arguments: arguments, modules: modules, environment: environment, console: console, input: input,
            withoutAppModules: false)
    }

    @MainActor private static func run(
        arguments: [String], modules: [SceneModule], environment: [String: String], console: Console,
        input: any LineInput, withoutAppModules: Bool
    ) -> Int32 {
        let status = runInvocation(
            arguments: arguments, modules: modules, environment: environment, console: console, input: input,
            withoutAppModules: withoutAppModules)
        console.flush()
        guard let failure = console.writeFailure() else { return status }
        if failure.stream == .output { console.err(ShellMessages.errorLine(failure)) }
        return writeFailedStatus
    }

    @MainActor private static func runInvocation(
        arguments: [String], modules: [SceneModule], environment: [String: String], console: Console,
        input: any LineInput, withoutAppModules: Bool
    ) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments)
        } catch {
            console.err(ShellMessages.errorLine(message: error.message))
            console.err(HelpText.usage(ofCommand: error.command) + "\n")
            return 2
        }
        let registry = SceneRegistry()
        for module in modules {
            do {
                try registry.register(module)
            } catch {
                console.err(ShellMessages.errorLine(message: "\(error)"))
                return 1
            }
        }
        /// Loads CONFIG as `validate` does, with the plugins as `plugins` say, and prints what
        /// `render` makes of it: 0, or 1 with every error when it cannot be loaded.
        func printing(_ config: String, _ plugins: PluginOptions, _ render: (Storyboard) -> TerminalText)
            -> Int32
        {
            configure(registry, plugins)
            guard
                let storyboard = load(
                    config, registry: registry, console: console, withoutAppModules: withoutAppModules)
            else { return 1 }
            console.out(render(storyboard))
            return 0
        }
        switch invocation {
        case .help(let command):
            console.out((command.map(HelpText.forCommand) ?? HelpText.overview) + "\n")
            return 0
        case .version:
            console.out(HelpText.version + "\n")
            return 0
        case .completion(let shell):
            console.out(CompletionScript(shell: shell).text)
            return 0
        case .validate(let config, let plugins):
            return printing(config, plugins) { storyboard in
                let segues = storyboard.scenes.reduce(0) { $0 + $1.segues.count }
                let unchecked = storyboard.warnings.filter {
                    if case .uncheckedScene = $0.problem { true } else { false }
                }.count
                return "\(config): valid, \(storyboard.scenes.count) scenes, \(segues) segues"
                    + (unchecked == 0 ? "" : " (\(unchecked) of them unchecked: see the warnings)") + "\n"
            }
        case .graph(let config, let format, let plugins):
            return printing(config, plugins) { TerminalText(GraphRenderer(storyboard: $0).render(format)) }
        case .list(let config, let plugins):
            return printing(config, plugins) { TerminalText(TableRenderer(storyboard: $0).render()) }
        case .modules(let config, let module, let plugins):
            configure(registry, plugins)
            guard
                let storyboard = load(
                    config ?? Invocation.defaultConfig, registry: registry, console: console,
                    withoutAppModules: withoutAppModules)
            else {
                if let module, config == nil {
                    console.err(TerminalText(ShellMessages.moduleOfNoStoryboard(module) + "\n"))
                }
                return 1
            }
            if let module, storyboard.modules[module] == nil {
                let known = storyboard.modules.keys.sorted()
                let problem = ShellError.unknownModule(
                    module, known: known, suggestion: Suggestion.closest(to: module, in: known),
                    alone: config == nil)
                console.err(ShellMessages.errorLine(problem))
                return 1
            }
            console.out(
                ModuleListing(
                    modules: storyboard.modules, storyboard: storyboard,
                    conditionNames: registry.conditionNames
                ).render(only: module))
            return 0
        case .diff(let old, let new, let format, let plugins):
            configure(registry, plugins)
            return DiffCommand.run(
                old: old, new: new, format: format, registry: registry, console: console,
                withoutAppModules: withoutAppModules)
        case .manifest(let libraries, let allowInsecurePlugins):
            registry.allowsInsecurePlugins = allowInsecurePlugins
            return writeManifests(libraries, registry: registry, console: console)
        case .new(let name, let style, let directory, let interface, let uses, let tab):
            return report(name: name, console: console) { () throws(GeneratorError) in
                try SceneGenerator(packageDirectory: directory).generate(
                    name: name, style: style, interface: interface, uses: uses, tab: tab)
            }
        case .newShared(let name, let directory, let uses):
            return report(name: name, console: console) { () throws(GeneratorError) in
                try SceneGenerator(packageDirectory: directory).generateSharedModule(name: name, uses: uses)
            }
        case .newCoordinator(let name, let directory, let uses):
            return report(name: name, console: console) { () throws(GeneratorError) in
                try SceneGenerator(packageDirectory: directory).generateCoordinator(name: name, uses: uses)
            }
        case .remove(let name, let directory):
            return report(name: name, console: console) { () throws(GeneratorError) in
                try ModuleRemover(packageDirectory: directory).remove(name: name)
            }
        case .initialize(let name, let runtime, let tabs, let split):
            return InitCommand.run(name: name, runtime: runtime, tabs: tabs, split: split, console: console)
        case .coverage(let options):
            return CoverageCommand.run(options, registry: registry, console: console)
        case .explore(let options):
            // A child's walk is explore's, not the flows of the tests that may have started it.
            if options.child { FlowCoverageFile.stopRecording() }
            return ExploreCommand.run(
                options, registry: registry, console: console, withoutAppModules: withoutAppModules)
        case .snapshot(let options):
            return SnapshotCommand.run(
                options, registry: registry, console: console, withoutAppModules: withoutAppModules)
        case .run(let options):
            return runApp(
                options, registry: registry, environment: environment, console: console, input: input,
                withoutAppModules: withoutAppModules)
        }
    }

    /// Runs `scenes new` or `scenes remove` and says what it did, or why it did nothing (1).
    @MainActor private static func report(
        name: String, console: Console, _ change: () throws(GeneratorError) -> SceneGenerator.Result
    ) -> Int32 {
        do {
            console.out(ShellMessages.generated(try change(), name: name))
            return 0
        } catch {
            console.err(ShellMessages.errorLine(error))
            return 1
        }
    }

    /// Checking a storyboard opens its plugins only when asked (`--load-plugins`); otherwise it
    /// reads their manifests and runs no plugin code.
    @MainActor private static func configure(_ registry: SceneRegistry, _ plugins: PluginOptions) {
        registry.pluginPolicy = plugins.load ? .load : .readManifests
        registry.allowsInsecurePlugins = plugins.allowInsecure
        if let limit = plugins.maximumStoryboardSize { registry.maximumStoryboardSize = limit }
    }

    /// `scenes manifest LIB...`: loads each library (running its code: the command is the consent)
    /// and writes its manifest beside it; 1 if any failed.
    @MainActor private static func writeManifests(
        _ libraries: [String], registry: SceneRegistry, console: Console
    ) -> Int32 {
        var status: Int32 = 0
        for library in libraries {
            do {
                let (file, manifest) = try registry.writeManifest(forPluginAt: library)
                let names = manifest.modules.map(\.name).joined(separator: ", ")
                console.out(
                    "wrote \(file): \(manifest.modules.count) module\(manifest.modules.count == 1 ? "" : "s")"
                        + (names.isEmpty ? "" : " (\(names))") + "\n")
            } catch {
                console.err(ShellMessages.errorLine(message: "plugin \(error)"))
                status = 1
            }
        }
        return status
    }

    /// Loads every `*.so` of a directory, in name order; a plugin that fails is reported and skipped.
    @MainActor static func loadPlugins(
        in directory: String, registry: SceneRegistry, console: Console
    ) {
        do throws(PluginHost.UnreadableFolder) {
            for failure in try registry.loadPlugins(inFolder: directory) {
                console.err(ShellMessages.errorLine(message: "plugin \(failure)"))
            }
        } catch {
            console.err(
                ShellMessages.errorLine(
                    message: ShellMessages.pluginFolderUnreadable(error.folder, errno: error.code)))
        }
    }

    /// Loads a storyboard, printing its warnings, or its problems if it cannot be loaded.
    @MainActor private static func load(
        _ config: String, registry: SceneRegistry, console: Console, withoutAppModules: Bool
    ) -> Storyboard? {
        do {
            let storyboard = try registry.loadStoryboard(contentsOf: config)
            for warning in storyboard.warnings { console.err("\(warning)\n") }
            return storyboard
        } catch {
            // (Only a file read and parsed names an unknown module: one too large is never read here.)
            guard withoutAppModules, error.errors.contains(where: \.isUnknownModule),
                let data = FileManager.default.contents(atPath: config)
            else {
                reportStoryboardFailure(error, console: console, withoutAppModules: withoutAppModules)
                return nil
            }
            // The runtime's own tool has no app's modules: it checks what can be checked without
            // them, and says so.
            let storyboard: Storyboard
            do {
                storyboard = try Storyboard(decoding: Array(data), file: config)
            } catch {
                // The file's own errors, then why the modules' were not looked for.
                reportStoryboardFailure(error, console: console, withoutAppModules: false)
                console.err(ShellMessages.runtimeToolHasNoModules + "\n")
                return nil
            }
            guard namesMissingModules(error) else {
                reportStoryboardFailure(error, console: console, withoutAppModules: withoutAppModules)
                return nil
            }
            for warning in storyboard.warnings { console.err("\(warning)\n") }
            console.err(ShellMessages.checkedWithoutAppModules + "\n")
            return storyboard
        }
    }

    /// Whether every error of a storyboard that did not load is a module or a condition that no
    /// registered module provides: what the runtime's own tool, without the app's modules, says of
    /// any app's storyboard.
    private static func namesMissingModules(_ error: Storyboard.LoadError) -> Bool {
        error.errors.allSatisfy {
            switch $0.problem {
            case .unknownModule, .unknownCondition: true
            default: false
            }
        }
    }

    /// Loads the plugins of the folders `options.plugins` (with `allowInsecurePlugins`, those
    /// whose files others could write too), then the storyboard `options.config` against them,
    /// printing why it did not load: how `explore` and `snapshot` start.
    @MainActor static func loadStoryboard(
        of options: some StoryboardSource, registry: SceneRegistry, console: Console, withoutAppModules: Bool
    ) -> Storyboard? {
        registry.allowsInsecurePlugins = options.allowInsecurePlugins
        for directory in options.plugins { loadPlugins(in: directory, registry: registry, console: console) }
        do {
            return try registry.loadStoryboard(contentsOf: options.config)
        } catch {
            reportStoryboardFailure(error, console: console, withoutAppModules: withoutAppModules)
            return nil
        }
    }

    /// Prints why a storyboard did not load; the runtime's own tool says first, before an error for
    /// each module it lacks, that it has no app's modules and which `scenes` runs the app.
    static func reportStoryboardFailure(_ error: any Error, console: Console, withoutAppModules: Bool) {
        if withoutAppModules, let storyboardError = error as? Storyboard.LoadError,
            storyboardError.errors.contains(where: \.isUnknownModule)
        {
            console.err(ShellMessages.runtimeToolHasNoModules + "\n")
        }
        console.err("\(error)\n")
    }

    /// `path` from the current folder, unless it is absolute already (`d` → `/home/me/d`).
    static func absolutePath(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let current = FileManager.default.currentDirectoryPath
        return current.hasSuffix("/") ? current + path : current + "/" + path
    }

    @MainActor private static func runApp(
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
}

extension ScenesCommand {
    /// Whether the environment asks for the screen reader's mode: `SCENES_SCREEN_READER` set to
    /// anything but empty or `0`.
    static func wantsScreenReader(environment: [String: String]) -> Bool {
        guard let value = environment["SCENES_SCREEN_READER"] else { return false }
        return !value.isEmpty && value != "0"
    }
}
