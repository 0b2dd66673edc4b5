/// The options of `scenes explore`.
struct ExploreOptions: Equatable {
    var config = Invocation.defaultConfig
    /// `--depth N`: how many commands long a way from the start may get.
    var depth = 8
    /// `--seed S`: the order in which each state's commands are tried, and the sampled values.
    var seed: UInt64 = 1
    /// `--time SECONDS`: when the walk stops, finished or not.
    var time = 60.0
    /// `--out DIR`: where findings' scripts and the coverage JSON go.
    var out = "explore-out"
    var plugins: [String] = []
    var allowInsecurePlugins = false
    /// `--setup FILE`: commands every child runs first, to prepare the data the app needs.
    var setup: String?
    /// `--strategy fork|replay`: how each command is tried (see ``ExploreDriver``).
    var strategy = Strategy.fork
    /// `--commands N`: stop after N commands (for a benchmark).
    var commandLimit: Int?
    /// `--snapshots DIR`: where the screens reached go, as snapshots (see ``SnapshotCommand``).
    var snapshots: String?

    /// How each command is tried from a state.
    enum Strategy: String {
        /// In a branch forked from a child at that state.
        case fork
        /// In a new child that replays the commands from the start.
        case replay
    }

    /// The hidden child mode: run the app with `data` as its data directory, reading commands on
    /// standard input and answering each with one line of JSON.
    var child = false
    /// The child's data directory.
    var data: String?
    /// The descriptor the child answers on (`--answers-fd N`).
    var answers: Int32?
}
