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
    var index = 0
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

    // MARK: Helpers

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
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
    func word(at position: Int) -> String {
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
