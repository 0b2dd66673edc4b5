/// The type of a scene input or output: one of the value kinds the runtime owns, or a list of
/// one.
///
/// Spelled in `scenes.json`, messages and `scenes new` as `text`, `integer`, `decimal`,
/// `boolean`, `date`, `identifier`, and `[integer]` for a list (lists nest: `[[text]]`).
public indirect enum SceneValueType: Sendable, Hashable, CustomStringConvertible {
    /// A string (`String`).
    case text
    /// A whole number (`Int`).
    case integer
    /// An exact decimal number (`Decimal`).
    case decimal
    /// `true` or `false` (`Bool`).
    case boolean
    /// A point in time (`Date`); in JSON an ISO 8601 string.
    case date
    /// An opaque, non-empty name of a record (``SceneIdentifier``, or `UUID`).
    case identifier
    /// A list whose elements all have the given type (`[Element]`).
    case list(of: SceneValueType)

    /// The types that are not lists, in the order they are documented.
    public static let scalars: [SceneValueType] = [.text, .integer, .decimal, .boolean, .date, .identifier]

    /// Reads a type's spelling: `integer`, `[text]`, `[[date]]`; `nil` for anything else.
    public init?(spelling: String) {
        if spelling.hasPrefix("["), spelling.hasSuffix("]"), spelling.count >= 2 {
            guard let element = SceneValueType(spelling: String(spelling.dropFirst().dropLast())) else {
                return nil
            }
            self = .list(of: element)
            return
        }
        guard let scalar = Self.scalars.first(where: { $0.description == spelling }) else { return nil }
        self = scalar
    }

    /// The type's spelling: `integer`, `[text]`.
    public var description: String {
        switch self {
        case .text: "text"
        case .integer: "integer"
        case .decimal: "decimal"
        case .boolean: "boolean"
        case .date: "date"
        case .identifier: "identifier"
        case .list(let element): "[\(element)]"
        }
    }
}
