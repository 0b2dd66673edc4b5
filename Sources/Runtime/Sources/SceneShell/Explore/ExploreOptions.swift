/// The options of `scenes explore`.
struct ExploreOptions: Equatable {
    var config = Invocation.defaultConfig
    /// `--depth N`: how many navigations deep the walk goes from the initial scene.
    var depth = 4
    /// `--seed S`: the order in which each state's commands are tried, and the sampled values.
    var seed: UInt64 = 1
    /// `--time SECONDS`: when the walk stops, finished or not.
    var time = 60.0
    /// `--out DIR`: where findings' scripts and the coverage JSON go.
    var out = "explore-out"
    var plugins: [String] = []
    var allowInsecurePlugins = false
    /// The hidden child mode: run the app with `data` as its data directory, reading commands on
    /// standard input and answering each with one line of JSON.
    var child = false
    /// The child's data directory.
    var data: String?
}
