/// Colours and emphasis for terminal output, or plain text when colours are off (not a terminal,
/// `NO_COLOR` set, or `--no-color`).
struct Style: Sendable {
    let colors: Bool

    static let plain = Style(colors: false)

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func cyan(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        colors && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Whether colours should be used: only on a terminal, never with `NO_COLOR` or `--no-color`.
    static func colorsWanted(isTerminal: Bool, environment: [String: String], noColorFlag: Bool) -> Bool {
        isTerminal && !noColorFlag && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
}
