import DomainSupport

extension Order: NumberedRecord {
    /// The order's number.
    public var recordNumber: Int { number }
}
