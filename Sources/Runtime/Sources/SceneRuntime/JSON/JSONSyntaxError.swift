/// A JSON syntax error: where the text stops being JSON and why.
///
/// The error holds only data; its wording is in `Messages/` (``message``).
package struct JSONSyntaxError: Error, Equatable, Sendable {
    /// The byte offset where the problem is.
    package var offset: Int
    /// What is wrong there.
    package var reason: Reason

    /// Why the text is not JSON.
    package enum Reason: Equatable, Sendable {
        /// The file is UTF-16 (it starts with a UTF-16 byte-order mark), or UTF-16 or UTF-32
        /// without one (a zero byte among its first two).
        case notUTF8(byteOrderMark: Bool)
        /// The file holds no value: it is empty, or only whitespace.
        case noValue(onlyWhitespace: Bool)
        /// Something other than a value where a value must be.
        case expectedValue(found: Token)
        /// More text after the document's value.
        case textAfterValue(Token)
        /// Something other than a string where an object's key must be.
        case expectedKey(found: Token)
        /// Something other than `:` after an object's key.
        case expectedColon(key: String, found: Token)
        /// Something other than `,` or the closing bracket after a member or an element.
        case expectedCommaOrEnd(Container, found: Token)
        /// A comma right before the closing bracket; the offset is the comma's.
        case trailingComma(Container)
        /// Objects and arrays nested deeper than `limit`.
        case tooDeep(limit: Int)
        /// A string without its closing quote before the end of the file.
        case unterminatedString
        /// A line break inside a string: most often a closing quote is missing.
        case lineBreakInString
        /// A control character (below 0x20, not a line break) written as is in a string.
        case controlCharacter(UInt8)
        /// A malformed UTF-8 sequence in a string.
        case invalidUTF8(InvalidUTF8)
        /// A backslash at the end of the file.
        case unterminatedEscape
        /// A backslash followed by what starts no escape: `.byte` for a printable ASCII
        /// character, what stands there otherwise.
        case invalidEscape(Token)
        /// A `\u` escape without four hexadecimal digits.
        case malformedUnicodeEscape
        /// A `\u` escape of a UTF-16 surrogate without its other half.
        case unpairedSurrogate
        /// A number starting with `0` followed by another digit.
        case leadingZero
        /// A `-` followed by something other than a digit.
        case expectedDigit(found: Token)
        /// A `.` not followed by a digit.
        case missingFractionDigits
        /// An `e` or `E`, and its sign, not followed by a digit.
        case missingExponentDigits
        /// A number run into letters, digits or `_` (`0x1F`, `1st`): the whole word.
        case invalidNumber(String)
        /// `true`, `false` or `null` written with capitals (`True`): the word as written.
        case capitalizedLiteral(String, literal: String)
        /// The start of `literal` alone (`nul`), or at the end of the file (`tru`).
        case incompleteLiteral(String, literal: String, atEndOfFile: Bool)
        /// `NaN`, `Infinity` or `inf`, in any case: the word as written.
        case nonFiniteNumber(String)
        /// Any other bare word where a value must be.
        case bareWord(String)
        /// A key given twice in one object, where the reader asked for keys to be unique (see
        /// ``JSONParser/parse(_:uniqueKeys:)``): the key, and the offset of its first occurrence.
        case duplicateKey(String, firstOffset: Int)
    }

    /// What stands at an offset, as messages name it.
    package enum Token: Equatable, Sendable {
        case endOfFile
        /// A bare word: letters, digits and `_`.
        case word(String)
        /// A `/` starting `//` or `/*`.
        case comment
        /// A `'`.
        case singleQuote
        /// A character beyond ASCII, validly encoded.
        case scalar(Unicode.Scalar)
        /// Any other byte: an ASCII character, or a byte of invalid UTF-8.
        case byte(UInt8)
    }

    /// The object or the array being parsed.
    package enum Container: Equatable, Sendable {
        case object
        case array
    }

    /// What is wrong with a malformed UTF-8 sequence; the sequences hold its bytes as far as
    /// they go.
    package enum InvalidUTF8: Equatable, Sendable {
        /// A byte in 0x80...0xBF where a character must start.
        case continuationWithoutLead(UInt8)
        /// A byte that is never part of UTF-8 (0xF5...0xFF).
        case unusedByte(UInt8)
        /// A lead byte followed by too few continuation bytes.
        case truncated([UInt8])
        /// A character encoded with more bytes than it needs.
        case overlong([UInt8])
        /// A UTF-16 surrogate (U+D800...U+DFFF) encoded as UTF-8.
        case surrogate([UInt8])
        /// A sequence that would decode beyond U+10FFFF.
        case beyondUnicode([UInt8])
    }
}
