import SceneStore

extension Note: NumberedRecord {
    /// The note's id.
    public var recordNumber: Int { id }
    /// The numbers a record may have: ``ids``.
    public static var recordNumbers: ClosedRange<Int> { ids }
}
