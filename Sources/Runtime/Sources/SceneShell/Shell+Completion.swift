import SceneRuntime

/// Tab completion at the prompt: the commands and actions that apply now, and their arguments.
extension Shell {
    /// The words that could complete the last word of `line` (the text before the cursor).
    package func completions(for line: String) -> [String] {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let completingNewWord = line.isEmpty || line.last == " "
        let partial = completingNewWord ? "" : (words.last ?? "")
        let previous = completingNewWord ? words : Array(words.dropLast())
        let commands = self.commands
        let candidates: [String]
        if let first = previous.first {
            candidates =
                ShellCommand.described(by: first).map {
                    commands.completions(of: $0.description, argument: previous.count - 1, in: navigator)
                }
                ?? actionArgumentCompletions(first, line: line, partial: partial)
        } else {
            candidates = commands.commandWords.filter { commands.appliesNow($0, on: navigator.topScene) }
        }
        var seen = Set<String>()
        let offered = candidates.filter { $0.hasPrefix(partial) && seen.insert($0).inserted }
        return offered.sorted(by: Self.completionOrder)
    }

    /// The candidates for the argument of the action `name` that `partial`, the end of `line`,
    /// begins: the words before it counted as the action reads them (quotes keep blanks inside a
    /// word), and nothing inside a quote left open.
    private func actionArgumentCompletions(_ name: String, line: String, partial: String) -> [String] {
        let scanned = scan(String(line.dropLast(partial.count)))
        guard scanned.openQuote == nil else { return [] }
        return commands.completions(ofAction: name, argument: scanned.words.count - 1, on: navigator.topScene)
    }

    /// The order completions are offered in: numbers first, smallest first (`2` before `10`), then
    /// words in alphabetical order.
    private static func completionOrder(_ left: String, _ right: String) -> Bool {
        let (leftNumber, rightNumber) = (isNumber(left), isNumber(right))
        if leftNumber != rightNumber { return leftNumber }
        if leftNumber, left.count != right.count { return left.count < right.count }
        return left < right
    }

    private static func isNumber(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
