// What a JSON syntax error says (see ErrorMessages.swift for the voice).

extension JSONSyntaxError {
    /// The message, without location.
    package var message: String { reason.description }
}

extension JSONSyntaxError.Reason: CustomStringConvertible {
    /// Why the text is not JSON.
    package var description: String {
        switch self {
        case .notUTF8(let byteOrderMark):
            byteOrderMark
                ? "the file is encoded as UTF-16; save it as UTF-8"
                : "the file is encoded as UTF-16 or UTF-32 (it has zero bytes); save it as UTF-8"
        case .noValue(let onlyWhitespace):
            (onlyWhitespace ? "the file holds only whitespace" : "the file is empty")
                + "; expected a JSON object"
        case .expectedValue(let found):
            "unexpected \(found); expected a value"
        case .textAfterValue(let found):
            "unexpected \(found) after the end of the JSON value"
        case .expectedKey(.word(let word)):
            "expected a string key, found \(quoted(word)) (keys need double quotes)"
        case .expectedKey(let found):
            "expected a string key, found \(found)"
        case .expectedColon(let key, let found):
            "expected ':' after the key \(quoted(key)), found \(found)"
        case .expectedCommaOrEnd(.object, let found):
            "expected ',' or '}' after an object member, found \(found)"
        case .expectedCommaOrEnd(.array, let found):
            "expected ',' or ']' after an array element, found \(found)"
        case .trailingComma(.object):
            "trailing comma before '}'"
        case .trailingComma(.array):
            "trailing comma before ']'"
        case .tooDeep(let limit):
            "nesting is deeper than \(limit) levels"
        case .unterminatedString:
            "unterminated string"
        case .lineBreakInString:
            "unterminated string (a string cannot span lines)"
        case .controlCharacter(let byte):
            "control character \(hex(byte)) in a string; write it as \(escape(of: byte))"
        case .invalidUTF8(let problem):
            "invalid UTF-8 in a string: \(problem)"
        case .unterminatedEscape:
            "unterminated escape sequence"
        case .invalidEscape(.byte(let byte)) where (0x21..<0x7F).contains(byte):
            "invalid escape sequence '\\\(Unicode.Scalar(byte))'"
        case .invalidEscape(let found):
            "invalid escape sequence: a backslash followed by \(found)"
        case .malformedUnicodeEscape:
            #"a \u escape needs four hexadecimal digits"#
        case .unpairedSurrogate:
            #"unpaired UTF-16 surrogate in \u escape"#
        case .leadingZero:
            "a number cannot have leading zeros"
        case .expectedDigit(let found):
            "invalid number: expected a digit, found \(found)"
        case .missingFractionDigits:
            "invalid number: expected a digit after '.'"
        case .missingExponentDigits:
            "invalid number: expected a digit in the exponent"
        case .invalidNumber(let text):
            "invalid number \(quoted(text))"
                + (text.lowercased().hasPrefix("0x") || text.lowercased().hasPrefix("-0x")
                    ? "; JSON numbers are decimal" : "")
        case .capitalizedLiteral(let word, let literal):
            "invalid literal \(quoted(word)); JSON literals are lowercase: \(literal)"
        case .incompleteLiteral(let word, let literal, let atEndOfFile):
            atEndOfFile
                ? "unexpected end of file in \(quoted(word)); expected \(literal)"
                : "invalid literal \(quoted(word)); expected \(literal)"
        case .nonFiniteNumber(let word):
            "unexpected \(quoted(word)); JSON has no NaN or infinity"
        case .bareWord(let word):
            "unexpected \(quoted(word)); expected a value (strings need double quotes)"
        case .duplicateKey(let key, let firstOffset):
            "duplicate key \(quoted(key)) (first given at byte \(firstOffset)); keep one of them"
        }
    }
}

extension JSONSyntaxError.Token: CustomStringConvertible {
    /// What stands there: `'abc'`, `'é' (U+00E9)`, `U+00A0 (NO-BREAK SPACE)`, `byte 0xFF`, ...
    package var description: String {
        switch self {
        case .endOfFile:
            "end of file"
        case .word(let word):
            quoted(word)
        case .comment:
            "'/' (JSON has no comments)"
        case .singleQuote:
            #""'" (strings need double quotes)"#
        case .scalar(let scalar):
            describe(scalar)
        case .byte(let byte):
            (0x21..<0x7F).contains(byte) ? "'\(Unicode.Scalar(byte))'" : "byte \(hex(byte))"
        }
    }
}

extension JSONSyntaxError.InvalidUTF8: CustomStringConvertible {
    /// What is wrong with the sequence, with its bytes: `truncated sequence 0xE2 0x82`.
    package var description: String {
        switch self {
        case .continuationWithoutLead(let byte):
            "continuation byte \(hex(byte)) without a lead byte"
        case .unusedByte(let byte):
            "byte \(hex(byte)), which UTF-8 never uses"
        case .truncated(let sequence):
            "truncated sequence \(hex(sequence))"
        case .overlong(let sequence):
            "overlong encoding \(hex(sequence))"
        case .surrogate(let sequence):
            "UTF-16 surrogate encoded as UTF-8, \(hex(sequence))"
        case .beyondUnicode(let sequence):
            "sequence \(hex(sequence)) beyond U+10FFFF"
        }
    }
}
