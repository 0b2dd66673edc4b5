import FoundationEssentials
import SceneRuntime

/// The changes of one transaction over any number of data files of one directory
/// (``DataTransaction/update(in:storage:_:)``): each file read as it is now, under the directory's
/// lock, changed, and written with the others, all or nothing.
@MainActor public struct DataChanges {
    /// The data directory whose files the transaction changes.
    public let directory: String
    /// The files changed so far, by name: the value to write and how to encode and report it.
    private var changed: [String: Changed] = [:]
    /// The names of the files changed, in the order first changed.
    private var order: [String] = []

    private struct Changed {
        let value: any Sendable
        /// The value the file held before the transaction.
        let before: (any Sendable)?
        let encoded: () throws(DataFileError) -> Data
        /// Tells the file it was written (these bytes), and notes how to take the change back.
        let written: (Data) -> Void
    }

    init(directory: String) {
        self.directory = directory
    }

    /// The value of `file` as it is now: as this transaction changed it, else as the file holds
    /// it (the seed if there is none).
    /// - Throws: ``DataFileError`` for a file not in this transaction's directory, or one that
    ///   cannot be read or is corrupt (set aside: the change is refused).
    public func value<Value>(of file: DataFile<Value>) throws(DataFileError) -> Value {
        guard file.directory == directory else {
            throw .unwritable(file: file.name, reason: "it is not in the transaction's data directory")
        }
        if let earlier = changed[file.name]?.value as? Value { return earlier }
        return try file.current()
    }

    /// Changes the value of `file` through `change`; written when the transaction ends, with the
    /// transaction's other files. Nothing is changed if `change` throws.
    /// - Returns: What `change` returns.
    public mutating func update<Value, Result, Failure: Error>(
        _ file: DataFile<Value>, storage: (DataFileError) -> Failure,
        _ change: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var value: Value
        do throws(DataFileError) {
            value = try self.value(of: file)
        } catch {
            throw storage(error)
        }
        let stored = value
        let result = try change(&value)
        do throws(DataFileError) {
            try file.checkLimits(of: value, replacing: stored)
        } catch {
            throw storage(error)
        }
        set(file, to: value, replacing: stored)
        return result
    }

    /// Makes `value` what `file` holds when the transaction ends, in place of `stored`, its value
    /// as the transaction read it. The file's value before the transaction is kept for an action
    /// that may take the change back (``ActionChanges``), and only then.
    mutating func set<Value>(_ file: DataFile<Value>, to value: Value, replacing stored: Value) {
        let before: Value?
        if let earlier = changed[file.name] {
            before = earlier.before as? Value
        } else {
            order.append(file.name)
            before = ActionChanges.isRunning ? stored : nil
        }
        changed[file.name] = Changed(
            value: value, before: before,
            encoded: { () throws(DataFileError) -> Data in try file.encoded(value) },
            written: { data in
                file.changed()
                if let before { file.noteChange(replacing: before, written: data) }
            })
    }

    /// Changes the value of `file` (see ``update(_:storage:_:)``).
    public mutating func update<Value, Result>(
        _ file: DataFile<Value>, _ change: (inout Value) throws(DataFileError) -> Result
    ) throws(DataFileError) -> Result {
        try update(file, storage: DataFileError.passThrough, change)
    }

    /// Writes every file changed, all or nothing (see ``DataJournal``). The caller holds the lock.
    func commit() throws(DataFileError) {
        var writes: [(name: String, data: Data)] = []
        writes.reserveCapacity(order.count)
        for name in order {
            guard let file = changed[name] else { continue }
            writes.append((name, try file.encoded()))
        }
        try DataJournal.commit(writes, in: directory)
        for write in writes { changed[write.name]?.written(write.data) }
    }
}
