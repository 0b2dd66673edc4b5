/// A command's reply, as the full screen shows it: the screen after it at the top, and under it
/// what the command said, its warnings and its error. The two arrive apart in the reply
/// (``Shell/Reply``), so nothing is taken out of what the command said.
extension FullScreen {
    /// Shows `reply` from the next drawing on. A command that rendered no screen (`help`, one that
    /// failed) has the scene rendered once now: it is drawn after every command, and what its
    /// scene said to an earlier command is no longer shown (see `Shell+Said.swift`). Nothing is
    /// rendered for a `quit` that ends the session: nothing is drawn after it.
    func show(_ reply: Shell.Reply, errorPrefix: TerminalText) {
        if let screen = reply.screen {
            show(scene: screen)
        } else if !reply.quit {
            show(scene: render())
        }
        messages = Self.messages(of: reply, errorPrefix: errorPrefix)
    }

    /// What the full screen shows of `reply` under the scene: what the command said, its warnings
    /// and its error.
    static func messages(of reply: Shell.Reply, errorPrefix: TerminalText) -> TerminalText {
        var messages = reply.output
        for warning in reply.warnings { messages.append(TerminalText(warning + "\n")) }
        messages.append(ShellMessages.errorText(of: reply, prefix: errorPrefix))
        return messages
    }
}
