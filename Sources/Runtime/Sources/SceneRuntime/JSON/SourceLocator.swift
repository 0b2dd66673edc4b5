/// Turns byte offsets in a source file into 1-based lines and columns.
///
/// Built only when a diagnostic needs a location, in one pass over the file; after that each
/// lookup is a binary search among the line starts and a count of at most
/// ``checkpointInterval`` bytes, however long the line: a one-line file with thousands of
/// problems is located in time linear in its size. Columns count Unicode scalars, so a line with
/// accented letters points where an editor does.
struct SourceLocator: Sendable {
    /// How many bytes apart the recorded scalar counts are.
    static let checkpointInterval = 64

    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// `scalarCounts[k]`: how many scalars start in the first `k * checkpointInterval` bytes.
    private let scalarCounts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var counts = [0]
        counts.reserveCapacity(bytes.count / Self.checkpointInterval + 1)
        var scalars = 0
        // One checkpoint's bytes at a time, without a division per byte.
        bytes.withUnsafeBufferPointer { buffer in
            var chunkStart = 0
            while chunkStart < buffer.count {
                let chunkEnd = min(chunkStart + Self.checkpointInterval, buffer.count)
                for offset in chunkStart..<chunkEnd {
                    let byte = buffer[offset]
                    if byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
                    if byte & 0xC0 != 0x80 { scalars += 1 }
                }
                if chunkEnd - chunkStart == Self.checkpointInterval { counts.append(scalars) }
                chunkStart = chunkEnd
            }
        }
        self.lineStarts = starts
        self.scalarCounts = counts
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
        let lineStart = min(lineStarts[low], offset)
        return (low + 1, max(1, scalars(before: offset) - scalars(before: lineStart) + 1))
    }

    /// How many scalars start in the first `offset` bytes.
    private func scalars(before offset: Int) -> Int {
        let checkpoint = offset / Self.checkpointInterval
        var count = scalarCounts[checkpoint]
        for position in checkpoint * Self.checkpointInterval..<offset where bytes[position] & 0xC0 != 0x80 {
            count += 1
        }
        return count
    }
}
