import SceneRuntime

/// Why `scenes coverage` skipped a report, or could not measure.
enum CoverageProblem: Error, Equatable {
    /// The file or directory could not be read (missing, unreadable, too large), with why.
    case unreadable(path: String, reason: String)
    /// The file is not a complete report: another kind of file, or one a killed process left
    /// half-written.
    case notAReport(path: String)
    /// The file gives a key twice in one object: the JSON error says which, and where.
    case duplicateKey(path: String, JSONSyntaxError)
    /// None of the paths given held a report.
    case noReports
}
