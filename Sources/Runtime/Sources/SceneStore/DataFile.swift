import FoundationEssentials
import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// One JSON file of the app's data (contacts, notes, ...), in the data directory.
///
/// Every change is a transaction (``update(_:)``): it takes the data directory's lock (see
/// ``DataDirectoryLock``), reads the file as it is now, applies the change and writes the file
/// atomically before releasing the lock, so that processes sharing the directory never lose each
/// other's changes. A change spanning two files is all or nothing (``DataTransaction``).
///
/// Writing goes to a temporary file, flushed to disk and renamed over the old one, so a crash at
/// any moment leaves either the old file or the new one, never a torn mix; reading needs no lock.
/// A file that cannot be decoded is never overwritten: it is renamed aside
/// (`contacts.json.corrupt-1`) and reported, and if it cannot be moved, changes are refused. A file
/// that cannot be read at all (permissions, an I/O error, a FIFO or a directory in its place) is
/// left alone, reported, and never written over.
@MainActor public final class DataFile<Value: Codable & Sendable> {
    /// The file's full path.
    public let path: String
    /// The folder of the file.
    public let directory: String
    /// The file's name without its directory.
    public let name: String
    private let seed: () -> Value
    private let empty: () -> Value
    /// Whether the file, and the data directory, must be writable by nobody but the user.
    private let ownerOnly: Bool
    /// The latest setting aside of this file (see ``SetAsideFiles``) that this instance has
    /// reported or made, so that each reader says it once.
    private var setAsideReported = 0
    /// The file as the process knows it: what was decoded, and what tells the scenes that read
    /// it that it changed.
    private lazy var known = KnownFile.of(path)

    /// A file named `name` in `directory`.
    /// - Parameters:
    ///   - ownerOnly: Whether the file must be writable by nobody but the user, and the data
    ///     directory too (it must also be the user's or root's), as for a file that says who is
    ///     signed in (`session.json`): whoever could write it, or put a file of their making in its
    ///     place, could choose. One that is not is reported (``DataFileError/untrusted(file:reason:)``),
    ///     read as `empty`, and never written over.
    ///   - seed: The value of a new file, written when the file is first read (the samples of a
    ///     new data directory).
    ///   - empty: The value to go on with when the file was corrupt and has been moved aside, or
    ///     could not be read.
    public init(
        directory: String, name: String, ownerOnly: Bool = false, seed: @escaping () -> Value,
        empty: @escaping () -> Value
    ) {
        self.directory = directory
        // Joined by hand: NSString's path methods cost more than the rest of building a scene.
        self.path = PathText.joining(directory, name)
        self.name = name
        self.seed = seed
        self.empty = empty
        self.ownerOnly = ownerOnly
    }

    /// Reads the value. A missing file is seeded, a corrupt one moved aside (both under the lock);
    /// what went wrong comes with the value to go on with.
    ///
    /// A corrupt file that another reader in this process moved aside (another scene's worker, or
    /// an earlier read in the same command) is reported to this reader too, once, until the file
    /// is next changed: the scene the person sees says so, whichever scene's read found it.
    ///
    /// The file is observed data (see `ObservedData`): a scene that reads it as it appears is told
    /// when it changes while the scene is visible, whoever changed it.
    public func read() -> DataFileContents<Value> {
        let contents = readNow()
        // A scene appearing that reads the file is told when it changes while the scene is visible.
        known.noteRead()
        // Most processes set nothing aside: no lookup by path then.
        guard contents.problem == nil, !SetAsideFiles.entries.isEmpty,
            let report = SetAsideFiles.entries[path],
            report.serial > setAsideReported
        else { return contents }
        setAsideReported = report.serial
        return DataFileContents(value: contents.value, problem: report.problem)
    }

    private func readNow() -> DataFileContents<Value> {
        var missing = false
        if !DataJournal.exists(in: directory) {
            do throws(DataFileError) {
                switch try stored() {
                case .value(let value): return DataFileContents(value: value, problem: nil)
                case .missing: missing = true  // seeded under the lock, below
                case .undecodable: break  // moved aside under the lock, below
                }
            } catch {
                return DataFileContents(value: empty(), problem: error)
            }
        }
        do throws(DataFileError) {
            return try DataDirectoryLock.withLock(
                of: directory, for: name, storage: DataFileError.passThrough
            ) {
                () throws(DataFileError) -> DataFileContents<Value> in
                if case .missing = try stored() {
                    let value = seed()
                    do throws(DataFileError) {
                        try write(value)
                        return DataFileContents(value: value, problem: nil)
                    } catch {
                        return DataFileContents(value: value, problem: error)
                    }
                }
                return DataFileContents(value: try current(), problem: nil)
            }
        } catch {
            // A new file that could not be written goes on with the seed, as it would have.
            return DataFileContents(value: missing ? seed() : empty(), problem: error)
        }
    }

    /// Changes the value as a transaction: under the data directory's lock, reads the file as it is
    /// now, lets `change` change it, and writes it atomically. Nothing is written if `change` throws.
    /// - Parameter storage: Turns a problem with the file into the caller's error.
    /// - Returns: What `change` returns.
    public func update<Result, Failure: Error>(
        storage: (DataFileError) -> Failure, _ change: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try DataDirectoryLock.withLock(of: directory, for: name, storage: storage) {
            () throws(Failure) -> Result in
            var value: Value
            do throws(DataFileError) {
                value = try current()
            } catch {
                throw storage(error)
            }
            let stored = value
            let result = try change(&value)
            do throws(DataFileError) {
                try checkLimits(of: value, replacing: stored)
                let data = try encoded(value)
                try DataJournal.commit([(name, data)], in: directory)
                changed()
                noteChange(replacing: stored, written: data)
            } catch {
                throw storage(error)
            }
            return result
        }
    }

    /// Changes the value as a transaction (see ``update(storage:_:)``).
    public func update<Result>(_ change: (inout Value) throws(DataFileError) -> Result) throws(DataFileError)
        -> Result
    {
        try update(storage: DataFileError.passThrough, change)
    }

    /// Replaces the value as a transaction. A file that cannot be read or decoded is not replaced.
    public func save(_ value: Value) throws(DataFileError) {
        try update { (stored: inout Value) throws(DataFileError) in stored = value }
    }

    // MARK: - Under the lock

    /// The value as the file holds it now, for a change: the seed if there is no file. A corrupt
    /// file is moved aside and a new, empty one written; the change is refused, so that the user
    /// sees the problem before anything else happens. Call with the lock held.
    func current() throws(DataFileError) -> Value {
        switch try stored() {
        case .missing:
            return seed()
        case .value(let value):
            return value
        case .undecodable(let reason):
            let problem = setAside(reason: reason)
            if case .corrupt(_, _, .some) = problem { try? write(empty()) }
            throw problem
        }
    }

    /// Notes the change just written (`written`, the file's bytes) for the action running now,
    /// if any (``ActionChanges``): taking it back writes `before` again, under the lock, unless
    /// the file holds other bytes since.
    func noteChange(replacing before: Value, written: Data) {
        guard ActionChanges.isRunning else { return }
        ActionChanges.note { [self] in takeBack(to: before, ifStill: written) }
    }

    /// Writes `before` over the file as a transaction if it still holds `written`; whether the
    /// file holds `before` now (another process may have written the same value since).
    private func takeBack(to before: Value, ifStill written: Data) -> Bool {
        let done = try? DataDirectoryLock.withLock(
            of: directory, for: name, storage: DataFileError.passThrough
        ) { () throws(DataFileError) -> Bool in
            let now = try? Data(contentsOf: URL(fileURLWithPath: path))
            let restored = try encoded(before)
            if now == restored { return true }
            guard now == written else { return false }
            try DataJournal.commit([(name, restored)], in: directory)
            changed()
            return true
        }
        return done ?? false
    }

    /// Refuses `value` when it is over a limit that `stored`, the value it replaces, was not
    /// (for a value with limits: ``LimitedValue``).
    func checkLimits(of value: Value, replacing stored: Value) throws(DataFileError) {
        guard let limited = value as? any LimitedValue, let over = Self.overLimit(limited, replacing: stored)
        else { return }
        throw .overLimit(file: name, over)
    }

    private static func overLimit<Limited: LimitedValue>(_ value: Limited, replacing stored: Value)
        -> OverLimit?
    {
        guard let stored = stored as? Limited else { return nil }
        return value.overLimit(replacing: stored)
    }

    /// The file's value encoded as it is written.
    func encoded(_ value: Value) throws(DataFileError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        do {
            return try encoder.encode(value) + Data("\n".utf8)
        } catch {
            throw .unwritable(file: name, reason: DataFileError.describe(error))
        }
    }

    private func write(_ value: Value) throws(DataFileError) {
        try AtomicWrite.write(try encoded(value), to: path)
    }

    private enum Stored {
        case missing
        case value(Value)
        case undecodable(reason: String)
    }

    /// What the file holds, without changing anything. A version of the file decoded before (by
    /// any DataFile of this path in the process) is not read and decoded again.
    private func stored() throws(DataFileError) -> Stored {
        let seen = known.decoded
        let data: Data
        let identity: RegularFile.Identity
        let folder = ownerOnly ? directory : nil
        switch try RegularFile.read(path, name: name, unlessSeen: seen?.identity, ownerOnlyIn: folder) {
        case .missing:
            return .missing
        case .seen:
            if let value = seen?.value as? Value { return .value(value) }
            // Another type read this path: read it again as this one.
            guard
                case .bytes(let bytes, let version) = try RegularFile.read(
                    path, name: name, unlessSeen: nil, ownerOnlyIn: folder)
            else { return .missing }
            (data, identity) = (bytes, version)
        case .bytes(let bytes, let version):
            (data, identity) = (bytes, version)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            let value = try decoder.decode(Value.self, from: data)
            known.decoded = (identity, value)
            return .value(value)
        } catch {
            return .undecodable(reason: DataFileError.describe(error))
        }
    }

    /// Moves an undecodable file aside so that nothing overwrites it. Call with the lock held.
    private func setAside(reason: String) -> DataFileError {
        var number = 1
        var status = stat()
        while lstat("\(path).corrupt-\(number)", &status) == 0 { number += 1 }
        let keptAs = "\(path).corrupt-\(number)"
        guard rename(path, keptAs) == 0 else { return .corrupt(file: name, reason: reason, keptAs: nil) }
        chmod(keptAs, 0o600)
        let problem = DataFileError.corrupt(
            file: name, reason: reason, keptAs: PathText.lastComponent(of: keptAs))
        setAsideReported = SetAsideFiles.record(problem, for: path)
        return problem
    }

    /// Forgets that the file was set aside: once changed, the new file is the person's. Call after
    /// a change was written.
    func changed() {
        SetAsideFiles.entries[path] = nil
    }
}
