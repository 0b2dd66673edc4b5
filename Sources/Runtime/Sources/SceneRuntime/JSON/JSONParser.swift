/// A strict RFC 8259 JSON parser that remembers where every value starts.
///
/// Foundation's decoders report neither lines nor duplicate keys, and storyboard diagnostics need
/// both. The parser works on raw UTF-8 bytes, validates the encoding itself, skips a UTF-8
/// byte-order mark, and refuses nesting deeper than ``maximumDepth`` instead of overflowing the
/// stack.
package struct JSONParser: ~Copyable {
    /// The deepest nesting of objects and arrays accepted.
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.index = 0
    }

    /// Parses one JSON document.
    package static func parse(_ input: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = input.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            return Result { () throws(JSONSyntaxError) in try parser.parseDocument() }
        }
        return try result.get()
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)
        {
            throw JSONSyntaxError(offset: 0, message: "the file is encoded as UTF-16; save it as UTF-8")
        }
        // JSON text starts with an ASCII character; a zero byte among the first two is UTF-16 or
        // UTF-32 without a byte-order mark.
        if bytes.prefix(2).contains(0) {
            throw JSONSyntaxError(
                offset: 0,
                message: "the file is encoded as UTF-16 or UTF-32 (it has zero bytes); save it as UTF-8")
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
        }
        let start = index
        skipWhitespace()
        guard index < bytes.count else {
            throw error(
                index == start
                    ? "the file is empty; expected a JSON object"
                    : "the file holds only whitespace; expected a JSON object")
        }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else {
            throw error("unexpected \(describeToken(at: index)) after the end of the JSON value")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONValue(kind: .object(try parseObject()), offset: start)
        case UInt8(ascii: "["): return JSONValue(kind: .array(try parseArray()), offset: start)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), offset: start)
        case let byte where Self.isWordByte(byte):
            return JSONValue(kind: try parseLiteral(), offset: start)
        default:
            throw error("unexpected \(describeToken(at: index)); expected a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> [JSONMember] {
        try enterContainer()
        index += 1  // {
        var members: [JSONMember] = []
        members.reserveCapacity(4)
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return members
        }
        var comma = index
        while true {
            guard peek(UInt8(ascii: "\"")) else {
                if peek(UInt8(ascii: "}")), !members.isEmpty {
                    throw JSONSyntaxError(offset: comma, message: "trailing comma before '}'")
                }
                let hint =
                    index < bytes.count && Self.isWordByte(bytes[index]) ? " (keys need double quotes)" : ""
                throw error("expected a string key, found \(describeToken(at: index))\(hint)")
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw error("expected ':' after the key \(quoted(key)), found \(describeToken(at: index))")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                comma = index
                index += 1
                skipWhitespace()
            } else if peek(UInt8(ascii: "}")) {
                index += 1
                depth -= 1
                return members
            } else {
                throw error("expected ',' or '}' after an object member, found \(describeToken(at: index))")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> [JSONValue] {
        try enterContainer()
        index += 1  // [
        var elements: [JSONValue] = []
        elements.reserveCapacity(8)
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return elements
        }
        var comma = index
        while true {
            if peek(UInt8(ascii: "]")), !elements.isEmpty {
                throw JSONSyntaxError(offset: comma, message: "trailing comma before ']'")
            }
            elements.append(try parseValue())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                comma = index
                index += 1
                skipWhitespace()
            } else if peek(UInt8(ascii: "]")) {
                index += 1
                depth -= 1
                return elements
            } else {
                throw error("expected ',' or ']' after an array element, found \(describeToken(at: index))")
            }
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nesting is deeper than \(Self.maximumDepth) levels")
        }
    }

    // MARK: Strings

    /// Parses a string starting at its opening quote. Plain strings (the common case) are
    /// validated in one pass and decoded without a copy of the bytes.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1  // "
        let contentStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
                index += 1
                return String(decoding: content, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(contentStart: contentStart)
            }
            try checkStringByte(byte)
        }
        throw JSONSyntaxError(offset: start, message: "unterminated string")
    }

    /// Continues a string that contains escapes, building its bytes.
    private mutating func parseEscapedString(contentStart: Int) throws(JSONSyntaxError) -> String {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            default:
                let sequenceStart = index
                try checkStringByte(byte)
                utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[sequenceStart..<index]))
            }
        }
        throw JSONSyntaxError(offset: contentStart - 1, message: "unterminated string")
    }

    /// Checks one character of a string's content and moves past it: a control character or a
    /// malformed UTF-8 sequence is an error at its exact offset.
    private mutating func checkStringByte(_ byte: UInt8) throws(JSONSyntaxError) {
        if byte < 0x20 {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                throw error("unterminated string (a string cannot span lines)")
            }
            throw error("control character \(hex(byte)) in a string; write it as \(escape(of: byte))")
        }
        if byte < 0x80 {
            index += 1
            return
        }
        let length = utf8SequenceLength(at: index)
        guard length > 0 else { throw error("invalid UTF-8 in a string: \(describeInvalidUTF8(at: index))") }
        index += length
    }

    /// How to write a control character in a string.
    private func escape(of byte: UInt8) -> String {
        switch byte {
        case 0x08: #"\b"#
        case 0x09: #"\t"#
        case 0x0C: #"\f"#
        default: #"\u00"# + hex(byte).dropFirst(2)
        }
    }

    /// What is wrong with the malformed UTF-8 sequence at `position`.
    private func describeInvalidUTF8(at position: Int) -> String {
        let lead = bytes[position]
        let expected =
            switch lead {
            case 0xC0...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard expected > 0 else {
            return (0x80...0xBF).contains(lead)
                ? "continuation byte \(hex(lead)) without a lead byte"
                : "byte \(hex(lead)), which UTF-8 never uses"
        }
        var end = position + 1
        while end < min(bytes.count, position + expected), (0x80...0xBF).contains(bytes[end]) { end += 1 }
        var sequence = hex(lead)
        for byte in bytes[(position + 1)..<end] { sequence += " " + hex(byte) }
        guard end == position + expected else { return "truncated sequence \(sequence)" }
        let second = bytes[position + 1]
        if lead <= 0xC1 || (lead == 0xE0 && second < 0xA0) || (lead == 0xF0 && second < 0x90) {
            return "overlong encoding \(sequence)"
        }
        if lead == 0xED { return "UTF-16 surrogate encoded as UTF-8, \(sequence)" }
        return "sequence \(sequence) beyond U+10FFFF"
    }

    /// The length of the valid UTF-8 sequence at `position`, or 0 if it is malformed.
    private func utf8SequenceLength(at position: Int) -> Int {
        let lead = bytes[position]
        let (length, secondRange): (Int, ClosedRange<UInt8>) =
            switch lead {
            case 0xC2...0xDF: (2, 0x80...0xBF)
            case 0xE0: (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
            case 0xED: (3, 0x80...0x9F)
            case 0xF0: (4, 0x90...0xBF)
            case 0xF1...0xF3: (4, 0x80...0xBF)
            case 0xF4: (4, 0x80...0x8F)
            default: (0, 0...0)
            }
        guard length > 0, position + length <= bytes.count, secondRange.contains(bytes[position + 1]) else {
            return 0
        }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[position + offset]) {
            return 0
        }
        return length
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = index
        index += 1  // backslash
        guard index < bytes.count else { throw error("unterminated escape sequence") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): utf8.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): utf8.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): utf8.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHexQuad(escapeStart: escapeStart)
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw JSONSyntaxError(
                        offset: escapeStart, message: "unpaired UTF-16 surrogate in \\u escape")
                }
                let lowStart = index
                index += 2
                let low = try parseHexQuad(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONSyntaxError(
                        offset: escapeStart, message: "unpaired UTF-16 surrogate in \\u escape")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw JSONSyntaxError(offset: escapeStart, message: "unpaired UTF-16 surrogate in \\u escape")
            }
            guard let unicodeScalar = Unicode.Scalar(scalar) else {
                throw JSONSyntaxError(offset: escapeStart, message: "invalid \\u escape")
            }
            UTF8.encode(unicodeScalar) { utf8.append($0) }
        default:
            throw JSONSyntaxError(
                offset: escapeStart,
                message: (0x21..<0x7F).contains(letter)
                    ? "invalid escape sequence '\\\(UnicodeScalar(letter))'"
                    : "invalid escape sequence: a backslash followed by \(describeToken(at: index - 1))")
        }
    }

    private mutating func parseHexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else {
            throw JSONSyntaxError(offset: escapeStart, message: "a \\u escape needs four hexadecimal digits")
        }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw JSONSyntaxError(
                    offset: escapeStart, message: "a \\u escape needs four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    // MARK: Numbers and literals

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
            if peekDigit() { throw error("a number cannot have leading zeros") }
        } else if peekDigit() {
            skipDigits()
        } else {
            throw error("invalid number: expected a digit, found \(describeToken(at: index))")
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard peekDigit() else { throw error("invalid number: expected a digit after '.'") }
            skipDigits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard peekDigit() else { throw error("invalid number: expected a digit in the exponent") }
            skipDigits()
        }
        // A number run into letters (0x1F, 1st, 12px) is one invalid token, not a number.
        if index < bytes.count, Self.isWordByte(bytes[index]) {
            let text =
                String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                + word(at: index)
            let hexadecimal = text.lowercased().hasPrefix("0x") || text.lowercased().hasPrefix("-0x")
            throw JSONSyntaxError(
                offset: start,
                message: "invalid number \(quoted(text))" + (hexadecimal ? "; JSON numbers are decimal" : ""))
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// Parses `true`, `false` or `null`; any other word is an error that names it.
    private mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue.Kind {
        let word = word(at: index)
        switch word {
        case "true", "false", "null":
            index += word.utf8.count
            return word == "null" ? .null : .bool(word == "true")
        default: break
        }
        let literals = ["true", "false", "null"]
        if let literal = literals.first(where: { $0 == word.lowercased() }) {
            throw error("invalid literal '\(word)'; JSON literals are lowercase: \(literal)")
        }
        if let literal = literals.first(where: { $0.hasPrefix(word) }) {
            throw index + word.utf8.count == bytes.count
                ? error("unexpected end of file in '\(word)'; expected \(literal)")
                : error("invalid literal \(quoted(word)); expected \(literal)")
        }
        if ["nan", "infinity", "inf"].contains(word.lowercased()) {
            throw error("unexpected '\(word)'; JSON has no NaN or infinity")
        }
        throw error("unexpected \(quoted(word)); expected a value (strings need double quotes)")
    }

    // MARK: Helpers

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func skipDigits() {
        while peekDigit() { index += 1 }
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private func peekDigit() -> Bool {
        index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: index, message: message)
    }

    /// Whether a byte can be part of a bare word: an ASCII letter, a digit or `_`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// The bare word (letters, digits, `_`) at `position`.
    private func word(at position: Int) -> String {
        var end = position
        while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
    }

    /// What stands at `position`, for messages: a quoted word or character, a hint for the usual
    /// mistakes (comments, single quotes), a named Unicode character, a byte, or the end of file.
    private func describeToken(at position: Int) -> String {
        guard position < bytes.count else { return "end of file" }
        let byte = bytes[position]
        if Self.isWordByte(byte) { return quoted(word(at: position)) }
        if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
            bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")
        {
            return "'/' (JSON has no comments)"
        }
        if byte == UInt8(ascii: "'") { return #""'" (strings need double quotes)"# }
        if byte >= 0x80, utf8SequenceLength(at: position) > 0 {
            return describeScalar(at: position)
        }
        return describeByte(at: position)
    }

    /// The valid UTF-8 character at `position`: `'é' (U+00E9)`, or for an invisible one its
    /// name: `U+00A0 (NO-BREAK SPACE)`.
    private func describeScalar(at position: Int) -> String {
        let length = utf8SequenceLength(at: position)
        let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + length]), as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return describeByte(at: position) }
        var code = String(scalar.value, radix: 16, uppercase: true)
        code = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        let properties = scalar.properties
        let invisible =
            properties.isWhitespace || properties.isDefaultIgnorableCodePoint
            || [.control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator].contains(
                properties.generalCategory)
        guard invisible else { return "'\(text)' (\(code))" }
        return properties.name.map { "\(code) (\($0))" } ?? code
    }

    private func describeByte(at position: Int) -> String {
        guard position < bytes.count else { return "end of file" }
        let byte = bytes[position]
        return (0x21..<0x7F).contains(byte) ? "'\(UnicodeScalar(byte))'" : "byte \(hex(byte))"
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }
}
