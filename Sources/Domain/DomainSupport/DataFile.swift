import Foundation

/// One JSON file of the app's data (contacts, notes, ...), in the data directory.
///
/// Saving writes a temporary file, flushes it to disk and renames it over the old one, so a crash
/// at any moment leaves either the old file or the new one, never a torn mix. A file that cannot
/// be decoded is never overwritten: it is renamed aside (`contacts.json.corrupt-1`) and reported,
/// and if it cannot be moved, saving is refused. A file that cannot be read at all (permissions, an
/// I/O error) is left alone, and saving over it is refused.
@MainActor public final class DataFile<Value: Codable & Sendable> {
    /// The file's full path.
    public let path: String
    private var refusal: DataFileError?

    /// A file named `name` in `directory`.
    public init(directory: String, name: String) {
        self.path = (directory as NSString).appendingPathComponent(name)
    }

    /// The file's name without its directory.
    public var name: String { (path as NSString).lastPathComponent }

    /// Reads the value.
    /// - Parameters:
    ///   - seed: The value of a new file, written at once (the samples of a new data directory).
    ///   - empty: The value to go on with when the file was corrupt and has been moved aside, or
    ///     could not be read.
    public func load(seed: () -> Value, empty: () -> Value) -> DataFileContents<Value> {
        guard FileManager.default.fileExists(atPath: path) else {
            let value = seed()
            do {
                try save(value)
                return DataFileContents(value: value, problem: nil)
            } catch {
                return DataFileContents(value: value, problem: error)
            }
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            // Not the file's fault (permissions, a directory, an I/O error): leave it where it is.
            let problem = DataFileError.unreadable(file: name, reason: DataFileError.describe(error))
            refusal = problem
            return DataFileContents(value: empty(), problem: problem)
        }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return DataFileContents(value: try decoder.decode(Value.self, from: data), problem: nil)
        } catch {
            let problem = setAside(reason: DataFileError.describe(error))
            let value = empty()
            if refusal == nil { try? save(value) }
            return DataFileContents(value: value, problem: problem)
        }
    }

    /// Writes the value atomically.
    /// - Throws: ``DataFileError`` if the file cannot be written, or may not be because an
    ///   unreadable one could not be moved aside.
    public func save(_ value: Value) throws(DataFileError) {
        if let refusal { throw refusal }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            throw .unwritable(file: name, reason: DataFileError.describe(error))
        }
        try AtomicWrite.write(data + Data("\n".utf8), to: path)
    }

    /// Moves an unreadable file aside so that nothing overwrites it.
    private func setAside(reason: String) -> DataFileError {
        let fileManager = FileManager.default
        var number = 1
        while fileManager.fileExists(atPath: "\(path).corrupt-\(number)") { number += 1 }
        let keptAs = "\(path).corrupt-\(number)"
        do {
            try fileManager.moveItem(atPath: path, toPath: keptAs)
            return .corrupt(file: name, reason: reason, keptAs: (keptAs as NSString).lastPathComponent)
        } catch {
            let problem = DataFileError.corrupt(file: name, reason: reason, keptAs: nil)
            refusal = problem
            return problem
        }
    }
}

/// What loading a data file gave: the value to use, and what went wrong, if anything.
public struct DataFileContents<Value: Sendable>: Sendable {
    /// The value to use.
    public let value: Value
    /// A problem to show the user, if any.
    public let problem: DataFileError?
}
