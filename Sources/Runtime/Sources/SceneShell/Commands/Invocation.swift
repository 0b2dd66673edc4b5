/// What the command line asks for.
enum Invocation: Equatable {
    /// Run the REPL, or a script.
    case run(RunOptions)
    /// Check a storyboard.
    case validate(config: String)
    /// Print the flow graph.
    case graph(config: String, format: GraphFormat)
    /// Print the scenes as a table.
    case list(config: String)
    /// Generate a scene module.
    case new(name: String, style: SceneStyle, packageDirectory: String)
    /// Print help, for the program or one subcommand.
    case help(command: String?)
    /// Print the version.
    case version
}

/// The options of `scenes run`.
struct RunOptions: Equatable {
    var config = Invocation.defaultConfig
    var script: String?
    var plugins: [String] = []
    var data: String?
    var noColor = false
    var allowInsecurePlugins = false
    var watch = false
}

extension Invocation {
    static let defaultConfig = "scenes.json"
    static let subcommands = ["run", "validate", "graph", "list", "new", "help"]
}
