/// Splits a command line into words, the way a shell does: blanks separate words, double or single
/// quotes keep spaces inside a word, and a backslash outside single quotes escapes the next
/// character.
enum Words {
    static func split(_ line: String) throws(ShellError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if let quote { throw .unterminatedQuote(quote) }
        if escaped { current.append("\\") }
        if inWord { words.append(current) }
        return words
    }
}
