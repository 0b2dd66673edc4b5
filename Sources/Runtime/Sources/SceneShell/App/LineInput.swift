/// A source of command lines.
public protocol LineInput {
    /// Whether the lines come from a person at a terminal.
    var isTerminal: Bool { get }
    /// The next line without its line break, or `nil` at the end.
    mutating func nextLine() -> String?
}

/// Standard input, read line by line.
struct StandardInput: LineInput {
    var isTerminal: Bool { Terminal.standardInputIsTerminal }

    mutating func nextLine() -> String? {
        readLine(strippingNewline: true)
    }
}

/// The lines of a script held in memory.
public struct ScriptLines: LineInput {
    private var lines: [Substring]
    private var position = 0

    /// The lines of `text`, split at `\n` or `\r\n`.
    public init(_ text: String) {
        // "\r\n" is one Character in Swift, so both line ends are named.
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        if lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines
    }

    /// Never a terminal.
    public var isTerminal: Bool { false }

    /// The next line, or `nil` after the last.
    public mutating func nextLine() -> String? {
        guard position < lines.count else { return nil }
        defer { position += 1 }
        let line = lines[position]
        return String(line.last == "\r" ? line.dropLast() : line)
    }
}
