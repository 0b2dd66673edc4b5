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
        keepLargeBlocksApart()
        MainQueue.startedOnMainThread()
        let console = Console.standard()
        return run(
            arguments: Array(CommandLine.arguments.dropFirst()), modules: modules,
            environment: ProcessEnvironment.current(), console: console, input: StandardInput())
    }

    /// Runs the runtime's own `scenes` tool with the process's arguments and returns its exit status:
    /// every command of an app's `scenes`, with no scene module built in. Where a storyboard names
    /// modules it does not have, it says that it is the runtime's tool and that the app's own
    /// `swift run scenes` runs the app.
    @MainActor public static func toolMain() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        keepLargeBlocksApart()
        return runTool(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: ProcessEnvironment.current(),
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

    /// `path` from the current folder, unless it is absolute already (`d` → `/home/me/d`).
    static func absolutePath(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let current = FileManager.default.currentDirectoryPath
        return current.hasSuffix("/") ? current + path : current + "/" + path
    }

    /// Gives every block of a mebibyte or more its own mapping, returned to the system when freed.
    /// glibc otherwise raises that threshold to the size of each large block freed, up to 32 MiB,
    /// so that an array grown by doubling (100,000 warnings, a large storyboard's scenes) leaves
    /// its earlier buffers in the heap, resident: 44 MB of `scenes validate`'s 161 MB peak on a
    /// 100,000-scene storyboard.
    private static func keepLargeBlocksApart() {
        #if canImport(Glibc)
            let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD, from <malloc.h>
            _ = glibcMallopt(mmapThreshold, 1 << 20)
        #endif
    }
}

#if canImport(Glibc)
    /// glibc's `mallopt`, which its Swift module does not export (it is in `<malloc.h>`).
    @_silgen_name("mallopt") private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
