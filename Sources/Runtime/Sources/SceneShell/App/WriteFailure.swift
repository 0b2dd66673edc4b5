/// A write to standard output or standard error that failed: the text did not arrive.
public struct WriteFailure: Error, Equatable, Sendable {
    /// Which of the two streams.
    public enum Stream: Sendable {
        /// Standard output.
        case output
        /// Standard error.
        case error
    }

    /// The stream the write was for.
    public let stream: Stream
    /// The `errno` of the write (`ENOSPC`, `EPIPE`, `EIO`, ...).
    public let code: Int32

    /// A failure of a write to `stream`, with its `errno`.
    public init(stream: Stream, code: Int32) {
        self.stream = stream
        self.code = code
    }
}
