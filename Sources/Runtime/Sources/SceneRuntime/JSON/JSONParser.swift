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
            throw JSONSyntaxError(offset: 0, reason: .notUTF8(byteOrderMark: true))
        }
        // JSON text starts with an ASCII character; a zero byte among the first two is UTF-16 or
        // UTF-32 without a byte-order mark.
        if bytes.prefix(2).contains(0) {
            throw JSONSyntaxError(offset: 0, reason: .notUTF8(byteOrderMark: false))
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
        }
        let start = index
        skipWhitespace()
        guard index < bytes.count else {
            throw error(.noValue(onlyWhitespace: index > start))
        }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else {
            throw error(.textAfterValue(token(at: index)))
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error(.expectedValue(found: .endOfFile)) }
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
            throw error(.expectedValue(found: token(at: index)))
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
                    throw JSONSyntaxError(offset: comma, reason: .trailingComma(.object))
                }
                throw error(.expectedKey(found: token(at: index)))
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw error(.expectedColon(key: key, found: token(at: index)))
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
                throw error(.expectedCommaOrEnd(.object, found: token(at: index)))
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
                throw JSONSyntaxError(offset: comma, reason: .trailingComma(.array))
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
                throw error(.expectedCommaOrEnd(.array, found: token(at: index)))
            }
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error(.tooDeep(limit: Self.maximumDepth))
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
        throw JSONSyntaxError(offset: start, reason: .unterminatedString)
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
        throw JSONSyntaxError(offset: contentStart - 1, reason: .unterminatedString)
    }

    /// Checks one character of a string's content and moves past it: a control character or a
    /// malformed UTF-8 sequence is an error at its exact offset.
    private mutating func checkStringByte(_ byte: UInt8) throws(JSONSyntaxError) {
        if byte < 0x20 {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                throw error(.lineBreakInString)
            }
            throw error(.controlCharacter(byte))
        }
        if byte < 0x80 {
            index += 1
            return
        }
        let length = utf8SequenceLength(at: index)
        guard length > 0 else { throw error(.invalidUTF8(invalidUTF8(at: index))) }
        index += length
    }

    /// What is wrong with the malformed UTF-8 sequence at `position`.
    private func invalidUTF8(at position: Int) -> JSONSyntaxError.InvalidUTF8 {
        let lead = bytes[position]
        let expected =
            switch lead {
            case 0xC0...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard expected > 0 else {
            return (0x80...0xBF).contains(lead) ? .continuationWithoutLead(lead) : .unusedByte(lead)
        }
        var end = position + 1
        while end < min(bytes.count, position + expected), (0x80...0xBF).contains(bytes[end]) { end += 1 }
        let sequence = Array(bytes[position..<end])
        guard end == position + expected else { return .truncated(sequence) }
        let second = bytes[position + 1]
        if lead <= 0xC1 || (lead == 0xE0 && second < 0xA0) || (lead == 0xF0 && second < 0x90) {
            return .overlong(sequence)
        }
        if lead == 0xED { return .surrogate(sequence) }
        return .beyondUnicode(sequence)
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
        guard index < bytes.count else { throw error(.unterminatedEscape) }
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
                    throw JSONSyntaxError(offset: escapeStart, reason: .unpairedSurrogate)
                }
                let lowStart = index
                index += 2
                let low = try parseHexQuad(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONSyntaxError(offset: escapeStart, reason: .unpairedSurrogate)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw JSONSyntaxError(offset: escapeStart, reason: .unpairedSurrogate)
            }
            // Four hexadecimal digits, or a surrogate pair, make at most U+10FFFF, and surrogates
            // are refused above: this cannot fail.
            guard let unicodeScalar = Unicode.Scalar(scalar) else {
                throw JSONSyntaxError(offset: escapeStart, reason: .unpairedSurrogate)
            }
            UTF8.encode(unicodeScalar) { utf8.append($0) }
        default:
            let found: JSONSyntaxError.Token =
                (0x21..<0x7F).contains(letter) ? .byte(letter) : token(at: index - 1)
            throw JSONSyntaxError(offset: escapeStart, reason: .invalidEscape(found))
        }
    }

    private mutating func parseHexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else {
            throw JSONSyntaxError(offset: escapeStart, reason: .malformedUnicodeEscape)
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
                throw JSONSyntaxError(offset: escapeStart, reason: .malformedUnicodeEscape)
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
            if peekDigit() { throw error(.leadingZero) }
        } else if peekDigit() {
            skipDigits()
        } else {
            throw error(.expectedDigit(found: token(at: index)))
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard peekDigit() else { throw error(.missingFractionDigits) }
            skipDigits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard peekDigit() else { throw error(.missingExponentDigits) }
            skipDigits()
        }
        // A number run into letters (0x1F, 1st, 12px) is one invalid token, not a number.
        if index < bytes.count, Self.isWordByte(bytes[index]) {
            let text =
                String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                + word(at: index)
            throw JSONSyntaxError(offset: start, reason: .invalidNumber(text))
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
            throw error(.capitalizedLiteral(word, literal: literal))
        }
        if let literal = literals.first(where: { $0.hasPrefix(word) }) {
            let atEndOfFile = index + word.utf8.count == bytes.count
            throw error(.incompleteLiteral(word, literal: literal, atEndOfFile: atEndOfFile))
        }
        if ["nan", "infinity", "inf"].contains(word.lowercased()) {
            throw error(.nonFiniteNumber(word))
        }
        throw error(.bareWord(word))
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

    /// An error at the current offset.
    private func error(_ reason: JSONSyntaxError.Reason) -> JSONSyntaxError {
        JSONSyntaxError(offset: index, reason: reason)
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

    /// What stands at `position`, for messages: a word, the start of a comment, a single quote, a
    /// character beyond ASCII, a byte, or the end of the file.
    private func token(at position: Int) -> JSONSyntaxError.Token {
        guard position < bytes.count else { return .endOfFile }
        let byte = bytes[position]
        if Self.isWordByte(byte) { return .word(word(at: position)) }
        if byte == UInt8(ascii: "/"), position + 1 < bytes.count,
            bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")
        {
            return .comment
        }
        if byte == UInt8(ascii: "'") { return .singleQuote }
        let length = byte >= 0x80 ? utf8SequenceLength(at: position) : 0
        guard length > 0 else { return .byte(byte) }
        var sequence = bytes[position..<position + length].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&sequence) else { return .byte(byte) }
        return .scalar(scalar)
    }
}
