#if canImport(Glibc)
    import Glibc
#endif

/// Reading input: bytes in blocks, keys decoded from them.
extension Terminal {
    /// The next byte, or `nil` at end of input.
    func readByte() -> UInt8? {
        if position == count {
            guard fill() else { return nil }
        }
        defer { position += 1 }
        return buffer[position]
    }

    /// Puts back the byte ``readByte()`` or ``readByteSoon()`` just returned.
    func unread() {
        position = max(0, position - 1)
    }

    /// Reads what is available into the buffer, waiting for at least one byte; `false` at end of
    /// input.
    private func fill() -> Bool {
        while true {
            let received = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if received > 0 {
                position = 0
                count = received
                return true
            }
            if received < 0 && errno == EINTR { continue }
            return false
        }
    }

    /// The next key typed, decoded from its bytes; `nil` at end of input.
    func readKey() -> Key? {
        KeyDecoder.next(read: { readByte() }, readSoon: { readByteSoon() }, unread: { unread() })
    }

    /// The next byte if one arrives within 50 ms (the rest of an escape sequence), else `nil`.
    func readByteSoon() -> UInt8? {
        waitForInput(milliseconds: 50) ? readByte() : nil
    }

    /// Whether input (or the end of it) is ready within `milliseconds`.
    func waitForInput(milliseconds: Int32) -> Bool {
        if position < count { return true }
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let result = poll(&descriptor, 1, milliseconds)
        // A signal (SIGCONT) interrupting the wait is not input; any other failure is left to
        // the read that follows, which ends the input.
        return result > 0 || (result < 0 && errno != EINTR)
    }
}
