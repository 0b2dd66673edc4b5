/// What reading a data file gave: the value to use, and what went wrong, if anything.
public struct DataFileContents<Value: Sendable>: Sendable {
    /// The value to use.
    public let value: Value
    /// A problem to show the user, if any.
    public let problem: DataFileError?
}
