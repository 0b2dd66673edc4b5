import FoundationEssentials

extension SceneValue {
    /// The value as JSON text: `"Ada"`, `42`, `12.5`, `true`, `"2026-11-22T09:30:00Z"`, `[1, 2]`.
    public var json: String {
        switch self {
        case .text(let text): JSONValue.literal(text)
        case .integer(let integer): String(integer)
        case .decimal(let decimal): decimal.description
        case .boolean(let boolean): boolean ? "true" : "false"
        case .date(let date): JSONValue.literal(Self.iso8601(date))
        case .identifier(let identifier): JSONValue.literal(identifier.rawValue)
        case .list(let elements): "[" + elements.map(\.json).joined(separator: ", ") + "]"
        }
    }

    /// Reads a value of the given type from its JSON form (see ``json``).
    /// - Throws: ``SceneValue/JSONError`` if the text is not JSON or not a value of that type.
    public init(json text: String, as type: SceneValueType) throws(SceneValue.JSONError) {
        let parsed: JSONValue
        do {
            parsed = try JSONParser.parse(Array(text.utf8))
        } catch {
            throw .invalidJSON(error.message)
        }
        guard let natural = SceneValue(jsonValue: parsed), let value = natural.converted(to: type) else {
            if let literal = Self.inexactNumber(in: parsed) { throw .inexactDecimal(literal) }
            throw .notOfType(type, json: text)
        }
        self = value
    }

    /// The value a JSON literal stands for before any input's type is known: a string is a
    /// text, a number without fraction or exponent that fits an `Int` an integer, any other
    /// number a decimal, an array a list; `nil` for `null`, an object, an array holding one, or a
    /// number no decimal holds exactly (see ``ExactDecimal``: refused, never rounded).
    init?(jsonValue: JSONValue) {
        switch jsonValue.kind {
        case .string(let text):
            self = .text(text)
        case .number(let literal):
            if !literal.contains(where: { ".eE".contains($0) }), let integer = Int(literal) {
                self = .integer(integer)
            } else if let decimal = ExactDecimal.decimal(literal) {
                self = .decimal(decimal)
            } else {
                return nil
            }
        case .bool(let boolean):
            self = .boolean(boolean)
        case .array(let elements):
            guard let values = elements.mapAll(SceneValue.init(jsonValue:)) else { return nil }
            self = .list(values)
        case .object, .null:
            return nil
        }
    }

    /// The first number in a JSON value (in an array, at any depth) that no decimal holds exactly
    /// and no integer either, if any: what to name when ``init(jsonValue:)`` refuses it.
    static func inexactNumber(in jsonValue: JSONValue) -> String? {
        switch jsonValue.kind {
        case .number(let literal):
            let isInteger = !literal.contains(where: { ".eE".contains($0) }) && Int(literal) != nil
            return !isInteger && ExactDecimal.isInexact(literal) ? literal : nil
        case .array(let elements):
            for element in elements {
                if let literal = inexactNumber(in: element) { return literal }
            }
            return nil
        default:
            return nil
        }
    }

    static func iso8601(_ date: Date) -> String {
        let whole = date.timeIntervalSinceReferenceDate.rounded(.down) == date.timeIntervalSinceReferenceDate
        return date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: !whole))
    }

    static func date(fromISO8601 text: String) -> Date? {
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle()) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}

extension SceneValue {
    /// The type a value has on its own: a list's is that of its first element (text when empty).
    var naturalType: SceneValueType {
        switch self {
        case .text: .text
        case .integer: .integer
        case .decimal: .decimal
        case .boolean: .boolean
        case .date: .date
        case .identifier: .identifier
        case .list(let elements): .list(of: elements.first?.naturalType ?? .text)
        }
    }
}
