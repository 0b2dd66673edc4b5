import SceneRuntime
import SceneScaffolding

/// What the command line asks for.
enum Invocation: Equatable {
    /// Run the REPL, or a script.
    case run(RunOptions)
    /// Check a storyboard.
    case validate(config: String, plugins: PluginOptions = PluginOptions())
    /// Print the flow graph.
    case graph(config: String, format: GraphFormat, plugins: PluginOptions = PluginOptions())
    /// Print the scenes as a table.
    case list(config: String, plugins: PluginOptions = PluginOptions())
    /// Describe what each scene module offers, or only `module` (`scenes modules [CONFIG] [MODULE]`);
    /// `config` is `nil` when none was given (``defaultConfig``).
    case modules(config: String?, module: String? = nil, plugins: PluginOptions = PluginOptions())
    /// Compare two storyboards (`scenes diff OLD NEW`).
    case diff(old: String, new: String, format: DiffFormat = .text, plugins: PluginOptions = PluginOptions())
    /// Load plugin libraries and write their manifests.
    case manifest(libraries: [String], allowInsecurePlugins: Bool)
    /// Generate a scene module that uses the shared modules `uses`, the root of a new tab of the
    /// container `tab` if given.
    case new(
        name: String, style: SceneStyle, packageDirectory: String, interface: SceneInterface = .empty,
        uses: [String] = [], tab: String? = nil)
    /// Generate a shared (domain) module that depends on the shared modules `uses`.
    case newShared(name: String, packageDirectory: String, uses: [String] = [])
    /// Generate a coordinator, a shared module that uses the runtime and the shared modules `uses`.
    case newCoordinator(name: String, packageDirectory: String, uses: [String] = [])
    /// Take a scene module or a shared module out of the package.
    case remove(name: String, packageDirectory: String)
    /// Create a new app's package; `tabs` names the scenes of the container it starts with, a tabs
    /// container, or a split (two panes) when `split`.
    case initialize(name: String, runtime: String?, tabs: [String] = [], split: Bool = false)
    /// Print help, for the program or one subcommand.
    case help(command: String?)
    /// Print the version.
    case version
    /// Walk the app's flows in child processes (`scenes explore`).
    case explore(ExploreOptions)
    /// Check or update screen snapshots (`scenes snapshot`).
    case snapshot(SnapshotOptions)
    /// Merge flow coverage reports against a storyboard (`scenes coverage`).
    case coverage(CoverageOptions)
    /// Print the script that completes the program's commands in a shell (`scenes completion`).
    case completion(CompletionScript.Shell)
}

/// The options of `scenes run`.
struct RunOptions: Equatable {
    var config = Invocation.defaultConfig
    var script: String?
    var plugins: [String] = []
    var data: String?
    var noColor = false
    /// `--screen-reader`: the screen said as lines for a screen reader (see ``SpokenScreen``).
    var screenReader = false
    var allowInsecurePlugins = false
    var watch = false
    /// `--goto LINK`: start at the stack the link names.
    var goto: String?
    /// `--resume`: start where the stack recorded in the data directory was.
    var resume = false
    /// `--trace FILE`: where to write the navigation events.
    var trace: String?
    /// `--check`: after each command, check what `scenes explore` checks (a finding's replay).
    var check = false
    /// `--max-storyboard-size MIB`: the largest storyboard read, in bytes; `nil` for the default.
    var maximumStoryboardSize: Int?
}

/// What `validate`, `graph`, `list` and `diff` may do with the plugins a storyboard lists.
struct PluginOptions: Equatable {
    /// `--load-plugins`: open them, running their code; otherwise only their manifests are read.
    var load = false
    /// `--allow-insecure-plugins`: skip the trust check.
    var allowInsecure = false
    /// `--max-storyboard-size MIB` (not about plugins, but taken by the same commands): the
    /// largest storyboard read, in bytes; `nil` for the default.
    var maximumStoryboardSize: Int?
}

extension Invocation {
    static let defaultConfig = "scenes.json"
}
