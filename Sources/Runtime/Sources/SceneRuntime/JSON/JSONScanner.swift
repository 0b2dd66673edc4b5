/// A strict RFC 8259 JSON scanner over raw UTF-8 bytes: the one place that decides what is JSON
/// and where it stops being so.
///
/// It validates the encoding itself, skips a UTF-8 byte-order mark, and refuses nesting deeper
/// than ``maximumDepth`` instead of overflowing the stack. Readers pull values from it in
/// document order: ``JSONParser`` builds a ``JSONValue`` tree, the storyboard decoder builds
/// declarations straight from the bytes; both meet the same errors at the same offsets.
struct JSONScanner {
    /// The deepest nesting of objects and arrays accepted.
    static let maximumDepth = 512

    /// Where an object or an array is while its members or elements are read.
    struct Container {
        /// Where the last comma was, for a trailing comma's error.
        fileprivate var comma = 0
        /// How many members or elements were started.
        fileprivate(set) var count = 0
    }

    /// What a skipped value was, for messages that name it.
    enum Shape {
        case object
        case array
        case string
        case number(Range<Int>)
        case bool(Bool)
        case null
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether ``parseValue()`` refuses a key given twice in one object
    /// (``JSONSyntaxError/Reason/duplicateKey(_:firstOffset:)``) instead of keeping both.
    var uniqueKeys = false
    /// The offset of the next byte to read.
    private(set) var index = 0
    private var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: The document

    /// Checks the encoding, skips a byte-order mark and whitespace: the document's value is next.
    mutating func beginDocument() throws(JSONSyntaxError) {
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
    }

    /// Checks that nothing but whitespace follows the document's value.
    mutating func endDocument() throws(JSONSyntaxError) {
        skipWhitespace()
        guard index == bytes.count else {
            throw error(.textAfterValue(token(at: index)))
        }
    }

    /// The first byte of the next value, or `nil` at the end of the input.
    var next: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    // MARK: Objects and arrays

    /// Enters the object starting at the current byte (`{`).
    mutating func beginObject() throws(JSONSyntaxError) -> Container {
        try enterContainer()
        index += 1  // {
        skipWhitespace()
        return Container(comma: index)
    }

    /// Moves to the next member of `object` and returns its key, the value being next; `nil`
    /// after the closing brace. Call it again only once the member's value is read.
    mutating func nextKey(in object: inout Container) throws(JSONSyntaxError) -> (
        key: JSONStringToken, offset: Int
    )? {
        if object.count == 0 {
            if peek(UInt8(ascii: "}")) { return endContainer() }
        } else {
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                object.comma = index
                index += 1
                skipWhitespace()
            } else if peek(UInt8(ascii: "}")) {
                return endContainer()
            } else {
                throw error(.expectedCommaOrEnd(.object, found: token(at: index)))
            }
        }
        guard peek(UInt8(ascii: "\"")) else {
            if peek(UInt8(ascii: "}")), object.count > 0 {
                throw JSONSyntaxError(offset: object.comma, reason: .trailingComma(.object))
            }
            throw error(.expectedKey(found: token(at: index)))
        }
        let keyOffset = index
        let key = try scanString()
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else {
            throw error(.expectedColon(key: text(of: key), found: token(at: index)))
        }
        index += 1
        skipWhitespace()
        object.count += 1
        return (key, keyOffset)
    }

    /// Enters the array starting at the current byte (`[`).
    mutating func beginArray() throws(JSONSyntaxError) -> Container {
        try enterContainer()
        index += 1  // [
        skipWhitespace()
        return Container(comma: index)
    }

    /// Moves to the next element of `array`, which is next when this returns `true`; `false`
    /// after the closing bracket. Call it again only once the element is read.
    mutating func nextElement(in array: inout Container) throws(JSONSyntaxError) -> Bool {
        if array.count == 0 {
            if peek(UInt8(ascii: "]")) { return endContainer() != nil }
        } else {
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                array.comma = index
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "]")) {
                    throw JSONSyntaxError(offset: array.comma, reason: .trailingComma(.array))
                }
            } else if peek(UInt8(ascii: "]")) {
                return endContainer() != nil
            } else {
                throw error(.expectedCommaOrEnd(.array, found: token(at: index)))
            }
        }
        array.count += 1
        return true
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error(.tooDeep(limit: Self.maximumDepth))
        }
    }

    /// Moves past a closing bracket; always `nil`, the end of the members.
    private mutating func endContainer() -> (key: JSONStringToken, offset: Int)? {
        index += 1
        depth -= 1
        return nil
    }

    // MARK: Whole values

    /// Reads the next value as a tree.
    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error(.expectedValue(found: .endOfFile)) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            var object = try beginObject()
            var members: [JSONMember] = []
            members.reserveCapacity(4)
            // Each key's first offset, when keys must be unique: hashed, so that an object of many
            // keys is read in linear time.
            var firstOffsets: [String: Int] = [:]
            while let (key, keyOffset) = try nextKey(in: &object) {
                let name = text(of: key)
                if uniqueKeys {
                    if let first = firstOffsets[name] {
                        throw JSONSyntaxError(
                            offset: keyOffset, reason: .duplicateKey(name, firstOffset: first))
                    }
                    firstOffsets[name] = keyOffset
                }
                members.append(JSONMember(key: name, keyOffset: keyOffset, value: try parseValue()))
            }
            return JSONValue(kind: .object(members), offset: start)
        case UInt8(ascii: "["):
            var array = try beginArray()
            var elements: [JSONValue] = []
            elements.reserveCapacity(8)
            while try nextElement(in: &array) { elements.append(try parseValue()) }
            return JSONValue(kind: .array(elements), offset: start)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(text(ofNumber: try scanNumber())), offset: start)
        case let byte where Self.isWordByte(byte):
            return JSONValue(kind: try parseLiteral(), offset: start)
        default:
            throw error(.expectedValue(found: token(at: index)))
        }
    }

    /// Reads the next value, checking it as ``parseValue()`` does but keeping nothing of it.
    mutating func skipValue() throws(JSONSyntaxError) -> Shape {
        guard index < bytes.count else { throw error(.expectedValue(found: .endOfFile)) }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            var object = try beginObject()
            while try nextKey(in: &object) != nil { _ = try skipValue() }
            return .object
        case UInt8(ascii: "["):
            var array = try beginArray()
            while try nextElement(in: &array) { _ = try skipValue() }
            return .array
        case UInt8(ascii: "\""):
            _ = try scanString()
            return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try scanNumber())
        case let byte where Self.isWordByte(byte):
            switch try parseLiteral() {
            case .bool(let value): return .bool(value)
            default: return .null
            }
        default:
            throw error(.expectedValue(found: token(at: index)))
        }
    }

    /// How a skipped value is named in messages: "a string", "an array", ...
    func describe(_ shape: Shape) -> String {
        switch shape {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number(let range): "the number \(abbreviated(text(ofNumber: range)))"
        case .bool(let value): "\(value)"
        case .null: "null"
        }
    }

    // MARK: Strings

    /// Scans a string starting at its opening quote, validating it, and moves past it. Plain
    /// strings (the common case) are neither copied nor decoded: the token names their bytes.
    mutating func scanString() throws(JSONSyntaxError) -> JSONStringToken {
        let start = index
        index += 1  // "
        let contentStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return JSONStringToken(start: contentStart, end: index - 1, escaped: false)
            }
            if byte == UInt8(ascii: "\\") {
                _ = try parseEscapedString(contentStart: contentStart)
                return JSONStringToken(start: contentStart, end: index - 1, escaped: true)
            }
            if byte < 0x80 && byte >= 0x20 {
                index += 1
            } else {
                try checkStringByte(byte)
            }
        }
        throw JSONSyntaxError(offset: start, reason: .unterminatedString)
    }

    /// The text of a scanned string; one with escapes is decoded again (it was checked).
    func text(of token: JSONStringToken) -> String {
        guard token.escaped else {
            return String(
                decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
        }
        var copy = self
        copy.index = token.start
        return (try? copy.parseEscapedString(contentStart: token.start)) ?? ""
    }

    /// Parses a string starting at its opening quote.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        text(of: try scanString())
    }

    /// Whether the scanned string is `literal`, compared on its bytes.
    func token(_ token: JSONStringToken, is literal: StaticString) -> Bool {
        if token.escaped { return text(of: token) == literal.description }
        guard token.end - token.start == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { expected in
            var position = token.start
            for byte in expected {
                guard bytes[position] == byte else { return false }
                position += 1
            }
            return true
        }
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

    /// Scans a number, validating it, and returns where its literal text is.
    mutating func scanNumber() throws(JSONSyntaxError) -> Range<Int> {
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
        return start..<index
    }

    /// The literal text of a scanned number.
    func text(ofNumber range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Parses `true`, `false` or `null`; any other word is an error that names it.
    mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue.Kind {
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

    mutating func skipWhitespace() {
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

    func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private func peekDigit() -> Bool {
        index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    }

    /// An error at the current offset.
    func error(_ reason: JSONSyntaxError.Reason) -> JSONSyntaxError {
        JSONSyntaxError(offset: index, reason: reason)
    }

    /// Whether a byte can be part of a bare word: an ASCII letter, a digit or `_`.
    static func isWordByte(_ byte: UInt8) -> Bool {
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
    func token(at position: Int) -> JSONSyntaxError.Token {
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

/// A string the scanner has read: where its content is in the input. A plain value, so that
/// reading keys and values costs no reference counting.
struct JSONStringToken {
    /// The offset of the content's first byte, after the opening quote.
    let start: Int
    /// The offset of the closing quote.
    let end: Int
    /// Whether the string holds escapes: its bytes then differ from its text.
    let escaped: Bool
}
