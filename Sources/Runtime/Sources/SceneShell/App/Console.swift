package import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// Where the program writes: standard output and standard error, or buffers in tests.
///
/// Everything written goes through ``TerminalText/rendered``: a string is shown with its control
/// and bidirectional characters made visible (line feeds and tabs kept), and only the renderer's
/// own styles become escape sequences. The functions given to ``init(out:err:flush:)`` receive
/// that rendered text; there is no other way to write.
public struct Console {
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    /// Writes out whatever is buffered.
    public var flush: () -> Void
    /// The first write that failed, on standard output or standard error, if any: written text
    /// that did not arrive. Buffered text is written (and may fail) only when flushed.
    public var writeFailure: () -> WriteFailure?

    /// Creates a console from its functions; `out` and `err` receive rendered text.
    public init(
        out: @escaping (String) -> Void, err: @escaping (String) -> Void, flush: @escaping () -> Void = {},
        writeFailure: @escaping () -> WriteFailure? = { nil }
    ) {
        self.writeOut = out
        self.writeErr = err
        self.flush = flush
        self.writeFailure = writeFailure
    }

    /// Writes to standard output.
    public func out(_ text: TerminalText) {
        writeOut(text.rendered)
    }

    /// Writes to standard error.
    public func err(_ text: TerminalText) {
        writeErr(text.rendered)
    }

    /// Writes plain text to standard output, its control characters made visible.
    @_disfavoredOverload public func out(_ text: String) {
        out(TerminalText(text))
    }

    /// Writes plain text to standard error, its control characters made visible.
    @_disfavoredOverload public func err(_ text: String) {
        err(TerminalText(text))
    }

    /// Writes diagnostics to standard error, a line each, in blocks of about 64 KiB: a storyboard
    /// with a warning on every segue is written in a few hundred writes, not one per warning, and
    /// without holding all its text at once.
    package func err(_ diagnostics: [Storyboard.Diagnostic]) {
        let blockSize = 65_536
        var block = TextBuffer(capacity: blockSize + 1_024)
        for diagnostic in diagnostics {
            diagnostic.write(to: &block)
            block.append("\n")
            if block.count >= blockSize {
                err(block.text)
                block = TextBuffer(capacity: blockSize + 1_024)
            }
        }
        if block.count > 0 { err(block.text) }
    }

    /// The process's standard output (buffered) and standard error. Standard output is flushed
    /// before anything is written to standard error, so that both keep their order when they go
    /// to the same file.
    @MainActor package static func standard() -> Console {
        let output = DescriptorWriter(descriptor: STDOUT_FILENO)
        let errors = DescriptorWriter(descriptor: STDERR_FILENO)
        return Console(
            out: { output.write($0) },
            err: { text in
                output.flush()
                errors.writeNow(text)
            },
            flush: { output.flush() },
            writeFailure: {
                output.failure.map { WriteFailure(stream: .output, code: $0) }
                    ?? errors.failure.map { WriteFailure(stream: .error, code: $0) }
            })
    }
}

/// Writes to a file descriptor through a buffer, so that a long script costs few system calls.
/// After a write fails, nothing more is written: ``failure`` keeps why.
@MainActor final class DescriptorWriter {
    private let descriptor: Int32
    private var pending: [UInt8] = []
    /// The `errno` of the first write that failed, if any.
    private(set) var failure: Int32?
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
        if failure == nil, !pending.isEmpty { failure = Self.writeAll(pending, to: descriptor) }
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes all of `bytes` to `descriptor`, again after an interruption by a signal. Returns
    /// `nil` once all is written, or the `errno` of the write that failed (a closed pipe, a full
    /// disk): the rest is not written.
    @discardableResult
    nonisolated static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            if written < 0 { return errno }
            // A write that takes nothing would be tried forever.
            guard written > 0 else { return EIO }
            offset += written
        }
        return nil
    }
}
