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

/// The lines of a script held in memory, split as they are read.
public struct ScriptLines: LineInput {
    private let text: String
    private var position: String.Index

    /// The lines of `text`, split at `\n` or `\r\n`; a `\r` ending a line is dropped too.
    public init(_ text: String) {
        self.text = text
        position = text.startIndex
    }

    /// Never a terminal.
    public var isTerminal: Bool { false }

    /// The next line, or `nil` after the last.
    public mutating func nextLine() -> String? {
        let bytes = text.utf8
        guard position < bytes.endIndex else { return nil }
        let newline = bytes[position...].firstIndex(of: 0x0A)
        var line = bytes[position..<(newline ?? bytes.endIndex)]
        position = newline.map(bytes.index(after:)) ?? bytes.endIndex
        // `\r\n`, then a `\r` left at the end of the line.
        if newline != nil, line.last == 0x0D { line = line.dropLast() }
        if line.last == 0x0D { line = line.dropLast() }
        return String(Substring(line))
    }
}
