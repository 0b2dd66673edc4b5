import SceneRuntime

/// Text on its way to the terminal, as structured runs: text, styled text, and the few cursor
/// controls the line editor needs. It is the only thing that becomes bytes on a terminal
/// (``Console`` and the line editor's terminal take nothing else), and it becomes bytes in one
/// place, ``rendered``:
///
/// - the characters of every run are made visible with `printable` (control characters, C1 and
///   format characters, bidirectional controls and ZERO WIDTH SPACE among them, shown as `^[`,
///   `\u{9B}`, `\u{202E}`, `\u{200B}`...); only line feeds and tabs are
///   kept, whoever wrote the text: a data file, a storyboard, a plugin, the user, or this program;
/// - the only escape sequences are those this type emits for its own ``Emphasis`` (SGR colours)
///   and ``Control`` cases.
///
/// So a string can never reach the terminal as an escape sequence, even one built by mistake:
/// there is no way to hand raw bytes to the terminal but through this type.
public struct TerminalText: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The renderer's own styles.
    public enum Emphasis: Sendable, Equatable {
        case bold, dim, red, green, cyan

        var code: String {
            switch self {
            case .bold: "1"
            case .dim: "2"
            case .red: "31"
            case .green: "32"
            case .cyan: "36"
            }
        }
    }

    /// The cursor controls of the line editor and the full screen.
    enum Control: Sendable, Equatable {
        /// Back to the start of the row (CR).
        case carriageReturn
        /// Clears the row from the cursor to its end (`Esc [ K`).
        case clearToEndOfLine
        /// Moves the cursor left by a number of cells (`Esc [ N D`).
        case cursorLeft(Int)
        /// The terminal's bell (BEL).
        case bell
        /// Moves the cursor to a row and column, both counted from 1 (`Esc [ ROW ; COLUMN H`).
        case cursorTo(row: Int, column: Int)
        /// Clears the whole screen, the cursor at its top left (`Esc [ H Esc [ 2 J`).
        case clearScreen
        /// Switches to the alternate screen buffer, or back to the normal one with its scrollback as
        /// it was (`Esc [ ? 1049 h` and `l`).
        case alternateScreen(Bool)

        var bytes: String {
            switch self {
            case .carriageReturn: "\r"
            case .clearToEndOfLine: "\u{1B}[K"
            case .cursorLeft(let cells): cells > 0 ? "\u{1B}[\(cells)D" : ""
            case .bell: "\u{07}"
            case .cursorTo(let row, let column): "\u{1B}[\(max(1, row));\(max(1, column))H"
            case .clearScreen: "\u{1B}[H\u{1B}[2J"
            case .alternateScreen(let on): on ? "\u{1B}[?1049h" : "\u{1B}[?1049l"
            }
        }
    }

    enum Run: Sendable, Equatable {
        case text(String, Emphasis?)
        case control(Control)
    }

    private(set) var runs: [Run] = []

    /// Empty text.
    public init() {}

    /// Text shown as it is, with its control characters made visible.
    public init(_ text: String) {
        append(text)
    }

    /// Text in one of the renderer's styles.
    public init(_ text: String, _ emphasis: Emphasis?) {
        append(text, emphasis)
    }

    init(control: Control) {
        runs = [.control(control)]
    }

    /// Plain text from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Text from a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        self = stringInterpolation.text
    }

    /// Builds terminal text from a string literal with interpolations: strings are plain runs,
    /// ``TerminalText`` values keep their styles.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = TerminalText()

        /// Starts an empty text.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends the literal's text, plain.
        public mutating func appendLiteral(_ literal: String) { text.append(literal) }

        /// Appends terminal text with its styles.
        public mutating func appendInterpolation(_ value: TerminalText) { text.append(value) }

        /// Appends any other value as plain text.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            text.append(String(describing: value))
        }
    }

    /// A new row on a terminal in raw mode: a carriage return, then a line feed.
    static let newLine = TerminalText(control: .carriageReturn) + "\n"

    /// Back to the start of the row, which is cleared.
    static let startOfRow = TerminalText(control: .carriageReturn) + TerminalText(control: .clearToEndOfLine)

    /// `text` made visible to sit on one row of a screen, a list or a table: its line feeds and
    /// tabs are shown too (`^J`, `^I`), so that it cannot break a row or misalign a column.
    static func oneRow(_ text: String) -> String {
        printable(text, keepingLineBreaks: false, keepingTabs: false)
    }

    /// Whether there is nothing to write.
    public var isEmpty: Bool { runs.isEmpty }

    /// The text without styles or controls, as a file or a test sees it (not made visible).
    public var plain: String {
        runs.reduce(into: "") { result, run in
            if case .text(let text, _) = run { result += text }
        }
    }

    /// The plain text.
    public var description: String { plain }

    /// Appends text, merged into the last run when it has the same style.
    public mutating func append(_ text: String, _ emphasis: Emphasis? = nil) {
        guard !text.isEmpty else { return }
        if case .text(var last, let lastEmphasis) = runs.last, lastEmphasis == emphasis {
            runs.removeLast()  // leaves `last` the only reference, so it grows in place
            last += text
            runs.append(.text(last, emphasis))
        } else {
            runs.append(.text(text, emphasis))
        }
    }

    /// Appends other terminal text, keeping its styles.
    public mutating func append(_ other: TerminalText) {
        // Runs are kept merged as they are made: appended to nothing, they are the same runs.
        guard !runs.isEmpty else {
            runs = other.runs
            return
        }
        for run in other.runs {
            switch run {
            case .text(let text, let emphasis): append(text, emphasis)
            case .control: runs.append(run)
            }
        }
    }

    mutating func append(_ control: Control) {
        runs.append(.control(control))
    }

    /// The two texts one after the other.
    public static func + (left: TerminalText, right: TerminalText) -> TerminalText {
        var result = left
        result.append(right)
        return result
    }

    /// Appends the right text to the left one.
    public static func += (left: inout TerminalText, right: TerminalText) {
        left.append(right)
    }

    /// The bytes for the terminal: every run's text made visible (line feeds and tabs kept),
    /// styles as SGR sequences, controls as their sequences.
    public var rendered: String {
        // One plain run, the most common text, needs no copy.
        if runs.count == 1, case .text(let text, nil) = runs[0] {
            return printable(text, keepingLineBreaks: true)
        }
        var bytes = ""
        for run in runs {
            switch run {
            case .text(let text, nil):
                bytes += printable(text, keepingLineBreaks: true)
            case .text(let text, let emphasis?):
                bytes += "\u{1B}[\(emphasis.code)m" + printable(text, keepingLineBreaks: true) + "\u{1B}[0m"
            case .control(let control):
                bytes += control.bytes
            }
        }
        return bytes
    }
}

extension [TerminalText] {
    /// The texts one after the other, `separator` between them.
    func joined(separator: TerminalText) -> TerminalText {
        var result = TerminalText()
        for (index, text) in enumerated() {
            if index > 0 { result.append(separator) }
            result.append(text)
        }
        return result
    }
}
