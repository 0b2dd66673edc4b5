/// Numbers and the literals `true`, `false` and `null`.
extension JSONScanner {
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

    private mutating func skipDigits() {
        while peekDigit() { index += 1 }
    }

    private func peekDigit() -> Bool {
        index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    }
}
