/// A change spanning two data files of one directory, all or nothing: placing an order records it
/// and empties the cart, or does neither.
///
/// It holds the directory's lock across both files, reads both as they are now, lets the change
/// change both, and writes them through ``DataJournal``: if the second write fails, the first is
/// undone before the error is thrown, and if the process is killed between the writes, the next
/// process to take the lock undoes the first.
@MainActor public enum DataTransaction {
    /// Changes two files of one data directory together.
    /// - Parameter storage: Turns a problem with a file into the caller's error.
    /// - Returns: What `change` returns.
    public static func update<First, Second, Result, Failure: Error>(
        _ first: DataFile<First>, _ second: DataFile<Second>, storage: (DataFileError) -> Failure,
        _ change: (inout First, inout Second) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard first.directory == second.directory, first.name != second.name else {
            throw storage(
                .unwritable(file: second.name, reason: "it is not beside \(first.name) in one data directory")
            )
        }
        return try DataDirectoryLock.withLock(of: first.directory, for: first.name, storage: storage) {
            () throws(Failure) -> Result in
            var firstValue: First
            var secondValue: Second
            do throws(DataFileError) {
                firstValue = try first.current()
                secondValue = try second.current()
            } catch {
                throw storage(error)
            }
            let result = try change(&firstValue, &secondValue)
            do throws(DataFileError) {
                try DataJournal.commit(
                    [
                        (first.name, try first.encoded(firstValue)),
                        (second.name, try second.encoded(secondValue)),
                    ],
                    in: first.directory)
            } catch {
                throw storage(error)
            }
            first.changed()
            second.changed()
            return result
        }
    }

    /// Changes two files of one data directory together (see ``update(_:_:storage:_:)``).
    public static func update<First, Second, Result>(
        _ first: DataFile<First>, _ second: DataFile<Second>,
        _ change: (inout First, inout Second) throws(DataFileError) -> Result
    ) throws(DataFileError) -> Result {
        try update(first, second, storage: DataFileError.passThrough, change)
    }
}
