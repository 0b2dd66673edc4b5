import DomainSupport

extension Contact: NumberedRecord {
    /// The contact's id.
    public var recordNumber: Int { id }
}
