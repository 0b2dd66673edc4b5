import SceneStore

extension Order: NumberedRecord {
    /// The order's number.
    public var recordNumber: Int { number }
    /// The numbers a record may have: ``numbers``.
    public static var recordNumbers: ClosedRange<Int> { numbers }
}
