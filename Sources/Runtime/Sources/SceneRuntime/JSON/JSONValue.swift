/// A parsed JSON value together with the byte offset where it starts in its source.
///
/// Offsets, not line numbers, are kept while parsing: turning an offset into a line and a
/// column costs a scan, and only diagnostics need it (see ``SourceLocator``).
struct JSONValue: Sendable {
    /// What the value is.
    enum Kind: Sendable {
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// The number's literal text, exactly as written.
        case number(String)
        case bool(Bool)
        case null
    }

    var kind: Kind
    var offset: Int

    /// How the kind is named in messages: "a string", "an array", ...
    var kindDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number(let literal): "the number \(literal)"
        case .bool(let value): "\(value)"
        case .null: "null"
        }
    }
}

/// One `"key": value` pair of a JSON object, in source order. Duplicate keys are kept so that
/// the reader can report them.
struct JSONMember: Sendable {
    var key: String
    var keyOffset: Int
    var value: JSONValue
}

/// A JSON syntax error: where the text stops being JSON and why.
struct JSONSyntaxError: Error, Equatable, Sendable {
    var offset: Int
    var message: String
}
