import SceneRuntime

/// The command palette's finder on a terminal in raw mode (Ctrl-P, or `palette` typed): one line,
/// `palette> TEXT`, and after what is typed the row chosen now, `> go AddContact  open New
/// contact`; on the full screen, the best matches are listed above it in place of the last
/// command's messages, the one chosen marked `>`. Typing narrows the rows (``CommandPalette/matches(_:)``),
/// Backspace and Ctrl-U edit, Up and Down (or Ctrl-P and Ctrl-N) choose another row, Enter takes
/// the row chosen, and Esc, Ctrl-C, Ctrl-G or Ctrl-D leave with nothing changed. Everything shown
/// is made visible and cut to the window's width, so it works in any window, however narrow.
@MainActor struct PaletteReader {
    let terminal: Terminal
    /// The full screen the finder is drawn on, if the shell draws itself in place.
    let screen: FullScreen?

    /// The finder's prompt.
    static let prompt = "palette> "
    /// The most rows the full screen lists above the finder's line.
    static let listedRows = 10

    /// Opens the finder with `query` typed, and returns the row taken with Enter; `nil` if the
    /// person left it (or the terminal closed), which changes nothing.
    func choose(from palette: CommandPalette, query initial: String = "") -> CommandPalette.Entry? {
        var query = initial
        var matches = palette.matches(query)
        var chosen = 0
        let resizes = WindowResizeWatch.start()
        defer { resizes.stop() }
        var needsDrawing = true
        while terminal.writeFailure == nil {
            if resizes.takeChange() || terminal.takeContinuation() { needsDrawing = true }
            if needsDrawing, !terminal.waitForInput(milliseconds: 0) {
                draw(query: query, matches: matches, chosen: chosen)
                needsDrawing = false
            }
            guard terminal.waitForInput(milliseconds: 100) else { continue }
            guard let key = terminal.readKey() else { return nil }
            needsDrawing = true
            switch key {
            case .text(let text):
                query += text
            case .backspace:
                guard !query.isEmpty else { continue }
                query.removeLast()
            case .control("u"):
                query = ""
            case .up, .control("p"):
                chosen = matches.isEmpty ? 0 : (chosen + matches.count - 1) % matches.count
                continue
            case .down, .control("n"), .tab:
                chosen = matches.isEmpty ? 0 : (chosen + 1) % matches.count
                continue
            case .enter:
                guard matches.indices.contains(chosen) else {
                    terminal.write(TerminalText(control: .bell))
                    continue
                }
                return matches[chosen]
            case .escape, .control("c"), .control("g"), .control("d"):
                return nil
            default:
                continue
            }
            matches = palette.matches(query)
            chosen = 0
        }
        return nil
    }

    /// A row as the finder and `palette` list it: what to type, then what it does.
    static func row(_ entry: CommandPalette.Entry, nameWidth: Int = 0) -> String {
        let name = TerminalText.oneRow(entry.name)
        let padding = String(repeating: " ", count: max(0, nameWidth - CellWidth.of(name)))
        return name + padding + "  " + TerminalText.oneRow(entry.summary)
    }

    /// Draws the finder's line (and, on the full screen, the matches above it), the cursor after
    /// the text typed.
    private func draw(query: String, matches: [CommandPalette.Entry], chosen: Int) {
        let columns = max(1, terminal.columns)
        var text = TerminalText()
        if let screen {
            let listed = Self.listed(matches, chosen: chosen, rows: terminal.rows, columns: columns)
            let rows = FullScreen.layout(
                scene: screen.scene, messages: listed, rows: terminal.rows, columns: columns)
            text.append(.clearScreen)
            text.append(rows.joined(separator: TerminalText.newLine))
            text.append(.cursorTo(row: terminal.rows, column: 1))
        }
        // The end of a long query, as the line editor shows a long line's end.
        let typed = TerminalText.oneRow(query)
        let room = max(1, columns - CellWidth.of(Self.prompt) - 1)
        var shownQuery = typed
        while CellWidth.of(shownQuery) > room { shownQuery.removeFirst() }
        var line = TerminalText(control: .carriageReturn)
        line.append(Self.prompt + shownQuery)
        let after: String =
            matches.indices.contains(chosen)
            ? "  > " + Self.row(matches[chosen]) : (query.isEmpty ? "" : "  (nothing matches)")
        let afterRoom = room - CellWidth.of(shownQuery)
        let shownAfter = TerminalText(after).cut(toCells: max(0, afterRoom))
        line.append(shownAfter)
        line.append(.clearToEndOfLine)
        line.append(.cursorLeft(CellWidth.of(shownAfter.plain)))
        text.append(line)
        terminal.write(text)
    }

    /// The matches the full screen lists above the finder's line: as many as fit (at most
    /// ``listedRows``), the one chosen marked `>` and kept in sight, and how many more match.
    private static func listed(
        _ matches: [CommandPalette.Entry], chosen: Int, rows: Int, columns: Int
    ) -> TerminalText {
        let room = max(1, min(listedRows, rows - 3))
        let first = max(0, min(chosen - room + 1, matches.count - room))
        let shown = matches.indices.dropFirst(first).prefix(room)
        let width = shown.map { CellWidth.of(TerminalText.oneRow(matches[$0].name)) }.max() ?? 0
        var text = TerminalText()
        for index in shown {
            let shown = (index == chosen ? "> " : "  ") + row(matches[index], nameWidth: width)
            text.append(TerminalText(shown).cut(toCells: columns) + "\n")
        }
        let more = matches.count - shown.count
        let status =
            matches.isEmpty
            ? "nothing here matches what is typed; Backspace to widen, Esc to leave"
            : "\(matches.count) match\(matches.count == 1 ? "" : "es")\(more > 0 ? ", Up and Down for more" : ""); Enter runs, Esc leaves"
        text.append(TerminalText(status).cut(toCells: columns) + "\n")
        return text
    }
}
