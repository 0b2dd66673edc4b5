import Foundation

/// Reads a data file as it is on disk and decodes it afresh, as the store decodes what it wrote
/// (`DataFile`: JSON, dates in ISO 8601), so that a test sees what was saved, not what a `DataFile`
/// of the process remembers having read or written.
enum SavedData {
    /// The value of type `Value` that the file at `path` holds now.
    static func value<Value: Decodable>(_ type: Value.Type, at path: String) throws(SavedDataError) -> Value {
        let name = URL(fileURLWithPath: path).lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missing(file: name)
        }
        guard !isDirectory.boolValue else { throw .unreadable(file: name, reason: "it is a directory") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(file: name, reason: "\(error)")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(Value.self, from: data)
        } catch {
            throw .undecodable(file: name, reason: "\(error)")
        }
    }
}
