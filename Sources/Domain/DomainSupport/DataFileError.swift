import Foundation

/// Why a data file could not be read or written.
public enum DataFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be decoded; it was moved aside to `keptAs`, or could not be moved.
    case corrupt(file: String, reason: String, keptAs: String?)
    /// The file exists but could not be read (permissions, an I/O error); it was left alone.
    case unreadable(file: String, reason: String)
    /// The file could not be written.
    case unwritable(file: String, reason: String)

    /// The message shown to the user.
    public var description: String {
        switch self {
        case .corrupt(let file, let reason, let keptAs?):
            "\(file) could not be read (\(reason)); it was kept as \(keptAs) and a new one was started"
        case .corrupt(let file, let reason, nil):
            "\(file) could not be read (\(reason)) nor moved aside; nothing will be saved over it"
        case .unreadable(let file, let reason):
            "\(file) could not be read (\(reason)); it was left as it is, and nothing will be saved over it"
        case .unwritable(let file, let reason):
            "\(file) could not be saved: \(reason)"
        }
    }

    /// A short reason for a decoding or file error.
    static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else {
            return (error as NSError).localizedDescription
        }
        switch decoding {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "invalid value at \(path(context))"
        case .keyNotFound(let key, let context):
            return "missing '\(key.stringValue)'" + (context.codingPath.isEmpty ? "" : " at \(path(context))")
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context))"
        case .valueNotFound(let type, let context):
            return "missing \(type) at \(path(context))"
        @unknown default:
            return "cannot be decoded"
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
            .joined()
        return path.hasPrefix(".") ? String(path.dropFirst()) : (path.isEmpty ? "the top" : path)
    }
}
