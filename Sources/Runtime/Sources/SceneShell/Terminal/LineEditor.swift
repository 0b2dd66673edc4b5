/// Reads lines from the terminal with editing, history and completion.
@MainActor final class LineEditor {
    /// How reading a line ended.
    enum Result: Equatable {
        case line(String)
        /// Ctrl-D at an empty prompt, or the terminal closed.
        case endOfInput
        /// Ctrl-C twice at an empty prompt.
        case interrupted
    }

    private let terminal: Terminal
    private var editing: LineEditing
    private let history: HistoryFile?
    /// Called about three times a second while no key is pressed; text it returns is printed
    /// above the prompt, which is then drawn again.
    var idle: (() -> String?)?

    init(terminal: Terminal, history: HistoryFile?, complete: @escaping (String) -> [String]) {
        self.terminal = terminal
        self.history = history
        self.editing = LineEditing(history: history?.load() ?? [], complete: complete)
    }

    /// Reads one line in raw mode; the terminal's settings are restored before returning.
    func readLine(prompt: String) -> Result {
        guard terminal.enterRawMode() else { return .endOfInput }
        defer { terminal.restore() }
        redraw(prompt)
        while true {
            if let idle, !terminal.waitForInput(milliseconds: 300) {
                if let text = idle() {
                    terminal.write("\r\u{1B}[K" + text)
                    redraw(prompt)
                }
                continue
            }
            guard
                let key = KeyDecoder.next(
                    read: { self.terminal.readByte() }, readSoon: { self.terminal.readByteSoon() })
            else {
                terminal.write("\r\n")
                return .endOfInput
            }
            switch editing.handle(key) {
            case .edited:
                redraw(prompt)
            case .submit(let line):
                terminal.write("\r\n")
                let remembered = line.trimmingSpaces()
                if !remembered.isEmpty { history?.append(remembered) }
                return .line(line)
            case .endOfInput:
                terminal.write("\r\n")
                return .endOfInput
            case .cleared(let hint):
                terminal.write("^C" + (hint ? "  (press Ctrl-C again, or type quit, to leave)" : "") + "\r\n")
                redraw(prompt)
            case .exit:
                terminal.write("^C\r\n")
                return .interrupted
            case .showCandidates(let candidates):
                terminal.write("\r\n" + candidates.joined(separator: "  ") + "\r\n")
                redraw(prompt)
            case .bell:
                terminal.write("\u{07}")
            }
        }
    }

    /// Rewrites the prompt line and puts the cursor where it belongs.
    private func redraw(_ prompt: String) {
        var text = "\r" + prompt + editing.buffer.text + "\u{1B}[K"
        let back = editing.buffer.charactersAfterCursor
        if back > 0 { text += "\u{1B}[\(back)D" }
        terminal.write(text)
    }
}
