/// The commands that run or read a storyboard: `run`, `validate`, `graph`, `list`, `modules`,
/// `diff` and `manifest`.
extension Subcommands {
    /// The largest `--max-storyboard-size`, in MiB: offsets in a storyboard stay far from overflow.
    static let largestStoryboardLimit = 1 << 20

    static let config = PositionalDescription.optional("CONFIG", .file)

    static let loadPlugins = OptionDescription.flag(
        "--load-plugins",
        "load the plugins, running their code, and check their scenes (run always loads them)")
    static let allowInsecurePlugins = OptionDescription.flag(
        "--allow-insecure-plugins",
        "load plugins even if another user owns or may write them or a folder above them")
    static let maximumStoryboardSize = OptionDescription.value(
        "--max-storyboard-size", "MIB", .integer(1...largestStoryboardLimit, unit: "MiB"),
        "read a CONFIG of up to MIB MiB (default 32, about 100,000 scenes; loading needs about 4 times the"
            + " file's size in memory)")
    static let plugins = OptionDescription.value(
        "--plugins", "DIR", .directory, repeatable: true, "load the scene plugins (*.so) in DIR (repeatable)")

    /// `run`'s own options.
    private static let script = OptionDescription.value(
        "--script", "FILE", .file, "read commands from FILE instead of the terminal")
    private static let data = OptionDescription.value(
        "--data", "DIR", .directory, "keep the app's data in DIR (default: the user's data directory)")
    private static let noColor = OptionDescription.flag(
        "--no-color", "never use colours (NO_COLOR=1 does the same)")
    private static let screenReader = OptionDescription.flag(
        "--screen-reader",
        "say each change once as lines in reading order, for a screen reader (SCENES_SCREEN_READER=1 does the same)"
    )
    private static let watch = OptionDescription.flag("--watch", "reload CONFIG whenever it changes")
    private static let trace = OptionDescription.value(
        "--trace", "FILE", .file, "append every navigation to FILE as a line of JSON (created 0600 if new)")
    private static let goto = OptionDescription.value(
        "--goto", "LINK", .text, "start at the stack LINK names (type 'link' in the app to get one)")
    private static let resume = OptionDescription.flag(
        "--resume",
        "start where the stack recorded in the data directory was, as far as the storyboard still fits"
            + " it; a script records its stack only with --resume, an interactive session always")
    private static let check = OptionDescription.flag(
        "--check",
        "after each command, check what scenes explore checks (scenes not freed, events out of order,"
            + " unsafe output, dead ends, faults): how a finding's script is replayed")
    /// `graph --format` and `diff --format`.
    private static let graphFormat = OptionDescription.value(
        "--format", "FORMAT", .choice(noun: "graph format", ["dot", "mermaid", "text"]),
        "Graphviz DOT (the default), a Mermaid flowchart, or an indented outline to read")
    private static let diffFormat = OptionDescription.value(
        "--format", "FORMAT", .choice(noun: "diff format", ["text", "json"]),
        "grouped lines (the default), or one JSON object")

    /// What the commands that check a storyboard say of its plugins.
    private static let pluginsNotLoaded = """
        Plugins listed in CONFIG are not loaded: no plugin code runs. A plugin's scenes are checked
        against its manifest (written by scenes manifest LIB); without a valid one they are reported
        as unchecked, in warnings.
        """

    /// `--load-plugins`, `--allow-insecure-plugins` and `--max-storyboard-size` as given.
    private static func pluginOptions(_ parsed: ParsedArguments) -> PluginOptions {
        PluginOptions(
            load: parsed.has(loadPlugins), allowInsecure: parsed.has(allowInsecurePlugins),
            maximumStoryboardSize: parsed.integer(maximumStoryboardSize).map { $0 << 20 })
    }

    static let run = SubcommandDescription(
        "run", isDefault: true,
        summary: "start the app (the default): interactive on a terminal; otherwise, or with --script, read"
            + " commands line by line and exit 1 if any failed",
        discussion: "Starts the app described by CONFIG (default ./scenes.json).",
        positionals: config,
        options: [
            script, plugins, data, noColor, screenReader, watch, trace, allowInsecurePlugins, loadPlugins,
            goto,
            resume, check, maximumStoryboardSize,
        ],
        conflicts: [.init(goto, resume, because: "a session starts at a link or where the last one was")],
        epilogue: """
            When standard input is not a terminal, commands are read from it line by line.
            Each plugin loaded gets its manifest written beside it when that folder is writable.
            """
    ) { parsed in
        var options = RunOptions()
        options.config = parsed.positionals.first ?? Invocation.defaultConfig
        options.script = parsed.text(script)
        options.plugins = parsed.texts(plugins)
        options.data = parsed.text(data)
        options.noColor = parsed.has(noColor)
        options.screenReader = parsed.has(screenReader)
        options.watch = parsed.has(watch)
        options.trace = parsed.text(trace)
        options.allowInsecurePlugins = parsed.has(allowInsecurePlugins)
        options.goto = parsed.text(goto)
        options.resume = parsed.has(resume)
        options.check = parsed.has(check)
        options.maximumStoryboardSize = parsed.integer(maximumStoryboardSize).map { $0 << 20 }
        return .run(options)
    }

    static let validate = SubcommandDescription(
        "validate", summary: "check CONFIG; errors as FILE:LINE:COLUMN: error: message",
        discussion: """
            Checks CONFIG against the app's scene modules. Exits 0 when it is valid (warnings go to
            standard error) and 1 when it is not, listing every error.
            \(pluginsNotLoaded)
            """,
        positionals: config, options: [loadPlugins, allowInsecurePlugins, maximumStoryboardSize]
    ) { parsed in
        .validate(
            config: parsed.positionals.first ?? Invocation.defaultConfig, plugins: pluginOptions(parsed))
    }

    static let graph = SubcommandDescription(
        "graph", summary: "print the flow graph as Graphviz DOT (default), Mermaid or an indented outline",
        discussion: """
            Prints the flow graph: scenes labelled with their titles, segues labelled with identifier
            and style, an arrow into the initial scene. Render DOT with Graphviz: scenes graph | dot -Tsvg
            \(pluginsNotLoaded)
            """,
        positionals: config,
        options: [graphFormat, loadPlugins, allowInsecurePlugins, maximumStoryboardSize]
    ) { parsed in
        .graph(
            config: parsed.positionals.first ?? Invocation.defaultConfig,
            format: parsed.choice(graphFormat, as: GraphFormat.self) ?? .dot,
            plugins: pluginOptions(parsed))
    }

    static let list = SubcommandDescription(
        "list", summary: "print the scenes, their modules and their segues as a table",
        discussion: """
            Prints the scenes, their modules and their segues as a table.
            \(pluginsNotLoaded)
            """,
        positionals: config, options: [loadPlugins, allowInsecurePlugins, maximumStoryboardSize]
    ) { parsed in
        .list(config: parsed.positionals.first ?? Invocation.defaultConfig, plugins: pluginOptions(parsed))
    }

    static let modules = SubcommandDescription(
        "modules", summary: "describe each scene module: inputs, outputs, actions and conditions",
        discussion: """
            Describes each scene module this program has, and those the plugins CONFIG lists declare:
            the scenes of CONFIG that use it, its inputs (type, required or the default), its outputs,
            its actions with the kinds of their arguments, and the conditions it registers for guards;
            then the conditions the app registers apart. The shell's modules command says the same.
            With MODULE, only that module, as the shell's modules MODULE. A single word without a
            dot or a slash is a MODULE (scenes modules Login); a storyboard of that name is written
            ./Login.
            \(pluginsNotLoaded)
            """,
        positionals: PositionalDescription(
            placeholders: ["CONFIG", "MODULE"], minimum: 0, maximum: 2, kind: .file, needs: "a CONFIG",
            tooMany: "only one CONFIG and one MODULE may be given"),
        options: [loadPlugins, allowInsecurePlugins, maximumStoryboardSize]
    ) { parsed in
        let words = parsed.positionals
        // One word is the module when it has no `.` or `/` a storyboard's path would have, as a
        // mistyped command is told from a storyboard (`Login`, but `./Login`).
        let moduleAlone = words.count == 1 && words.allSatisfy { !$0.contains(".") && !$0.contains("/") }
        return .modules(
            config: moduleAlone ? nil : words.first,
            module: moduleAlone ? words.first : words.dropFirst().first, plugins: pluginOptions(parsed))
    }

    static let diff = SubcommandDescription(
        "diff", summary: "compare two storyboards: what was added, removed or changed, and what that breaks",
        discussion: """
            Compares the storyboard OLD with NEW: the scenes, segues, containers and tabs, guards, and
            the inputs, outputs and actions of the scenes' modules added, removed or changed; then what
            that does to what OLD could reach: links and resumed stacks that no longer resolve, scenes
            no longer reachable from the initial scene, required inputs a segue no longer passes.
            A module that neither this program nor a plugin's manifest declares has its contracts and
            actions not compared, and a note says so.
            \(pluginsNotLoaded)
            """,
        positionals: PositionalDescription(
            placeholders: ["OLD", "NEW"], minimum: 2, maximum: 2, kind: .file,
            needs: "two storyboards, OLD and NEW",
            tooMany: "diff compares two storyboards, OLD and NEW"),
        options: [diffFormat, loadPlugins, allowInsecurePlugins, maximumStoryboardSize],
        epilogue: """
            Exits 1 when a scene, segue, tab or action reachable in OLD was removed or a scene, or the way
            to it, became unreachable; 0 otherwise; 2 when they cannot be compared (a usage error, a file
            that cannot be read, an invalid storyboard, whose errors are listed as validate lists them).
            """
    ) { (parsed: ParsedArguments) throws(UsageError) -> Invocation in
        guard let old = parsed.positionals.first, let new = parsed.positionals.last,
            parsed.positionals.count == 2
        else { throw parsed.usage("diff needs two storyboards, OLD and NEW") }
        return .diff(
            old: old, new: new,
            format: parsed.choice(diffFormat, as: DiffFormat.self) ?? .text,
            plugins: pluginOptions(parsed))
    }

    static let manifest = SubcommandDescription(
        "manifest",
        summary: "load plugin libraries and write their manifests, so that checking needs no loading",
        discussion: """
            Loads each plugin library LIB, running its code, and writes its manifest beside it
            (libHello.so -> libHello.scenes-manifest.json): the runtime version, the library's size and
            SHA-256, and each module's name, routes, actions, conditions, inputs and outputs. validate,
            graph, list and modules read it to check the plugin's scenes without loading the library.
            """,
        positionals: .oneOrMore("LIB", .file, needs: "at least one plugin LIBRARY"),
        options: [allowInsecurePlugins],
        epilogue: "Exits 1 if any LIB failed."
    ) { parsed in
        .manifest(libraries: parsed.positionals, allowInsecurePlugins: parsed.has(allowInsecurePlugins))
    }
}
