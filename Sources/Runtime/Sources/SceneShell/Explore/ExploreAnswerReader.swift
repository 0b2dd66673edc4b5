#if canImport(Glibc)
    import Glibc
#endif

/// The lines of the explorer's answer channel, split from the bytes read, in time linear in what
/// was read, holding at most ``limit`` bytes of a line: a child of `scenes explore` answers each
/// command with one line, and a line longer than that is not read on.
///
/// Bytes are searched for a line feed once each (a search goes on from where the last one
/// stopped), a line taken is not copied out of the bytes before it, and what was taken is dropped
/// only once it is at least half of what is held, so that dropping it is paid for by the reads that
/// brought it.
package struct ExploreAnswerReader {
    /// The longest answer the explorer reads, without its line feed: 8 MiB. An answer is a state
    /// (a stack, segues, actions, a screen's shape and a few values; with `--snapshots` the screen
    /// itself), a few kilobytes for any app, so this is a fault of the app.
    ///
    /// Debug builds (the tests') take `SCENES_EXPLORE_ANSWER_BYTES` (1024 up to 8 MiB) from the
    /// environment, so that a test of a planted large answer need not build megabytes (slow under
    /// a sanitizer); release builds ignore it.
    package static let maximumLineBytes: Int = {
        #if DEBUG
            if let text = getenv("SCENES_EXPLORE_ANSWER_BYTES").map({ String(cString: $0) }),
                let bytes = Int(text), (1_024...(8 << 20)).contains(bytes)
            {
                return bytes
            }
        #endif
        return 8 << 20
    }()

    /// ``maximumLineBytes`` as a person reads it: `8 MiB`, or in KiB below a MiB.
    package static var maximumLineSize: String {
        maximumLineBytes >= 1 << 20 && maximumLineBytes % (1 << 20) == 0
            ? "\(maximumLineBytes >> 20) MiB" : "\(maximumLineBytes >> 10) KiB"
    }

    /// What ``next()`` found.
    package enum Line: Equatable {
        /// A whole line, without its line feed.
        case line([UInt8])
        /// A line longer than ``limit``: what was held of it is dropped, and so is the rest of it,
        /// up to its line feed, as it is read.
        case tooLong
    }

    /// The longest line this reader gives, in bytes.
    package let limit: Int
    private var bytes: [UInt8] = []
    /// Where the next line starts in ``bytes``.
    private var start = 0
    /// How far from ``start`` a line feed was searched for and not found.
    private var searched = 0
    /// Whether the rest of a line too long is being dropped.
    private var skipping = false

    package init(limit: Int = maximumLineBytes) {
        self.limit = max(1, limit)
    }

    /// How many bytes are held: never more than ``limit`` plus what one ``append(_:)`` gave.
    package var held: Int { bytes.count - start }

    /// Adds bytes read from the channel.
    package mutating func append(_ chunk: UnsafeRawBufferPointer) {
        guard !chunk.isEmpty else { return }
        if start > 0, start >= bytes.count - start {
            bytes.removeFirst(start)
            start = 0
        }
        bytes.append(contentsOf: chunk)
    }

    /// Adds bytes read from the channel.
    package mutating func append(_ chunk: [UInt8]) {
        chunk.withUnsafeBytes { append($0) }
    }

    /// The next line, ``Line/tooLong`` once for a line longer than ``limit``, or `nil` when more
    /// bytes are needed.
    package mutating func next() -> Line? {
        while true {
            let from = start + searched
            let newline: Int? = bytes.withUnsafeBytes { raw -> Int? in
                guard from < raw.count, let base = raw.baseAddress,
                    let found = memchr(base + from, 0x0A, raw.count - from)
                else { return nil }
                return base.distance(to: UnsafeRawPointer(found))
            }
            guard let newline else {
                searched = bytes.count - start
                guard searched > limit || (skipping && searched > 0) else { return nil }
                // Too long, or the rest of a line already said to be: nothing of it is kept.
                bytes.removeAll(keepingCapacity: bytes.count <= 2 * limit)
                start = 0
                searched = 0
                if skipping { return nil }
                skipping = true
                return .tooLong
            }
            let length = newline - start
            let line = Array(bytes[start..<newline])
            start = newline + 1
            searched = 0
            if skipping {
                skipping = false
                continue
            }
            if length > limit { return .tooLong }
            return .line(line)
        }
    }
}
