/// Colours and emphasis for terminal output, or plain text when colours are off (not a terminal,
/// `NO_COLOR` set, or `--no-color`).
struct Style: Sendable {
    let colors: Bool

    static let plain = Style(colors: false)

    func bold(_ text: String) -> TerminalText { styled(text, .bold) }
    func dim(_ text: String) -> TerminalText { styled(text, .dim) }
    func red(_ text: String) -> TerminalText { styled(text, .red) }
    func green(_ text: String) -> TerminalText { styled(text, .green) }
    func cyan(_ text: String) -> TerminalText { styled(text, .cyan) }

    /// The text in a style, or plain without colours. The style becomes an escape sequence only
    /// when ``TerminalText`` is rendered.
    private func styled(_ text: String, _ emphasis: TerminalText.Emphasis) -> TerminalText {
        TerminalText(text, colors ? emphasis : nil)
    }

    /// Whether colours should be used: only on a terminal, never with `NO_COLOR` or `--no-color`.
    static func colorsWanted(isTerminal: Bool, environment: [String: String], noColorFlag: Bool) -> Bool {
        isTerminal && !noColorFlag && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
}
