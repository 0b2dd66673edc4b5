import SceneRuntime

/// Reads lines from a terminal in raw mode, with editing, history and completion. The line is drawn
/// again only once no more input is waiting, and only as much of it as fits on one row, so that a
/// long paste, or thousands of lines pasted at once, cost little output; and again when the window
/// is resized (SIGWINCH), at the new width. During Ctrl-R's search the prompt is the search's,
/// `(reverse-i-search)'text': ` and the line its match. With ``suggests``, the rest of the newest
/// history line that starts with the line typed is shown dimmed after the cursor
/// (``LineEditing/suggestion``). Everything it writes is ``TerminalText``: the prompt, the line,
/// the suggestion and completions are made visible, and the only escape sequences are its own.
@MainActor final class LineEditor {
    /// How reading a line ended.
    enum Result: Equatable {
        case line(String)
        /// A key that stands for a command was pressed (see ``commandKey``): the command to run.
        /// The line being typed is kept, and shown again at the next prompt.
        case command(String)
        /// Ctrl-D at an empty prompt, the terminal closed, or a write to it failed.
        case endOfInput
        /// Ctrl-C twice at an empty prompt.
        case interrupted
    }

    private let terminal: Terminal
    private var editing: LineEditing
    private let history: HistoryFile?
    /// The line as it may be shown once entered and kept in the history: its secrets hidden.
    var redact: (String) -> String = { $0 } {
        didSet { editing.redact = redact }
    }
    /// Whether the rest of a history line is suggested, dimmed, as the line is typed: only where
    /// colours are used (a dim suggestion shown plain would look typed).
    var suggests: Bool {
        get { editing.suggests }
        set { editing.suggests = newValue }
    }
    /// Whether a history line may be suggested: not one with a secret.
    var mayBeSuggested: (String) -> Bool {
        get { editing.mayBeSuggested }
        set { editing.mayBeSuggested = newValue }
    }
    /// Called about ten times a second while no key is pressed; text it returns is printed above
    /// the prompt, which is then drawn again.
    var idle: (() -> TerminalText?)?
    /// Called on each tick, as ``idle`` is, and asked for the scene's screen when it changed by
    /// itself (observable state it read changed, after an async change): the screen is then drawn
    /// again once, in place on the full screen, or else printed above the prompt.
    var sceneChanged: (() -> TerminalText?)?
    /// The full screen the prompt sits at the bottom of, if the shell draws itself in place: it is
    /// drawn whole when reading a line begins, on Ctrl-L, on a resize and after a stop, and what
    /// the editor has to say (Ctrl-C's hint, completions, `idle`'s text) becomes its messages.
    var screen: FullScreen?
    /// The command a key stands for, if it stands for one now (`focus` for Ctrl-O where a split
    /// is shown), asked for every key typed outside Ctrl-R's search; `nil` lets the key edit.
    var commandKey: ((Key) -> String?)?

    /// What the full screen's prompt row shows at its right end while the line is empty, if the
    /// window has room (`Ctrl-P: palette`): a key worth knowing, said where the eye is.
    var hint: String?

    /// Text the next line starts with, the cursor after it (the command palette's `select `, an
    /// action whose arguments are to be typed).
    var startingText: String?

    init(terminal: Terminal, history: HistoryFile?, complete: @escaping (String) -> [String]) {
        self.terminal = terminal
        self.history = history
        self.editing = LineEditing(history: history?.load() ?? [], complete: complete)
    }

    /// Reads one line; the terminal must be in raw mode.
    /// - Parameter currentPrompt: The prompt, asked again each time the line is drawn, so that a
    ///   scene renamed while the line is read (a watched reload, an observed title) is named by
    ///   its new title.
    func readLine(prompt currentPrompt: () -> String) -> Result {
        var prompt = currentPrompt()
        if let startingText {
            editing.replaceLine(with: startingText)
            self.startingText = nil
        }
        let resizes = WindowResizeWatch.start()
        defer { resizes.stop() }
        var needsRedraw = true
        var needsScreen = screen != nil
        var needsBell = false
        while true {
            // Output that cannot be written (a closed pipe, a terminal gone) ends the session.
            if terminal.writeFailure != nil { return .endOfInput }
            if terminal.takeContinuation() { (needsRedraw, needsScreen) = (true, screen != nil) }
            if resizes.takeChange() { (needsRedraw, needsScreen) = (true, screen != nil) }
            if !terminal.waitForInput(milliseconds: 0) {
                if needsScreen { screen?.draw() }
                if needsRedraw {
                    prompt = currentPrompt()
                    redraw(editing.searchPrompt ?? prompt, editing.buffer, suggestion: editing.suggestion)
                }
                needsScreen = false
                if needsBell { terminal.write(TerminalText(control: .bell)) }
                (needsRedraw, needsBell) = (false, false)
                // Waits for a key; a resize interrupts the wait, and `idle` runs on each tick. The
                // wait is bounded so that a resize signalled just before it began is still seen.
                if !terminal.waitForInput(milliseconds: idle == nil && sceneChanged == nil ? 1000 : 100) {
                    if let changed = sceneChanged?() {
                        if let screen {
                            screen.show(scene: changed)
                            needsScreen = true
                        } else {
                            terminal.write(TerminalText.startOfRow + changed)
                        }
                        needsRedraw = true
                    }
                    if let text = idle?() {
                        if let screen {
                            screen.messages = text
                            needsScreen = true
                        } else {
                            terminal.write(TerminalText.startOfRow + text)
                        }
                        needsRedraw = true
                    }
                    continue
                }
            }
            guard let key = terminal.readKey() else {
                terminal.write(TerminalText.newLine)
                return .endOfInput
            }
            if editing.searchPrompt == nil, let command = commandKey?(key) {
                echo(command, prompt: prompt)
                return .command(command)
            }
            switch editing.handle(key) {
            case .edited:
                needsRedraw = true
            case .submit(let line):
                let shown = redact(line)
                redraw(prompt, LineBuffer(shown))
                terminal.write(TerminalText.newLine)
                let remembered = shown.trimmingSpaces()
                if !remembered.isEmpty { history?.append(remembered) }
                return .line(line)
            case .endOfInput:
                terminal.write(TerminalText.newLine)
                return .endOfInput
            case .cleared(let hint):
                let said = "^C\(hint ? "  (press Ctrl-C again, or type quit, to leave)" : "")"
                if let screen {
                    screen.messages = TerminalText(said)
                    needsScreen = true
                } else {
                    terminal.write(TerminalText(said) + TerminalText.newLine)
                }
                needsRedraw = true
            case .exit:
                terminal.write("^C" + TerminalText.newLine)
                return .interrupted
            case .showCandidates(let candidates):
                let shown = candidates.map(TerminalText.oneRow).joined(separator: "  ")
                if let screen {
                    screen.messages = TerminalText(shown)
                    needsScreen = true
                } else {
                    terminal.write(TerminalText.newLine + TerminalText(shown) + TerminalText.newLine)
                }
                needsRedraw = true
            case .bell:
                needsBell = true
            case .suspend where terminal.canSuspend:
                terminal.write("^Z")
                terminal.suspend()
                needsRedraw = true
            case .suspend:
                needsBell = true
            case .redrawScreen:
                (needsRedraw, needsScreen) = (true, screen != nil)
            }
        }
    }

    /// Shows `line` at `prompt` as if typed, so that a session printed line by line says what ran
    /// (a key's command, a row of the command palette); the full screen draws itself anew instead.
    func echo(_ line: String, prompt: String) {
        guard screen == nil else { return }
        redraw(prompt, LineBuffer(line))
        terminal.write(TerminalText.newLine)
    }

    /// Rewrites the prompt line, showing the part of `buffer` around the cursor that fits, then
    /// what fits of `suggestion` (the cursor is at the end of the line then), dimmed, and puts the
    /// cursor where it belongs; widths are terminal cells.
    private func redraw(_ prompt: String, _ buffer: LineBuffer, suggestion: String? = nil) {
        let shownPrompt = TerminalText.oneRow(prompt)
        let columns = max(1, terminal.columns - CellWidth.of(shownPrompt) - 1)
        let shown = buffer.window(columns: columns)
        var text = TerminalText(control: .carriageReturn)
        text.append(shownPrompt + shown.text)
        var suggested = ""
        if let suggestion, shown.columnsAfterCursor == 0 {
            var room = columns - CellWidth.of(shown.text)
            for character in TerminalText.oneRow(suggestion) {
                let width = CellWidth.of(character)
                guard width <= room else { break }
                suggested.append(character)
                room -= width
            }
            if !suggested.isEmpty { text.append(suggested, .dim) }
        }
        text.append(.clearToEndOfLine)
        text.append(.cursorLeft(shown.columnsAfterCursor + CellWidth.of(suggested)))
        // The hint, after the row was cleared, right-aligned, one cell short of the edge (where
        // a terminal would wrap); only on the full screen, only on an empty line with room.
        if let hint, screen != nil, buffer.isEmpty, editing.searchPrompt == nil {
            let gap = terminal.columns - 1 - CellWidth.of(shownPrompt) - CellWidth.of(hint)
            if gap >= 4 {
                text.append(String(repeating: " ", count: gap))
                text.append(hint, suggests ? .dim : nil)
                text.append(.cursorLeft(gap + CellWidth.of(hint)))
            }
        }
        terminal.write(text)
    }
}
