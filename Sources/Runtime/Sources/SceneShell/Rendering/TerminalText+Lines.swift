import SceneRuntime

extension TerminalText {
    /// The text cut at its line feeds, each line keeping its styles; a final line feed ends the
    /// last line rather than starting an empty one. Controls are dropped: text to be laid out on a
    /// screen has none.
    var lines: [TerminalText] {
        var lines: [TerminalText] = []
        var current = TerminalText()
        var endsWithLineFeed = false
        for run in runs {
            guard case .text(let text, let emphasis) = run else { continue }
            let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0 {
                    lines.append(current)
                    current = TerminalText()
                }
                current.append(String(part), emphasis)
            }
            endsWithLineFeed = text.hasSuffix("\n")
        }
        if !current.isEmpty || !endsWithLineFeed { lines.append(current) }
        return lines.count == 1 && lines[0].isEmpty ? [] : lines
    }

    /// How many terminal cells the text takes on one row, as rendered (control characters made
    /// visible; a tab counted as the eight cells it may take at most).
    var cells: Int {
        CellWidth.of(
            printable(plain, keepingLineBreaks: false, keepingTabs: true).replacing("\t", with: "        "))
    }
}
