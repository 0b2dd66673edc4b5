import SceneRuntime

/// Messages taller than the window, paged as `git` and `psql` page their output: new messages
/// that do not fit above the prompt are shown from their first row, a window-full at a time, the
/// bottom row saying which rows are shown and the keys:
///
/// ```
/// -- more: rows 1-23 of 40 (Space: next page, b: back, q: to the end) --
/// ```
///
/// Space (or `f`) shows the next page, Enter (Down, `j`) the next row, `b` (Up, `k`) goes back a
/// page (a row); `q`, Esc, Ctrl-C or Ctrl-D stop. When the rest fits in the window, or on `q`, the
/// pager ends and the screen is drawn as always: the messages' last rows above the prompt. A
/// resize lays the pages out again at the new size. Only the full screen pages: scripts, pipes
/// and a `dumb` terminal print everything.
extension FullScreen {
    /// Pages ``messages`` if they are taller than the window has rows above the prompt; returns
    /// when the person has read to the end or stopped, or the terminal is gone.
    func page() {
        var top = 0
        // The rows, laid out again only when the window's width changes.
        var laidOut: (columns: Int, rows: [TerminalText])?
        while terminal.writeFailure == nil {
            let (rows, columns) = (terminal.rows, terminal.columns)
            let all =
                laidOut.flatMap { $0.columns == columns ? $0.rows : nil }
                ?? Self.rows(of: messages, columns: columns)
            laidOut = (columns, all)
            let height = max(1, rows - 1)
            // The rest fits above the prompt: the screen shows it.
            guard top + height < all.count else { return }
            var text = TerminalText(control: .clearScreen)
            text.append(Array(all[top..<(top + height)]).joined(separator: TerminalText.newLine))
            text.append(.cursorTo(row: rows, column: 1))
            text.append(
                TerminalText(
                    Self.moreLine(from: top + 1, to: top + height, of: all.count, columns: columns - 1), .bold
                )
                .cut(toCells: max(1, columns - 1)))
            terminal.write(text)
            guard waitForKeyOrResize(rows: rows, columns: columns) else { continue }
            guard let key = terminal.readKey() else { return }
            switch key {
            case .text(" "), .text("f"), .control("f"): top += height
            case .enter, .down, .text("j"): top += 1
            case .text("b"), .control("b"): top = max(0, top - height)
            case .up, .text("k"): top = max(0, top - 1)
            case .text("q"), .text("Q"), .escape, .control("c"), .control("d"): return
            default: terminal.write(TerminalText(control: .bell))
            }
        }
    }

    /// The pager's bottom row: which rows are shown, and the keys; shorter when the window is
    /// narrower than that (`-- more: 1-14/59 Space b q --`).
    static func moreLine(from first: Int, to last: Int, of count: Int, columns: Int = .max) -> String {
        let whole = "-- more: rows \(first)-\(last) of \(count) (Space: next page, b: back, q: to the end) --"
        return CellWidth.of(whole) <= columns ? whole : "-- more: \(first)-\(last)/\(count) Space b q --"
    }

    /// Waits for a key: `true` when one is ready (or the input ended), `false` when the window
    /// was resized first, to lay the page out again.
    private func waitForKeyOrResize(rows: Int, columns: Int) -> Bool {
        while !terminal.waitForInput(milliseconds: 100) {
            if terminal.rows != rows || terminal.columns != columns { return false }
        }
        return true
    }
}
