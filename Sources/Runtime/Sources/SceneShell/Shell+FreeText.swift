import SceneRuntime

/// The words of a line for an action whose last argument is free text: the words before it split
/// as usual, and the rest of the line taken as typed, so that `last O'Brien` and `add Plan It's
/// done` need no quotes. A rest that opens with a quote is read with its quotes (`edit Plan
/// "It's done"`); a quote left open anywhere else is an error that shows how to write the word.
extension Shell {
    /// The words `line` gives to what it names: with the rest of the line as one word for an
    /// action of the current scene that takes free text and is given it.
    /// - Throws: ``ShellError/unterminatedQuote(_:fix:)`` for a quote left open outside a free-text
    ///   rest taken as typed.
    func words(
        of line: String, scanned: (words: [Words.Word], openQuote: Unicode.Scalar?), isCommand: Bool
    ) throws(ShellError) -> [String] {
        if !isCommand, let first = scanned.words.first,
            let action = commands.action(named: first.text), action.takesFreeText
        {
            let position = action.argumentCount
            if scanned.words.count > position {
                var rest = line.unicodeScalars[scanned.words[position].range.lowerBound...]
                while let last = rest.last, Words.isWhitespace(last) { rest.removeLast() }
                let before = scanned.words[..<position].map(\.text)
                guard let opening = rest.first, opening == "\"" || opening == "'" else {
                    return before + [String(rest)]
                }
                return before + [try Words.split(String(rest)).joined(separator: " ")]
            }
        }
        if let quote = scanned.openQuote {
            throw .unterminatedQuote(Character(quote), fix: Words.fix(for: line))
        }
        return scanned.words.map(\.text)
    }
}
