import SceneShell

/// The checks of the `FuzzExploreAnswer` libFuzzer target (`.ci/fuzz` builds and runs it): the
/// reader of `scenes explore`'s answers (``ExploreAnswerReader``) on what a child might write. An
/// input's first byte gives the reader's bound (1 to 64 bytes, so that inputs cross it), its second
/// the sizes of the reads, and the rest is what was written. No input may crash or hang the
/// reader; its lines are those written, split at each line feed, each line longer than the bound
/// said to be once instead; a last line without a line feed is held, or said too long once it
/// is; and after each read it holds no more than the bound.
package enum ExploreAnswerFuzzing {
    /// Reads `bytes` as described above and traps if the reader breaks a promise.
    package static func check(_ bytes: [UInt8]) {
        guard bytes.count >= 2 else { return }
        let limit = Int(bytes[0] % 64) + 1
        var seed = UInt32(bytes[1]) | 1
        let written = Array(bytes.dropFirst(2))
        var reader = ExploreAnswerReader(limit: limit)
        var said: [ExploreAnswerReader.Line] = []
        var offset = 0
        while offset < written.count {
            // Reads of 1 to three times the bound, in an order the second byte sets.
            seed = seed &* 1_103_515_245 &+ 12_345
            let size = Int(seed >> 16) % (3 * limit) + 1
            let end = min(written.count, offset + size)
            reader.append(Array(written[offset..<end]))
            offset = end
            while let line = reader.next() { said.append(line) }
            precondition(reader.held <= limit, "\(reader.held) bytes held, over the bound of \(limit)")
        }
        let pieces = written.split(separator: 0x0A, omittingEmptySubsequences: false)
        var expected: [ExploreAnswerReader.Line] = pieces.dropLast().map {
            $0.count > limit ? .tooLong : .line(Array($0))
        }
        if let last = pieces.last, last.count > limit { expected.append(.tooLong) }
        precondition(said == expected, "bound \(limit): \(written) read as \(said), not \(expected)")
    }
}
