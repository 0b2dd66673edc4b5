/// What `scenes coverage` writes to coverage.json: the rows of scenes explore's coverage.json
/// (kinds scene, segue, guard and action), with how many reports were merged and skipped.
struct CoverageReport: Codable {
    var config: String
    var reports: Int
    var skipped: Int
    var coverage: [ExploreCoverage.Row]
}
