/// Why a test could not read back what a data file holds on disk (``TemporaryDataDirectory/saved(_:in:)``,
/// `DataFile.saved()`).
public enum SavedDataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// There is no file of that name: nothing was saved in it.
    case missing(file: String)
    /// The file is there but could not be read (a directory in its place, permissions).
    case unreadable(file: String, reason: String)
    /// The file does not hold a value of the type asked for, as the store writes it.
    case undecodable(file: String, reason: String)

    /// What went wrong, as a failed expectation shows it.
    public var description: String {
        switch self {
        case .missing(let file): "\(file) is not there: nothing was saved in it"
        case .unreadable(let file, let reason): "\(file) could not be read: \(reason)"
        case .undecodable(let file, let reason): "\(file) does not hold what was asked for: \(reason)"
        }
    }
}
