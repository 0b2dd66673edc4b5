import SceneStore

extension Contact: NumberedRecord {
    /// The contact's id.
    public var recordNumber: Int { id }
    /// The numbers a record may have: ``ids``.
    public static var recordNumbers: ClosedRange<Int> { ids }
}
