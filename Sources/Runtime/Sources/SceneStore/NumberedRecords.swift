/// A record with a number that names it in its file: a contact's id, a note's id, an order's number.
public protocol NumberedRecord: Codable, Sendable {
    /// The record's number, unique in its file and never given to another record.
    var recordNumber: Int { get }
    /// The numbers a record may have; a new number beyond them is never given.
    static var recordNumbers: ClosedRange<Int> { get }
}

/// The records of a data file and the highest number ever given, so that the number of a deleted
/// record is never given again: a command naming a record by number acts on that record or finds
/// it gone, never on another.
///
/// Written as `{"highestNumberUsed": N, "records": [...]}`. A file of the earlier form, a bare
/// array of records, still loads; its highest number is then that of its records.
public struct NumberedRecords<Record: NumberedRecord>: Codable, Sendable {
    /// The records, in the order they were added.
    public private(set) var records: [Record]
    /// The highest number ever given in the file.
    public private(set) var highestNumberUsed: Int

    /// Records with the highest number given so far (at least that of the records).
    public init(_ records: [Record], highestNumberUsed: Int = 0) {
        self.records = records
        self.highestNumberUsed = records.reduce(highestNumberUsed) { max($0, $1.recordNumber) }
    }

    /// Adds the record that `make` builds with the next number.
    /// - Returns: The record added, or `nil` if every number has been given.
    public mutating func append(_ make: (Int) -> Record) -> Record? {
        let (next, overflow) = highestNumberUsed.addingReportingOverflow(1)
        guard !overflow, Record.recordNumbers.contains(next) else { return nil }
        let record = make(next)
        records.append(record)
        highestNumberUsed = max(highestNumberUsed, record.recordNumber)
        return record
    }

    /// The record with a number, if the file has it.
    public func record(numbered number: Int) -> Record? {
        records.first { $0.recordNumber == number }
    }

    /// Removes the record with a number.
    /// - Returns: The record removed, or `nil` if there was none.
    public mutating func remove(numbered number: Int) -> Record? {
        guard let index = records.firstIndex(where: { $0.recordNumber == number }) else { return nil }
        return records.remove(at: index)
    }

    /// Replaces the record with the same number.
    /// - Returns: Whether there was one to replace.
    public mutating func replace(with record: Record) -> Bool {
        guard let index = records.firstIndex(where: { $0.recordNumber == record.recordNumber }) else {
            return false
        }
        records[index] = record
        return true
    }

    private enum CodingKeys: String, CodingKey {
        case highestNumberUsed
        case records
    }

    /// Reads records in either form: `{"highestNumberUsed": N, "records": [...]}` or a bare array.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: CodingKeys.self) {
            self.init(
                try container.decode([Record].self, forKey: .records),
                highestNumberUsed: try container.decode(Int.self, forKey: .highestNumberUsed))
        } else {
            self.init(try decoder.singleValueContainer().decode([Record].self))
        }
    }

    /// Writes `{"highestNumberUsed": N, "records": [...]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(highestNumberUsed, forKey: .highestNumberUsed)
        try container.encode(records, forKey: .records)
    }
}
