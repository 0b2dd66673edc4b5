/// A record whose fields, and whose collections, have limits the store keeps: a change that would
/// save a record over one, or a collection of more than ``maximumCount`` of them, is refused and
/// nothing is written (``DataFileError/overLimit(file:_:)``). A record stored before its limits were
/// declared is kept as it is; only what a change adds or alters is checked.
///
/// ```swift
/// extension Note: LimitedRecord {
///     public static let maximumCount = 10_000
///     public var overLimit: OverLimit? {
///         OverLimit.length(of: title, "a note's title", atMost: 200)
///             ?? OverLimit.length(of: body, "a note's text", atMost: 20_000)
///     }
/// }
/// ```
public protocol LimitedRecord: Equatable {
    /// The most records of this kind one collection holds.
    static var maximumCount: Int { get }
    /// What the collection is called in a message: `the notes`.
    static var collectionName: String { get }
    /// The first of the record's limits it is over, if any.
    var overLimit: OverLimit? { get }
}

/// A value whose changes the store checks against limits before it writes them
/// (``NumberedRecords`` and arrays of ``LimitedRecord``s).
public protocol LimitedValue {
    /// The first limit this value is over that `stored`, the value it replaces, was not: a
    /// collection that grew past its count, a record added or changed over one of its limits.
    func overLimit(replacing stored: Self) -> OverLimit?
}

extension LimitedRecord {
    /// The first limit `records` is over that `stored` was not (see ``LimitedValue``); a record
    /// equal to one of `stored` is not checked again.
    static func overLimit(of records: [Self], replacing stored: [Self]) -> OverLimit? {
        if records.count > maximumCount && records.count > stored.count {
            return OverLimit(collectionName, limit: maximumCount, found: records.count, unit: "records")
        }
        for record in records {
            if let over = record.overLimit, !stored.contains(record) { return over }
        }
        return nil
    }
}

extension Array: LimitedValue where Element: LimitedRecord {
    /// The first limit the records are over that `stored`'s were not (see ``LimitedValue``).
    public func overLimit(replacing stored: [Element]) -> OverLimit? {
        Element.overLimit(of: self, replacing: stored)
    }
}

extension NumberedRecords: LimitedValue where Record: LimitedRecord {
    /// The first limit the records are over that `stored`'s were not (see ``LimitedValue``).
    public func overLimit(replacing stored: NumberedRecords<Record>) -> OverLimit? {
        Record.overLimit(of: records, replacing: stored.records)
    }
}
