/// The command palette's rows and how they are found: everything that can be typed on the scene
/// shown, each with what it does, matched against what is typed in the finder as fuzzy finders
/// match (the letters typed appear in that order, not necessarily side by side). Free of any
/// terminal: ``Shell`` makes the entries (`Shell+Palette.swift`), ``PaletteReader`` shows them.
struct CommandPalette: Equatable {
    /// What choosing a row does.
    enum Run: Equatable {
        /// Runs this line, as if typed.
        case line(String)
        /// Runs these lines in turn, stopping at the first that fails: the path to a scene.
        case lines([String])
        /// Puts this text on the prompt's line, for the person to type the arguments it needs
        /// (`select `), as the prompt asks for them.
        case fill(String)
    }

    /// One row: what to type (or the scene it leads to), and what it does.
    struct Entry: Equatable {
        /// What the row names: a command as it is typed (`go AddContact`, `select POSITION`), or
        /// a scene by its title.
        let name: String
        /// What it does, in a few words (`open New contact`, or the path to a scene).
        let summary: String
        let run: Run
    }

    /// The rows, in the order an empty query shows them.
    let entries: [Entry]

    /// The rows that `query` matches, best first: each letter of the query (blanks ignored, case
    /// ignored) found in order in the row's name then its summary. A match in the name wins over
    /// one reaching into the summary, letters side by side or at the start of words over letters
    /// scattered; rows that match equally keep their order. All rows for an empty query.
    func matches(_ query: String) -> [Entry] {
        let wanted = Array(query.lowercased().filter { !$0.isWhitespace })
        guard !wanted.isEmpty else { return entries }
        var scored: [(score: Int, index: Int)] = []
        for (index, entry) in entries.enumerated() {
            if let score = Self.score(wanted, in: entry) { scored.append((score, index)) }
        }
        scored.sort { $0.score != $1.score ? $0.score < $1.score : $0.index < $1.index }
        return scored.map { entries[$0.index] }
    }

    /// How badly `wanted` matches `entry` (lower is better), or `nil` if it does not.
    private static func score(_ wanted: [Character], in entry: Entry) -> Int? {
        let nameCount = entry.name.count
        let text = Array((entry.name + " " + entry.summary).lowercased())
        var score = 0
        var position = 0
        var previous = -2
        for letter in wanted {
            while position < text.count, text[position] != letter { position += 1 }
            guard position < text.count else { return nil }
            let atWordStart = position == 0 || !(text[position - 1].isLetter || text[position - 1].isNumber)
            // Side by side with the letter before costs nothing; a jump to a word's start less
            // than one into the middle of a word.
            if position != previous + 1 { score += atWordStart ? 1 : 3 }
            if position >= nameCount { score += 4 }
            previous = position
            position += 1
        }
        return score
    }
}
