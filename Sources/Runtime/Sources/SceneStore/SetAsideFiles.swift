/// The data files this process moved aside as corrupt, by path, with the report of each, numbered
/// in the order they were moved; forgotten when the file is next changed.
@MainActor enum SetAsideFiles {
    static var entries: [String: (serial: Int, problem: DataFileError)] = [:]
    static var latest = 0

    /// Records a file moved aside; returns its number.
    static func record(_ problem: DataFileError, for path: String) -> Int {
        latest += 1
        entries[path] = (latest, problem)
        return latest
    }
}
