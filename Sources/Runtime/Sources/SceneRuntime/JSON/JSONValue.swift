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
    /// What ``literal(_:escaping:)`` escapes beyond `"`, `\` and every C0, DEL and C1 control.
    package enum Escaping {
        /// Nothing more: what the runtime writes to files (plugin manifests, `stack.json`).
        case controls
        /// Every character a terminal would not show as itself too: format characters (the
        /// bidirectional controls, ZERO WIDTH SPACE, a soft hyphen) and the line and paragraph
        /// separators, so that a link shown is the link to copy.
        case invisible
        /// Every character past ASCII too, so that a terminal shows the text as it is.
        case nonASCII
    }

    /// `text` as a JSON string literal, quotes included: `"`, `\` and every C0, DEL and C1 control
    /// escaped, and what `escaping` adds, so that it reads back the same and shows no control
    /// character to whoever looks at it. An escaped character is `\uXXXX`, a surrogate pair past
    /// U+FFFF (`\uDB40\uDC01`). The one JSON string writer of the runtime and its shell.
    package static func literal(_ text: String, escaping: Escaping = .controls) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                result += escaped(scalar)
            case _ where escaping == .nonASCII && scalar.value > 0x7F: result += escaped(scalar)
            case _ where escaping == .invisible && Self.isInvisible(scalar): result += escaped(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Whether `scalar` is a format character or a line or paragraph separator.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029
            || (scalar.value >= 0xAD && scalar.properties.generalCategory == .format)
    }

    /// `scalar` as JSON's `\uXXXX`, or two of them (a surrogate pair) past U+FFFF.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        guard scalar.value > 0xFFFF else { return unit(scalar.value) }
        let offset = scalar.value - 0x1_0000
        return unit(0xD800 + (offset >> 10)) + unit(0xDC00 + (offset & 0x3FF))
    }

    /// `\uXXXX` for the UTF-16 code unit `value`.
    private static func unit(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
