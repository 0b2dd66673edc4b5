/// A source of command lines.
package protocol LineInput {
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
package struct ScriptLines: LineInput {
    private var lines: [Substring]
    private var position = 0

    package init(_ text: String) {
        // "\r\n" is one Character in Swift, so both line ends are named.
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        if lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines
    }

    package var isTerminal: Bool { false }

    package mutating func nextLine() -> String? {
        guard position < lines.count else { return nil }
        defer { position += 1 }
        let line = lines[position]
        return String(line.last == "\r" ? line.dropLast() : line)
    }
}
