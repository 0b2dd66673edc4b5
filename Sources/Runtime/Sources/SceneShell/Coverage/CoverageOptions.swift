/// The options of `scenes coverage`.
struct CoverageOptions: Equatable {
    /// The storyboard the reports are measured against.
    var config = Invocation.defaultConfig
    /// The reports, and directories of reports, to merge.
    var reports: [String] = []
    /// Where coverage.json goes.
    var out = "coverage-out"
}
