#if canImport(Glibc)
    import Glibc
#endif

/// Where the program writes: standard output and standard error, or buffers in tests.
public struct Console {
    /// Writes to standard output.
    public var out: (String) -> Void
    /// Writes to standard error.
    public var err: (String) -> Void
    /// Writes out whatever is buffered.
    public var flush: () -> Void

    /// Creates a console from its three functions.
    public init(
        out: @escaping (String) -> Void, err: @escaping (String) -> Void, flush: @escaping () -> Void = {}
    ) {
        self.out = out
        self.err = err
        self.flush = flush
    }

    /// The process's standard output (buffered) and standard error. Standard output is flushed
    /// before anything is written to standard error, so that both keep their order when they go
    /// to the same file.
    @MainActor package static func standard() -> Console {
        let output = DescriptorWriter(descriptor: STDOUT_FILENO)
        return Console(
            out: { output.write($0) },
            err: { text in
                output.flush()
                DescriptorWriter(descriptor: STDERR_FILENO).writeNow(text)
            },
            flush: { output.flush() })
    }
}

/// Writes to a file descriptor through a buffer, so that a long script costs few system calls.
@MainActor final class DescriptorWriter {
    private let descriptor: Int32
    private var pending: [UInt8] = []
    private static let capacity = 1 << 16

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= Self.capacity { flush() }
    }

    func writeNow(_ text: String) {
        write(text)
        flush()
    }

    func flush() {
        Self.writeAll(pending, to: descriptor)
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes all of `bytes` to `descriptor`, again after an interruption by a signal; stops
    /// early if the descriptor takes no more (closed, full disk).
    nonisolated static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
