#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns byte offsets in a source file into 1-based lines and columns.
///
/// Made in two quick passes over the file (line feeds found by `memchr`, chunks of ASCII passed
/// over eight bytes at a time), after which it holds no byte of it: the line starts, and for
/// each 64-byte chunk that holds part of a multi-byte scalar, where those bytes are. So the
/// file's text can be let go while its diagnostics are still being found (a 100,000-scene
/// storyboard is 33 MB), and an ASCII file costs one integer a line. Each lookup is two binary
/// searches. Columns count Unicode scalars, so a line with accented letters points where an
/// editor does.
struct SourceLocator: Sendable {
    /// How many bytes a chunk holds.
    static let chunkSize = 64

    /// A chunk holding bytes that continue a multi-byte scalar.
    private struct Chunk {
        /// Its place: its first byte is at `index * chunkSize`.
        var index: Int
        /// How many continuation bytes the file holds before the chunk.
        var before: Int
        /// Bit `k` set: the chunk's byte `k` continues a scalar (`10xxxxxx`).
        var continuations: UInt64
    }

    /// How many bytes the file holds.
    private let count: Int
    private let lineStarts: [Int]
    /// The chunks with continuation bytes, in order; none for an ASCII file.
    private let chunks: [Chunk]

    init(bytes: borrowing [UInt8]) {
        count = bytes.count
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var chunks: [Chunk] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Line feeds by `memchr`, which reads many bytes an instruction.
            var position = 0
            while position < buffer.count,
                let found = memchr(base + position, Int32(UInt8(ascii: "\n")), buffer.count - position)
            {
                position = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                starts.append(position)
            }
            chunks = Self.continuationChunks(in: buffer)
        }
        lineStarts = starts
        self.chunks = chunks
    }

    /// The chunks of `buffer` holding bytes that continue a multi-byte scalar. A chunk of ASCII,
    /// eight words with no high bit, is passed over without a look at its bytes.
    private static func continuationChunks(in buffer: UnsafeBufferPointer<UInt8>) -> [Chunk] {
        let raw = UnsafeRawBufferPointer(buffer)
        var chunks: [Chunk] = []
        var before = 0
        var chunkStart = 0
        while chunkStart < buffer.count {
            let chunkEnd = min(chunkStart + chunkSize, buffer.count)
            if chunkEnd - chunkStart == chunkSize {
                var high: UInt64 = 0
                for word in 0..<chunkSize / 8 {
                    high |= raw.loadUnaligned(fromByteOffset: chunkStart + word * 8, as: UInt64.self)
                }
                if high & 0x8080_8080_8080_8080 == 0 {
                    chunkStart = chunkEnd
                    continue
                }
            }
            var continuations: UInt64 = 0
            for position in chunkStart..<chunkEnd where buffer[position] & 0xC0 == 0x80 {
                continuations |= 1 << UInt64(position - chunkStart)
            }
            if continuations != 0 {
                chunks.append(
                    Chunk(index: chunkStart / chunkSize, before: before, continuations: continuations))
                before += continuations.nonzeroBitCount
            }
            chunkStart = chunkEnd
        }
        return chunks
    }

    /// The line and column of `offset` (both 1-based).
    func location(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = min(lineStarts[low], offset)
        return (low + 1, max(1, scalars(before: offset) - scalars(before: lineStart) + 1))
    }

    /// How many scalars start in the first `offset` bytes: the bytes less those that continue a
    /// scalar.
    private func scalars(before offset: Int) -> Int {
        let chunk = offset / Self.chunkSize
        // The last chunk with continuation bytes at or before `chunk`.
        var low = 0
        var high = chunks.count
        while low < high {
            let middle = (low + high) / 2
            if chunks[middle].index <= chunk { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return offset }
        let found = chunks[low - 1]
        guard found.index == chunk else { return offset - found.before - found.continuations.nonzeroBitCount }
        let below: UInt64 = (1 << UInt64(offset - chunk * Self.chunkSize)) &- 1
        return offset - found.before - (found.continuations & below).nonzeroBitCount
    }
}
