public import FoundationEssentials

/// A value passed into or out of a scene, in a representation the runtime owns.
///
/// ```swift
/// let name = SceneValue.text("Ada")
/// name.json                                                   // "\"Ada\""
/// let ids = try SceneValue(json: #"["C-1", "C-2"]"#, as: .list(of: .identifier))
/// ids == .list([.identifier("C-1"), .identifier("C-2")])    // true
/// ```
///
/// Scenes of the app and of plugins share nothing but the runtime, so values cross between them
/// as `SceneValue`s, never as a type of a module both link (that type would exist twice across
/// `dlopen`, and casts to it would fail). Scene code never sees them: a module's
/// ``SceneContract`` binds each input and output to a typed DataStore property, and
/// ``SceneValueConvertible`` converts.
///
/// Every value has a JSON form (``json``), read back with ``init(json:as:)``: text and
/// identifiers are strings, integers and decimals numbers, booleans `true`/`false`, dates ISO 8601
/// strings (`"2026-11-22T09:30:00Z"`, to the millisecond), lists arrays.
public enum SceneValue: Sendable, Hashable, CustomStringConvertible {
    /// A string.
    case text(String)
    /// A whole number.
    case integer(Int)
    /// An exact decimal number.
    case decimal(Decimal)
    /// `true` or `false`.
    case boolean(Bool)
    /// A point in time.
    case date(Date)
    /// The name of a record.
    case identifier(SceneIdentifier)
    /// A list; its elements' type is given by the input or output it is passed through.
    case list([SceneValue])

    /// Whether the value has the given type (every element, for a list).
    public func conforms(to type: SceneValueType) -> Bool {
        switch (self, type) {
        case (.text, .text), (.integer, .integer), (.decimal, .decimal), (.boolean, .boolean),
            (.date, .date), (.identifier, .identifier):
            true
        case (.list(let elements), .list(let element)):
            elements.allSatisfy { $0.conforms(to: element) }
        default:
            false
        }
    }

    /// The value as `type`, converting only where nothing is lost: a text to an identifier (not
    /// empty) or a date (ISO 8601), an integer to a decimal, and a list element by element.
    /// `nil` if it cannot be converted.
    public func converted(to type: SceneValueType) -> SceneValue? {
        switch (self, type) {
        case (.text(let text), .identifier):
            SceneIdentifier(rawValue: text).map(SceneValue.identifier)
        case (.text(let text), .date):
            Self.date(fromISO8601: text).map(SceneValue.date)
        case (.integer(let integer), .decimal):
            .decimal(Decimal(integer))
        case (.list(let elements), .list(let element)):
            elements.mapAll { $0.converted(to: element) }.map(SceneValue.list)
        default:
            conforms(to: type) ? self : nil
        }
    }

    /// The value's JSON form, as it would be written in `scenes.json`.
    public var description: String { json }
}
