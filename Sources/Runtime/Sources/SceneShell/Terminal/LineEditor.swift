/// Reads lines from a terminal in raw mode, with editing, history and completion. The line is drawn
/// again only once no more input is waiting, and only as much of it as fits on one row, so that a
/// long paste, or thousands of lines pasted at once, cost little output.
@MainActor final class LineEditor {
    /// How reading a line ended.
    enum Result: Equatable {
        case line(String)
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
    /// Called about three times a second while no key is pressed; text it returns is printed
    /// above the prompt, which is then drawn again.
    var idle: (() -> String?)?

    init(terminal: Terminal, history: HistoryFile?, complete: @escaping (String) -> [String]) {
        self.terminal = terminal
        self.history = history
        self.editing = LineEditing(history: history?.load() ?? [], complete: complete)
    }

    /// Reads one line; the terminal must be in raw mode.
    func readLine(prompt: String) -> Result {
        var needsRedraw = true
        var needsBell = false
        while true {
            // Output that cannot be written (a closed pipe, a terminal gone) ends the session.
            if terminal.writeFailure != nil { return .endOfInput }
            if terminal.takeContinuation() { needsRedraw = true }
            if !terminal.waitForInput(milliseconds: 0) {
                if needsRedraw { redraw(prompt, editing.buffer) }
                if needsBell { terminal.write("\u{07}") }
                (needsRedraw, needsBell) = (false, false)
                if let idle, !terminal.waitForInput(milliseconds: 300) {
                    if let text = idle() {
                        terminal.write("\r\u{1B}[K" + text)
                        needsRedraw = true
                    }
                    continue
                }
            }
            guard
                let key = KeyDecoder.next(
                    read: { self.terminal.readByte() }, readSoon: { self.terminal.readByteSoon() },
                    unread: { self.terminal.unread() })
            else {
                terminal.write("\r\n")
                return .endOfInput
            }
            switch editing.handle(key) {
            case .edited:
                needsRedraw = true
            case .submit(let line):
                let shown = redact(line)
                redraw(prompt, LineBuffer(shown))
                terminal.write("\r\n")
                let remembered = shown.trimmingSpaces()
                if !remembered.isEmpty { history?.append(remembered) }
                return .line(line)
            case .endOfInput:
                terminal.write("\r\n")
                return .endOfInput
            case .cleared(let hint):
                terminal.write("^C" + (hint ? "  (press Ctrl-C again, or type quit, to leave)" : "") + "\r\n")
                needsRedraw = true
            case .exit:
                terminal.write("^C\r\n")
                return .interrupted
            case .showCandidates(let candidates):
                terminal.write("\r\n" + candidates.joined(separator: "  ") + "\r\n")
                needsRedraw = true
            case .bell:
                needsBell = true
            case .suspend where terminal.canSuspend:
                terminal.write("^Z")
                terminal.suspend()
                needsRedraw = true
            case .suspend:
                needsBell = true
            }
        }
    }

    /// Rewrites the prompt line, showing the part of `buffer` around the cursor that fits, and
    /// puts the cursor where it belongs.
    private func redraw(_ prompt: String, _ buffer: LineBuffer) {
        let shown = buffer.window(columns: max(1, terminal.columns - prompt.count - 1))
        var text = "\r" + prompt + shown.text + "\u{1B}[K"
        if shown.columnsAfterCursor > 0 { text += "\u{1B}[\(shown.columnsAfterCursor)D" }
        terminal.write(text)
    }
}
