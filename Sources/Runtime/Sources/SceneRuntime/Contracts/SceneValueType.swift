/// The type of a scene input or output: one of the value kinds the runtime owns, or a list of
/// one.
///
/// ```swift
/// let type = try SceneValueType(parsing: "[integer]")   // .list(of: .integer)
/// type.description                                      // "[integer]"
/// SceneValue.list([.integer(1), .integer(2)]).conforms(to: type)   // true
/// ```
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

    /// The deepest nesting of lists a type may have (`[[text]]` has 2 levels): what a type's
    /// spelling, a link's list value and a JSON value given as a type are read to, and no deeper,
    /// so that a hostile spelling is refused with ``SceneValueType/SpellingError/tooDeep(_:limit:)`` rather
    /// than overflowing the stack.
    public static let maximumNesting = 64

    /// Reads a type's spelling: `integer`, `[text]`, `[[date]]`; `nil` for anything else (see
    /// ``init(parsing:)`` for why).
    public init?(spelling: String) {
        guard let type = try? SceneValueType(parsing: spelling) else { return nil }
        self = type
    }

    /// Reads a type's spelling: `integer`, `[text]`, `[[date]]`, looking at no more of it than a type
    /// within ``maximumNesting`` can take (so in time linear in its length, at most).
    ///
    /// - Throws: ``SceneValueType/SpellingError/tooDeep(_:limit:)`` for lists nested deeper than
    ///   ``maximumNesting``, ``SceneValueType/SpellingError/unknown(_:)`` for anything else that is no type.
    public init(parsing spelling: String) throws(SceneValueType.SpellingError) {
        let utf8 = spelling.utf8
        // Counted no further than the limit allows: a spelling too deep is refused in constant time.
        let opening = utf8.prefix(Self.maximumNesting + 1).prefix { $0 == UInt8(ascii: "[") }.count
        guard opening <= Self.maximumNesting else {
            throw .tooDeep(spelling, limit: Self.maximumNesting)
        }
        let closing = utf8.reversed().prefix(opening + 1).prefix { $0 == UInt8(ascii: "]") }.count
        guard opening == closing, utf8.count > 2 * opening else { throw .unknown(spelling) }
        let name = utf8.dropFirst(opening).dropLast(closing)
        guard var type = Self.scalars.first(where: { $0.description.utf8.elementsEqual(name) }) else {
            throw .unknown(spelling)
        }
        for _ in 0..<opening { type = .list(of: type) }
        self = type
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
