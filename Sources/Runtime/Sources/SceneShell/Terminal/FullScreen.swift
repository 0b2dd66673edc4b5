/// The interactive shell drawn in place, as a full-screen program draws itself: on the terminal's
/// alternate screen, the scene at the top, the messages of the last command (its output, warnings
/// and errors) under it, and the prompt on the bottom row. It is drawn whole after each command,
/// on Ctrl-L, when the window is resized and when the program continues after a stop; the normal
/// screen and its scrollback are left as they were, and shown again on exit.
///
/// When the window is too small for both, the messages win: they are what the command just said.
/// The scene is cut at the bottom and its last row shown says how many rows are hidden. Messages
/// longer than the window are written whole and scroll, so their end stays in view above the
/// prompt.
@MainActor final class FullScreen {
    private let terminal: Terminal
    /// The scene as it is now, asked at each drawing (a reload may have changed it).
    private let scene: () -> TerminalText
    /// What the last command said; shown until the next one.
    var messages = TerminalText()

    init(terminal: Terminal, scene: @escaping () -> TerminalText) {
        self.terminal = terminal
        self.scene = scene
    }

    /// Whether the interactive shell draws itself in place: standard input and output are both a
    /// terminal that can move its cursor (`TERM` set, and not `dumb`). Otherwise, it prints each
    /// screen after the other, as in script mode.
    static func isWanted(environment: [String: String]) -> Bool {
        guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return false }
        return Terminal.standardInputIsTerminal && Terminal.standardOutputIsTerminal
    }

    /// Draws the scene and the messages, and leaves the cursor at the start of the bottom row for
    /// the prompt.
    func draw() {
        let rows = terminal.rows
        var text = TerminalText(control: .clearScreen)
        let (shown, height) = Self.layout(
            scene: scene(), messages: messages, rows: rows, columns: terminal.columns)
        text.append(shown)
        // Messages that fill the window scroll it by a row more, so the prompt does not cover them.
        if height >= rows { text.append(TerminalText.newLine) }
        text.append(.cursorTo(row: rows, column: 1))
        terminal.write(text)
    }

    /// The screen above the prompt's row: the scene's lines that fit, then the messages, one line
    /// after the other (each a row, or more if it is wider than the window), and how many rows
    /// they take.
    static func layout(scene: TerminalText, messages: TerminalText, rows: Int, columns: Int) -> (
        text: TerminalText, rows: Int
    ) {
        let available = max(0, rows - 1)
        let height = { (line: TerminalText) in max(1, (line.cells + columns - 1) / max(1, columns)) }
        let messageLines = messages.lines
        let messageRows = messageLines.reduce(0) { $0 + height($1) }
        var sceneLines = scene.lines
        let sceneRows = sceneLines.reduce(0) { $0 + height($1) }
        let room = available - messageRows
        var shownSceneRows = sceneRows
        if sceneRows > room {
            // Keeps the lines that fit with a row to spare for the marker, if there is any room.
            var kept: [TerminalText] = []
            var used = 0
            for line in sceneLines {
                guard used + height(line) <= room - 1 else { break }
                kept.append(line)
                used += height(line)
            }
            let hidden = sceneRows - used
            sceneLines = kept
            shownSceneRows = used
            if room > 0 {
                sceneLines.append(TerminalText(clippedMarker(hidden: hidden)))
                shownSceneRows += 1
            }
        }
        return (
            (sceneLines + messageLines).joined(separator: TerminalText.newLine), shownSceneRows + messageRows
        )
    }

    /// The last row of a scene cut short.
    static func clippedMarker(hidden: Int) -> String {
        "… \(hidden) more row\(hidden == 1 ? "" : "s") of the scene (a larger window shows them)"
    }
}
