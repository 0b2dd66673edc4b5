import DomainSupport

/// Why a note could not be added.
public enum NotesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every id up to the highest of ``Note/ids`` is taken: no new note can be numbered.
    case noIDsLeft
    /// The notes could not be saved.
    case storage(DataFileError)

    /// The message shown to the user.
    public var description: String {
        switch self {
        case .noIDsLeft: "the notes hold the highest id, \(Note.ids.upperBound); no new note can be numbered"
        case .storage(let problem): problem.description
        }
    }
}
