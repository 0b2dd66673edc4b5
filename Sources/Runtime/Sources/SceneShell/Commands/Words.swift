/// Splits a command line into words, the way a shell does: blanks separate words, double or single
/// quotes keep spaces inside a word, and a backslash outside single quotes escapes the next
/// scalar.
///
/// The line is read as Unicode scalars, not characters: a combining mark or a prepended mark next
/// to a quote must not hide the quote inside a grapheme cluster.
package enum Words {
    /// One word of a line: its text, quotes removed, and where it stands in the line.
    package struct Word: Equatable {
        package let text: String
        /// The word as typed, quotes included.
        package let range: Range<String.Index>
    }

    /// The words of `line`.
    /// - Throws: ``ShellError/unterminatedQuote(_:)`` when a quote is left open.
    package static func split(_ line: String) throws(ShellError) -> [String] {
        let scanned = scan(line)
        if let quote = scanned.openQuote { throw .unterminatedQuote(Character(quote), fix: fix(for: line)) }
        return scanned.words.map(\.text)
    }

    /// How to write the word of `line` that leaves a quote open, when the quote stands inside the
    /// word as an apostrophe does (`O'Brien`): the word in the other kind of quotes (`"O'Brien"`).
    /// `nil` when no quote is left open, when the quote opens its word (the person meant to quote
    /// and must close it), when the word holds another quote or a backslash, or when it is
    /// longer than ``maximumFixLength``.
    /// The longest word, in scalars, that ``fix(for:)`` writes out.
    static let maximumFixLength = 60

    package static func fix(for line: String) -> String? {
        let scalars = line.unicodeScalars
        var wordStart: String.Index?
        var quote: (scalar: Unicode.Scalar, at: String.Index)?
        var escaped = false
        for index in scalars.indices {
            let scalar = scalars[index]
            if escaped {
                escaped = false
            } else if scalar == "\\" && quote?.scalar != "'" {
                escaped = true
            } else if let open = quote {
                if scalar == open.scalar { quote = nil }
                continue
            } else if scalar == "\"" || (scalar == "'" && !isApostrophe(at: index, in: scalars)) {
                quote = (scalar, index)
            } else if isWhitespace(scalar) {
                wordStart = nil
                continue
            }
            if wordStart == nil { wordStart = index }
        }
        guard let open = quote, let start = wordStart, start < open.at else { return nil }
        let rest = scalars[open.at...]
        let end = rest.firstIndex(where: isWhitespace) ?? line.endIndex
        let word = String(scalars[start..<end])
        let other: Unicode.Scalar = open.scalar == "'" ? "\"" : "'"
        let quotes = word.unicodeScalars.filter { $0 == "'" || $0 == "\"" || $0 == "\\" }.count
        guard quotes == 1, word.unicodeScalars.count <= maximumFixLength else { return nil }
        return "\(other)\(word)\(other)"
    }

    /// The words of `line` with their places, and the quote left open at its end, if any (the
    /// open quote's word then runs to the end of the line). Never fails, so that a line that
    /// cannot be run can still be shown with its secrets hidden.
    package static func scan(_ line: String) -> (words: [Word], openQuote: Unicode.Scalar?) {
        var words: [Word] = []
        var current = String.UnicodeScalarView()
        var start: String.Index?
        var quote: Unicode.Scalar?
        var escaped = false
        let scalars = line.unicodeScalars
        for index in scalars.indices {
            let scalar = scalars[index]
            if escaped {
                current.append(scalar)
                escaped = false
            } else if scalar == "\\" && quote != "'" {
                escaped = true
                if start == nil { start = index }
            } else if let open = quote {
                if scalar == open { quote = nil } else { current.append(scalar) }
            } else if scalar == "\"" || (scalar == "'" && !isApostrophe(at: index, in: scalars)) {
                quote = scalar
                if start == nil { start = index }
            } else if isWhitespace(scalar) {
                if let begin = start { words.append(Word(text: String(current), range: begin..<index)) }
                current = String.UnicodeScalarView()
                start = nil
            } else {
                current.append(scalar)
                if start == nil { start = index }
            }
        }
        if escaped { current.append("\\") }
        if let begin = start { words.append(Word(text: String(current), range: begin..<line.endIndex)) }
        return (words, quote)
    }

    /// Whether the single quote at `index` is an apostrophe inside a word, between two letters
    /// (`Ada's`, `O'Brien`, `don't`): kept as it is, never a quote, so a title needs no quotes for it.
    static func isApostrophe(at index: String.Index, in scalars: String.UnicodeScalarView) -> Bool {
        guard index > scalars.startIndex else { return false }
        let next = scalars.index(after: index)
        guard next < scalars.endIndex else { return false }
        return scalars[scalars.index(before: index)].properties.isAlphabetic
            && scalars[next].properties.isAlphabetic
    }

    /// Whether `scalar` separates words: Unicode's White_Space, looked up only beyond ASCII.
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }
}
