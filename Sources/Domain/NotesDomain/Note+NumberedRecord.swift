import DomainSupport

extension Note: NumberedRecord {
    /// The note's id.
    public var recordNumber: Int { id }
}
