/// Turns byte offsets in a source file into 1-based lines and columns.
///
/// Built only when a diagnostic needs a location; the line table is computed once, after which
/// each lookup is a binary search. Columns count Unicode scalars, so a line with accented letters
/// points where an editor does.
struct SourceLocator: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    /// The line and column of `offset` (both 1-based).
    func location(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        var column = 1
        var position = lineStart
        while position < offset {
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return (low + 1, max(1, column))
    }
}
