/// The runtime's identifier value: an opaque, non-empty name of a record (`"C-42"`, a UUID's
/// text), passed between scenes as the `identifier` type.
///
/// ```swift
/// final class ShowRecordInteractor {
///     var recordID: SceneIdentifier = "none"    // bound with SceneInput("recordID", \.recordID)
/// }
/// let id = SceneIdentifier(rawValue: "C-42")    // nil for ""
/// ```
public struct SceneIdentifier: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The identifier's text, never empty.
    public let rawValue: String

    /// An identifier with the given text; `nil` for the empty string.
    public init?(rawValue: String) {
        guard !rawValue.isEmpty else { return nil }
        self.rawValue = rawValue
    }

    /// An identifier written in code (`"C-42"`); an empty literal becomes `"_"` rather than trap.
    public init(stringLiteral value: String) {
        self.rawValue = value.isEmpty ? "_" : value
    }

    /// The identifier's text.
    public var description: String { rawValue }

    /// Orders identifiers by their text.
    public static func < (lhs: SceneIdentifier, rhs: SceneIdentifier) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
