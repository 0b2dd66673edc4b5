import SceneRuntime

/// The interactive shell drawn in place, as a full-screen program draws itself: on the terminal's
/// alternate screen, the scene at the top, the messages of the last command (its output, warnings
/// and errors) under it, and the prompt on the bottom row. It is drawn whole after each command,
/// on Ctrl-L, when the window is resized and when the program continues after a stop; the normal
/// screen and its scrollback are left as they were, and shown again on exit.
///
/// The scene is the screen the last command rendered (see `FullScreen+Reply.swift`); it is
/// rendered again only when the window's width changed since.
///
/// Every line is laid out in rows that fit the window: a line wider than the window is wrapped at
/// word boundaries (only a word longer than a row is broken inside), each row after the first
/// indented two cells more than the line (a hanging indent), so the terminal never breaks a row
/// itself and every row is counted.
///
/// When the window is too small for both, the messages win: they are what the command just said.
/// The scene is cut at the bottom and its last row shown says how many rows are hidden. Messages
/// taller than the window are paged when they are new (see `FullScreen+Paging.swift`); drawn again,
/// their last rows are shown above the prompt.
@MainActor final class FullScreen {
    let terminal: Terminal
    /// The scene's screen as drawn: the one the last command rendered, or the one rendered when
    /// the window's width changed.
    private(set) var scene: TerminalText
    /// The window's width when ``scene`` was rendered.
    private var sceneColumns: Int
    /// Renders the scene as it is now, for the window's width.
    let render: () -> TerminalText
    /// What the last command said; shown until the next one. New messages taller than the window
    /// are paged at the next drawing.
    var messages = TerminalText() {
        didSet { messagesArePaged = false }
    }
    /// Whether the messages were paged already (or needed no paging).
    private var messagesArePaged = true

    /// - Parameters:
    ///   - scene: The first screen, as the session's launch rendered it.
    ///   - render: Renders the scene as it is now, when a command rendered none or the window's
    ///     width changed.
    init(terminal: Terminal, scene: TerminalText, render: @escaping () -> TerminalText) {
        self.terminal = terminal
        self.scene = scene
        self.sceneColumns = terminal.columns
        self.render = render
    }

    /// Draws `scene`, just rendered for the window as wide as it is now, from the next drawing on.
    func show(scene: TerminalText) {
        self.scene = scene
        sceneColumns = terminal.columns
    }

    /// Whether the interactive shell draws itself in place: standard input and output are both a
    /// terminal that can move its cursor (`TERM` set, and not `dumb`). Otherwise, it prints each
    /// screen after the other, as in script mode.
    static func isWanted(environment: [String: String]) -> Bool {
        guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return false }
        return Terminal.standardInputIsTerminal && Terminal.standardOutputIsTerminal
    }

    /// Draws the scene and the messages, and leaves the cursor at the start of the bottom row for
    /// the prompt. New messages taller than the window are paged first.
    func draw() {
        if !messagesArePaged {
            messagesArePaged = true
            page()
        }
        let (rows, columns) = (terminal.rows, terminal.columns)
        if columns != sceneColumns { show(scene: render()) }
        var text = TerminalText(control: .clearScreen)
        text.append(
            Self.layout(scene: scene, messages: messages, rows: rows, columns: columns).joined(
                separator: TerminalText.newLine))
        text.append(.cursorTo(row: rows, column: 1))
        terminal.write(text)
    }

    /// The rows above the prompt's row, each at most `columns` cells wide: the scene's rows that
    /// fit, then the messages' rows. Messages taller than the room above the prompt leave the
    /// scene out and show their last rows.
    static func layout(scene: TerminalText, messages: TerminalText, rows: Int, columns: Int) -> [TerminalText]
    {
        let available = max(0, rows - 1)
        let messageRows = Self.rows(of: messages, columns: columns)
        guard messageRows.count < available else { return Array(messageRows.suffix(available)) }
        let room = available - messageRows.count
        var sceneRows = Self.rows(of: scene, columns: columns)
        if sceneRows.count > room {
            // Keeps the rows that fit with one to spare for the marker.
            let kept = room - 1
            let hidden = sceneRows.count - kept
            sceneRows = Array(sceneRows.prefix(kept)) + [clippedMarker(hidden: hidden, columns: columns)]
        }
        return sceneRows + messageRows
    }

    /// The rows `text` takes in a window `columns` wide: each of its lines, wrapped at word
    /// boundaries when it is wider, the rows after the first indented two cells more than the line
    /// (at most half the window).
    static func rows(of text: TerminalText, columns: Int) -> [TerminalText] {
        text.lines.flatMap { line -> [TerminalText] in
            let leading = line.plain.prefix { $0 == " " }.count
            let indent = String(repeating: " ", count: min(leading + 2, columns / 2))
            return line.wrapped(toCells: max(1, columns), indent: indent)
        }
    }

    /// The last row of a scene cut short, `hidden` rows of it left out: as much of
    /// `… 5 more rows of the scene (a larger window shows them)` as fits on one row.
    static func clippedMarker(hidden: Int, columns: Int = .max) -> TerminalText {
        let count = "… \(hidden) more row\(hidden == 1 ? "" : "s") of the scene"
        let whole = count + " (a larger window shows them)"
        return TerminalText(CellWidth.of(whole) <= columns ? whole : count).cut(toCells: max(1, columns))
    }
}
