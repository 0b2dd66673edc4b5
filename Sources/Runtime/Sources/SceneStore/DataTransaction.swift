/// A change spanning data files of one directory, all or nothing: placing an order records it
/// and empties the cart, or does neither.
///
/// It holds the directory's lock across the files, reads each as it is now, lets the change change
/// them, and writes them through ``DataJournal``: if a later write fails, the earlier ones are
/// undone before the error is thrown, and if the process is killed between the writes, the next
/// process to take the lock undoes them.
@MainActor public enum DataTransaction {
    /// Changes any number of files of `directory` together: `body` reads and changes them through
    /// the ``DataChanges`` it is given, and every file it changed is written when it returns, all
    /// or nothing. Nothing is written if `body` throws.
    /// - Parameter storage: Turns a problem with a file into the caller's error.
    /// - Returns: What `body` returns.
    public static func update<Result, Failure: Error>(
        in directory: String, storage: (DataFileError) -> Failure,
        _ body: (inout DataChanges) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try update(in: directory, naming: "the data directory", storage: storage, body)
    }

    /// ``update(in:storage:_:)``, naming `name` in what the lock's wait says.
    private static func update<Result, Failure: Error>(
        in directory: String, naming name: String, storage: (DataFileError) -> Failure,
        _ body: (inout DataChanges) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try DataDirectoryLock.withLock(of: directory, for: name, storage: storage) {
            () throws(Failure) -> Result in
            var changes = DataChanges(directory: directory)
            let result = try body(&changes)
            do throws(DataFileError) {
                try changes.commit()
            } catch {
                throw storage(error)
            }
            return result
        }
    }

    /// Changes any number of files of `directory` together (see ``update(in:storage:_:)``).
    public static func update<Result>(
        in directory: String, _ body: (inout DataChanges) throws(DataFileError) -> Result
    ) throws(DataFileError) -> Result {
        try update(in: directory, storage: DataFileError.passThrough, body)
    }

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
        return try update(in: first.directory, naming: first.name, storage: storage) {
            (changes: inout DataChanges) throws(Failure) -> Result in
            var firstValue: First
            var secondValue: Second
            do throws(DataFileError) {
                firstValue = try changes.value(of: first)
                secondValue = try changes.value(of: second)
            } catch {
                throw storage(error)
            }
            let (firstStored, secondStored) = (firstValue, secondValue)
            let result = try change(&firstValue, &secondValue)
            do throws(DataFileError) {
                try first.checkLimits(of: firstValue, replacing: firstStored)
                try second.checkLimits(of: secondValue, replacing: secondStored)
            } catch {
                throw storage(error)
            }
            changes.set(first, to: firstValue, replacing: firstStored)
            changes.set(second, to: secondValue, replacing: secondStored)
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
