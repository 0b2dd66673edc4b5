/// Splits a command line into words, the way a shell does: blanks separate words, double or single
/// quotes keep spaces inside a word, and a backslash outside single quotes escapes the next
/// scalar.
///
/// The line is read as Unicode scalars, not characters: a combining mark or a prepended mark next
/// to a quote must not hide the quote inside a grapheme cluster.
package enum Words {
    /// The words of `line`.
    /// - Throws: ``ShellError/unterminatedQuote(_:)`` when a quote is left open.
    package static func split(_ line: String) throws(ShellError) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var inWord = false
        var quote: Unicode.Scalar?
        var escaped = false
        for scalar in line.unicodeScalars {
            if escaped {
                current.append(scalar)
                escaped = false
            } else if scalar == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if scalar == open { quote = nil } else { current.append(scalar) }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
                inWord = true
            } else if scalar.properties.isWhitespace {
                if inWord { words.append(String(current)) }
                current = String.UnicodeScalarView()
                inWord = false
            } else {
                current.append(scalar)
                inWord = true
            }
        }
        if let quote { throw .unterminatedQuote(Character(quote)) }
        if escaped { current.append("\\") }
        if inWord { words.append(String(current)) }
        return words
    }
}
