/// Reads a secret, such as a password, from a terminal in raw mode without showing it: nothing is
/// echoed, not even a star per key. Backspace and Ctrl-U edit what was typed; Enter ends it;
/// Ctrl-C, or Ctrl-D before anything was typed, cancels it. The secret is never kept in the
/// history.
@MainActor struct SecretReader {
    let terminal: Terminal

    /// Shows `prompt` (`Password: `) and reads the secret; `nil` if the user cancelled or the
    /// terminal closed.
    func read(prompt: String) -> String? {
        terminal.write(prompt)
        var secret: [Character] = []
        while true {
            guard let key = terminal.readKey() else {
                terminal.write("\r\n")
                return nil
            }
            switch key {
            case .text(let text): secret.append(contentsOf: text)
            case .enter:
                terminal.write("\r\n")
                return String(secret)
            case .backspace: _ = secret.popLast()
            case .control("u"): secret.removeAll()
            case .control("c"):
                terminal.write("^C\r\n")
                return nil
            case .control("d") where secret.isEmpty:
                terminal.write("\r\n")
                return nil
            default: break
            }
        }
    }
}
