/// Asks a yes-or-no question on a terminal in raw mode and reads the answer: the question (text
/// of a scene, made visible on one row) then `[y/N]`. `y` or `yes` (any case) is yes; anything
/// else, an empty answer, Ctrl-C or Ctrl-D is no. What is typed is echoed, and Backspace and
/// Ctrl-U edit it; the answer is not kept in the history.
@MainActor struct ConfirmationReader {
    let terminal: Terminal

    /// Shows `question [y/N] ` and reads the answer: `true` for yes, `false` for no, `nil` if the
    /// terminal closed before one was given.
    func ask(_ question: String) -> Bool? {
        let prompt = TerminalText(TerminalText.oneRow(question)) + " [y/N] "
        terminal.write(prompt)
        var answer = ""
        while true {
            guard let key = terminal.readKey() else {
                terminal.write("\r\n")
                return nil
            }
            switch key {
            case .text(let text):
                answer += text
                terminal.write(TerminalText(TerminalText.oneRow(text)))
            case .enter:
                terminal.write("\r\n")
                return Self.isYes(answer)
            case .backspace, .control("u"):
                if case .control = key { answer = "" } else { _ = answer.popLast() }
                terminal.write(TerminalText.startOfRow + prompt + TerminalText(TerminalText.oneRow(answer)))
            case .control("c"):
                terminal.write("^C\r\n")
                return false
            case .control("d"):
                terminal.write("\r\n")
                return false
            default: break
            }
        }
    }

    /// Whether an answer means yes: `y` or `yes`, in any case, with blanks around.
    static func isYes(_ answer: String) -> Bool {
        let word = answer.split(separator: " ").joined().lowercased()
        return word == "y" || word == "yes"
    }
}
