import FoundationEssentials

/// A value as a link spells it, before the type of the input it is given to is known.
enum LinkLiteral: Sendable, Equatable {
    /// A quoted string, `"Pop quiz"`: a text (or an identifier or a date, for inputs of those types).
    case quoted(String)
    /// A word, `3`, `true`, `C-42`: read as the input's type.
    case word(String)
    /// A list in brackets, `[1,2]`.
    case list([LinkLiteral])

    /// The characters a word may hold besides ASCII letters and digits. None of them is special to
    /// a POSIX shell, nor to the link's own syntax.
    static let wordPunctuation: Set<Unicode.Scalar> = ["_", "-", ".", ":", "@", "~"]

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": true
        default: wordPunctuation.contains(scalar)
        }
    }

    /// The first word of the literal (in a list, at any depth) that is a number no decimal holds
    /// exactly, if any (see ``ExactDecimal``): what a refusal names.
    var inexactNumber: String? {
        switch self {
        case .word(let word): ExactDecimal.isInexact(word) ? word : nil
        case .quoted: nil
        case .list(let elements): elements.lazy.compactMap(\.inexactNumber).first
        }
    }

    /// The literal as a link writes it.
    var spelling: String {
        switch self {
        case .quoted(let text): Self.quote(text)
        case .word(let word): word
        case .list(let elements): "[" + elements.map(\.spelling).joined(separator: ",") + "]"
        }
    }

    /// The literal for a value, which ``value(as:)`` reads back to the same value under the type
    /// the value has: a word when the value's text is one and cannot be taken for a number or a
    /// boolean, a quoted string otherwise.
    init(_ value: SceneValue) {
        switch value {
        case .text(let text): self = Self.wordOrQuoted(text)
        case .identifier(let identifier): self = Self.wordOrQuoted(identifier.rawValue)
        case .integer(let integer): self = .word(String(integer))
        case .decimal(let decimal): self = .word(decimal.description)
        case .boolean(let boolean): self = .word(boolean ? "true" : "false")
        case .date(let date): self = .word(SceneValue.iso8601(date))
        case .list(let elements): self = .list(elements.map(LinkLiteral.init))
        }
    }

    private static func wordOrQuoted(_ text: String) -> LinkLiteral {
        let isWord =
            !text.isEmpty && text.unicodeScalars.allSatisfy(isWordScalar) && !looksLikeNumber(text)
            && text != "true" && text != "false"
        return isWord ? .word(text) : .quoted(text)
    }

    /// Whether a word starts like a number (a digit, or `-` or `.` and a digit).
    private static func looksLikeNumber(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars.prefix(2))
        func isDigit(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { ("0"..."9").contains($0) } ?? false }
        return isDigit(scalars.first)
            || ((scalars.first == "-" || scalars.first == ".") && isDigit(scalars.dropFirst().first))
    }

    /// The value of the literal as `type`, or `nil` if it is not one: a word is read as the type
    /// asks (a number, `true`/`false`, or its text for a text, an identifier or a date), a quoted
    /// string only as a text, an identifier or a date, a list element by element.
    func value(as type: SceneValueType) -> SceneValue? {
        switch (self, type) {
        case (.list(let elements), .list(let element)):
            var values: [SceneValue] = []
            values.reserveCapacity(elements.count)
            for literal in elements {
                guard let value = literal.value(as: element) else { return nil }
                values.append(value)
            }
            return .list(values)
        case (.list, _), (_, .list):
            return nil
        case (.quoted(let text), .text), (.word(let text), .text):
            return .text(text)
        case (.quoted(let text), .identifier), (.word(let text), .identifier):
            return SceneIdentifier(rawValue: text).map(SceneValue.identifier)
        case (.quoted(let text), .date), (.word(let text), .date):
            return SceneValue.date(fromISO8601: text).map(SceneValue.date)
        case (.word(let word), .integer):
            return Self.isPlainNumber(word, fraction: false) ? Int(word).map(SceneValue.integer) : nil
        case (.word(let word), .decimal):
            guard Self.isPlainNumber(word, fraction: true) else { return nil }
            return ExactDecimal.decimal(word).map(SceneValue.decimal)
        case (.word("true"), .boolean):
            return .boolean(true)
        case (.word("false"), .boolean):
            return .boolean(false)
        default:
            return nil
        }
    }

    /// `-?DIGITS` or, with `fraction`, `-?DIGITS(.DIGITS)?`: the numbers a link writes.
    private static func isPlainNumber(_ word: String, fraction: Bool) -> Bool {
        var scalars = Substring(word).unicodeScalars[...]
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        let parts = scalars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 1 || (fraction && parts.count == 2) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }
    }

    /// `text` as a quoted string in JSON's syntax, escaping the quote, the backslash and every
    /// character a terminal would not show as itself (controls, format characters such as
    /// bidirectional controls and ZERO WIDTH SPACE, line and paragraph separators), so that the
    /// link shown is the link to copy. A character beyond U+FFFF is escaped as JSON's surrogate
    /// pair (`\uDB40\uDC01`).
    static func quote(_ text: String) -> String {
        JSONValue.literal(text, escaping: .invisible)
    }
}
