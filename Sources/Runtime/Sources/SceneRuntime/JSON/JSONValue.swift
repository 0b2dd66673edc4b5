/// A parsed JSON value together with the byte offset where it starts in its source.
///
/// Offsets, not line numbers, are kept while parsing: turning an offset into a line and a
/// column costs a scan, and only diagnostics need it (see ``SourceLocator``).
package struct JSONValue: Sendable {
    /// What the value is.
    package enum Kind: Sendable {
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// The number's literal text, exactly as written.
        case number(String)
        case bool(Bool)
        case null
    }

    package var kind: Kind
    package var offset: Int

    /// How the kind is named in messages: "a string", "an array", ...
    var kindDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number(let literal): "the number \(abbreviated(literal))"
        case .bool(let value): "\(value)"
        case .null: "null"
        }
    }
}

/// One `"key": value` pair of a JSON object, in source order. Duplicate keys are kept so that
/// the reader can report them.
package struct JSONMember: Sendable {
    package var key: String
    package var keyOffset: Int
    package var value: JSONValue
}

extension JSONValue {
    /// `text` as a JSON string literal, quotes included: `"`, `\` and every C0, DEL and C1 control
    /// escaped, so what the runtime writes (plugin manifests, values for links) reads back the same
    /// and shows no control character to whoever looks at the file.
    package static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                let digits = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
