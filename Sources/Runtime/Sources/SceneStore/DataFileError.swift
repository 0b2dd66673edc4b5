/// Why a data file could not be read or written.
public enum DataFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be decoded; it was moved aside to `keptAs`, or could not be moved.
    case corrupt(file: String, reason: String, keptAs: String?)
    /// The file exists but could not be read (permissions, an I/O error); it was left alone.
    case unreadable(file: String, reason: String)
    /// The file is not a regular file (`kind` is "a FIFO", "a directory", ...); it was left alone.
    case notARegularFile(file: String, kind: String)
    /// The file, or the data directory, could be written by another user, and the file must not
    /// (``DataFile/init(directory:name:ownerOnly:seed:empty:)``): `reason` says which and how; it
    /// was neither believed nor written over.
    case untrusted(file: String, reason: String)
    /// The file could not be written.
    case unwritable(file: String, reason: String)
    /// Another process held the data directory's lock for longer than a change may wait.
    case busy(file: String, seconds: Int)
    /// Every record number was given once already: no new record can be numbered.
    case noNumbersLeft(file: String)
    /// The change would save a value over one of its limits (``LimitedRecord``); nothing was
    /// saved.
    case overLimit(file: String, OverLimit)

    /// The message shown to the user.
    public var description: String {
        let leftAlone = "it was left as it is, and nothing will be saved over it"
        return switch self {
        case .corrupt(let file, let reason, let keptAs?):
            "\(file) could not be read (\(reason)); it was kept as \(keptAs) and a new one was started"
        case .corrupt(let file, let reason, nil):
            "\(file) could not be read (\(reason)) nor moved aside; nothing will be saved over it"
        case .unreadable(let file, let reason):
            "\(file) could not be read (\(reason)); \(leftAlone)"
        case .notARegularFile(let file, let kind):
            "\(file) is \(kind), not a regular file; \(leftAlone)"
        case .untrusted(let file, let reason):
            "\(file) was not believed, as \(reason), so another user could have written it; \(leftAlone):"
                + " make it and its folder writable by you alone (chmod go-w)"
        case .unwritable(let file, let reason):
            "\(file) could not be saved: \(reason)"
        case .busy(let file, let seconds):
            "data directory busy: \(file) was not changed, as another process kept the data directory "
                + "locked for \(seconds) s; try again"
        case .noNumbersLeft(let file):
            "\(file) has given every record number there is; no new record can be added"
        case .overLimit(_, let over):
            "\(over); nothing was saved"
        }
    }

    /// The error itself, where a change whose caller's error is a `DataFileError` asks how to turn
    /// one into its error.
    static func passThrough(_ error: DataFileError) -> DataFileError { error }

    /// A short reason for a decoding or encoding error.
    static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else {
            return error is EncodingError ? "a value cannot be written as JSON" : "cannot be decoded"
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
