#if canImport(Glibc)
    import Glibc
#endif

/// Lines read from a file descriptor with the system's `read`, holding nothing it was not asked
/// for beyond what one read returned: the child of `scenes explore` forks between lines, and a
/// branch must not find in its copy of the buffer a line meant for the process that forked.
struct ExploreLineReader {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    private var ended = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether nothing is held after the line last returned.
    var isEmpty: Bool { buffer.isEmpty }

    /// The next line, without its `\n`; `nil` at the end of the input.
    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            if ended {
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            var chunk = [UInt8](repeating: 0, count: 4_096)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                ended = true
            }
        }
    }
}
