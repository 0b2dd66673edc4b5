/// What `scenes explore` writes to coverage.json: the run, every row of the coverage, the findings.
struct ExploreReport: Codable {
    struct Finding: Codable {
        var kind: String
        var message: String
        var script: String
    }

    var config: String
    var seed: UInt64
    var depth: Int
    var timeBound: Double
    var seconds: Double
    var processes: Int
    var branches: Int
    var commands: Int
    /// How long the app took to run the commands tried (``ExploreWalk/commandSeconds``).
    var commandSeconds: Double
    var timedOut: Bool
    var coverage: [ExploreCoverage.Row]
    var findings: [Finding]
}
