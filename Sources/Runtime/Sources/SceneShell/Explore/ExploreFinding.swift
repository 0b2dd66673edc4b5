/// Something `scenes explore` found, with the commands that lead to it.
struct ExploreFinding: Equatable {
    /// `crash`, `hang`, `fault`, `leak`, `event order`, `unsafe output`, `dead end`, `stale screen`
    /// or `unwind`.
    var kind: String
    /// What happened, in one line.
    var message: String
    /// The same failure, however it is reached: what a shrunk script must still produce.
    var signature: String
    /// The commands from the initial scene of a fresh data directory, shrunk once the walk is over.
    var script: [String]
}
