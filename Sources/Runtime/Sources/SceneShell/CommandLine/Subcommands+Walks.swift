/// The commands that walk the app's flows or measure them: `explore`, `snapshot` and `coverage`.
extension Subcommands {
    // `explore`'s own options.
    private static let depth = OptionDescription.value(
        "--depth", "N", .integer(1...50), "commands from the start (1 to 50, default 8)")
    private static let seed = OptionDescription.value(
        "--seed", "S", .unsigned,
        "the order commands are tried in; the same seed gives the same run (default 1)")
    private static let time = OptionDescription.value(
        "--time", "SECONDS", .seconds(maximum: 86_400),
        "stop walking after this long, finished or not (default 60)")
    private static let exploreOut = OptionDescription.value(
        "--out", "DIR", .directory, "where the scripts and coverage.json go (default ./explore-out)")
    private static let setup = OptionDescription.value(
        "--setup", "FILE", .file, "commands (a script) every child runs first, to prepare data the app needs")
    private static let strategy = OptionDescription.value(
        "--strategy", "S", .choice(noun: "strategy", ["fork", "replay"]),
        "fork (the default) or replay: a new child replaying the commands from the start for every"
            + " command tried, the slow way, for comparison")
    private static let commands = OptionDescription.value(
        "--commands", "N", .integer(1...Int.max), "stop after N commands")
    static let snapshots = OptionDescription.value(
        "--snapshots", "DIR", .directory,
        "write each distinct screen reached whose link rebuilds it on fresh data into DIR, as text and"
            + " SVG, 80 columns wide (see scenes help snapshot)")
    static let exploreChild = OptionDescription.flag(
        "--child", hidden: true, "run as the walk's child, answering each command in JSON")
    static let childData = OptionDescription.value(
        "--data", "DIR", .directory, hidden: true, "the child's data directory")
    static let answers = OptionDescription.value(
        "--answers-fd", "N", .integer(0...1_023), hidden: true,
        "the open descriptor the child answers on, none of what a scene prints going there")
    // `snapshot`'s own options.
    private static let checkSnapshots = OptionDescription.value(
        "--check", "DIR", .directory,
        "compare each snapshot with the screen its link gives now; list each that differs, with the"
            + " lines that differ, and each whose link no longer resolves")
    private static let update = OptionDescription.value(
        "--update", "DIR", .directory,
        "accept the screens as they are now: rewrite each snapshot, and take out those whose link no"
            + " longer resolves")
    static let width = OptionDescription.value(
        "--width", "COLUMNS", .integer(SnapshotIndex.widthRange), repeatable: true,
        "also draw each screen this many columns wide (repeatable); --update writes it into index.json")
    static let snapshotChild = OptionDescription.flag(
        "--child", hidden: true, "draw the first screen of --goto LINK and answer it in JSON")
    static let childLink = OptionDescription.value("--goto", "LINK", .text, hidden: true, "the child's link")
    // `coverage`'s own options.
    private static let coverageConfig = OptionDescription.value(
        "--config", "CONFIG", .file, "the storyboard to measure against (default ./scenes.json)")
    private static let coverageOut = OptionDescription.value(
        "--out", "DIR", .directory,
        "where coverage.json goes, in scenes explore's format (default ./coverage-out)")

    static let explore = SubcommandDescription(
        "explore", summary: "run every flow of the app in child processes and report crashes, faults, leaks",
        discussion: """
            Runs the app of CONFIG (default ./scenes.json), with its modules and plugins, in a child
            process on a throwaway data directory, and walks every state it can reach in at most N
            commands: every segue a person may take, every action with arguments made from the kinds it
            declares (0, -1, the limits and one past them, empty, very long, non-ASCII, control
            characters, and values typed before or shown on the screen), back, dismiss, root and the
            other tabs from each state. Each command is tried in a branch the child forks, with its own
            copy of the data directory; states whose command reached something new are walked first.
            It reports crashes, errors that are not refusals worded for the person (a route that throws,
            a navigation error, an unexpected error type), unwinds that can never happen, scenes not
            freed after they left the stack, navigation events out of order, dead ends (no way on or
            back) and output unsafe for a terminal. Each finding gets a shrunk script in DIR that
            replays it: scenes CONFIG --data "$(mktemp -d)" --check --script DIR/finding-1.scenes
            Then it prints what was reached and what not, and why (DIR/coverage.json has the same).
            """,
        positionals: config,
        options: [
            depth, seed, time, exploreOut, setup, plugins, allowInsecurePlugins, strategy, commands,
            snapshots,
            exploreChild, childData, answers,
        ],
        epilogue: "Exit status: 0 nothing found; 1 findings (or CONFIG could not be run); 2 a usage error."
    ) { (parsed: ParsedArguments) throws(UsageError) -> Invocation in
        var options = ExploreOptions()
        options.config = parsed.positionals.first ?? Invocation.defaultConfig
        if let depth = parsed.integer(depth) { options.depth = depth }
        if let seed = parsed.unsigned(seed) { options.seed = seed }
        if let time = parsed.seconds(time) { options.time = time }
        if let out = parsed.text(exploreOut) { options.out = out }
        options.setup = parsed.text(setup)
        options.plugins = parsed.texts(plugins)
        options.allowInsecurePlugins = parsed.has(allowInsecurePlugins)
        if let strategy = parsed.choice(strategy, as: ExploreOptions.Strategy.self) {
            options.strategy = strategy
        }
        options.commandLimit = parsed.integer(commands)
        options.snapshots = parsed.text(snapshots)
        options.child = parsed.has(exploreChild)
        options.data = parsed.text(childData)
        options.answers = parsed.integer(answers).map(Int32.init)
        if options.child && (options.data == nil || options.answers == nil) {
            throw parsed.usage("--child needs --data DIR and --answers-fd N")
        }
        return .explore(options)
    }

    static let snapshot = SubcommandDescription(
        "snapshot",
        summary: "check the screen snapshots explore --snapshots wrote against the app, or update them",
        discussion: """
            Checks the screen snapshots in DIR, which scenes explore --snapshots DIR wrote, against the
            app of CONFIG (default ./scenes.json). DIR holds each snapshot as text (NAME.txt) and as SVG
            (NAME.svg), and index.json, which maps each NAME to the link that rebuilds its screen. Each
            link is replayed in a new process, as scenes CONFIG --goto LINK starts, on a throwaway data
            directory, its first screen drawn at each width index.json lists (80 and 120 columns in a new
            folder: NAME.txt at 80, NAME@120.txt at 120), and at the widths the storyboard's splits
            imply (below and at each split's minimumWidth), with the clock fixed at 2026-01-01 12:00
            UTC and dates shown in UTC.
            """,
        positionals: config,
        options: [
            checkSnapshots, update, width, plugins, allowInsecurePlugins, snapshotChild, childLink, childData,
        ],
        conflicts: [.init(checkSnapshots, update, because: "give one of them", oneRequired: true)],
        epilogue: """
            Exit status: 0 every snapshot matches (or was updated); 1 a snapshot differs, a link no longer
            resolves, or DIR cannot be read or written; 2 a usage error.
            """
    ) { (parsed: ParsedArguments) throws(UsageError) -> Invocation in
        var options = SnapshotOptions()
        options.config = parsed.positionals.first ?? Invocation.defaultConfig
        options.plugins = parsed.texts(plugins)
        options.allowInsecurePlugins = parsed.has(allowInsecurePlugins)
        options.link = parsed.text(childLink)
        options.data = parsed.text(childData)
        options.widths = parsed.integers(width)
        if parsed.has(snapshotChild) {
            options.mode = .child
            guard options.link != nil, options.data != nil else {
                throw parsed.usage("--child needs --goto LINK and --data DIR")
            }
        } else if let folder = parsed.text(checkSnapshots) {
            options.mode = .check
            options.folder = folder
        } else if let folder = parsed.text(update) {
            options.mode = .update
            options.folder = folder
        } else {
            throw parsed.usage("snapshot needs --check DIR or --update DIR")
        }
        return .snapshot(options)
    }

    static let coverage = SubcommandDescription(
        "coverage", summary: "merge the flow coverage reports of test runs and list what no test reached",
        discussion: """
            Merges flow coverage reports (each FILE a report, or a directory whose *.json files are
            read) and measures them against CONFIG (default ./scenes.json): which scenes were shown,
            which segues taken, which guards held and failed, which actions performed, and what no
            report reached, and why where it is known. A run writes such reports when the environment
            variable SCENES_FLOW_COVERAGE names a directory: SCENES_FLOW_COVERAGE=DIR swift test writes
            one per test process (the harness's and in-process shells' flows), and so does each scenes
            process (a --script run) started with it. A coverage.json that scenes explore or
            scenes coverage wrote is read too. A file that is not a complete report (a process killed
            while writing it) is skipped with a warning.
            """,
        positionals: .oneOrMore("FILE", .file, needs: "at least one report FILE or directory"),
        options: [coverageConfig, coverageOut],
        epilogue: """
            Exit status: 0 merged (gaps are reported, not failed); 1 no report could be read or CONFIG
            is invalid; 2 a usage error.
            """
    ) { parsed in
        var options = CoverageOptions()
        options.reports = parsed.positionals
        if let config = parsed.text(coverageConfig) { options.config = config }
        if let out = parsed.text(coverageOut) { options.out = out }
        return .coverage(options)
    }
}
