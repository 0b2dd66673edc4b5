/// Strings: scanned in place, or decoded with their escapes, their UTF-8 validated.
extension JSONScanner {
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
    func utf8SequenceLength(at position: Int) -> Int {
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
}
