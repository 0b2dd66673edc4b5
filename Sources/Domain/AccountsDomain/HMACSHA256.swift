@_spi(Hashing) import SceneRuntime

/// HMAC-SHA256 (RFC 2104) with one key: the key's inner and outer padded blocks are compressed once,
/// when the key is given, so each message costs only its own blocks, and a 32-byte message (the
/// inner loop of ``PBKDF2``) exactly two compressions.
struct HMACSHA256 {
    private let inner: SHA256State
    private let outer: SHA256State

    /// A code keyed by `key`; a key longer than a block is hashed first, as RFC 2104 says.
    init(key: [UInt8]) {
        var padded = key.count > 64 ? SHA256State.initial.finishing(key, compressedBefore: 0).bytes : key
        padded += [UInt8](repeating: 0, count: 64 - padded.count)
        var inner = SHA256State.initial
        inner.compress(SHA256State.block(padded.map { $0 ^ 0x36 }, at: 0))
        var outer = SHA256State.initial
        outer.compress(SHA256State.block(padded.map { $0 ^ 0x5c }, at: 0))
        self.inner = inner
        self.outer = outer
    }

    /// The 32-byte code of `message`.
    func code(for message: [UInt8]) -> [UInt8] {
        let innerDigest = inner.finishing(message, compressedBefore: 64).bytes
        return outer.finishing(innerDigest, compressedBefore: 64).bytes
    }

    /// The code of a 32-byte message given as eight big-endian words, as words: two compressions,
    /// nothing allocated.
    func code(ofWords message: borrowing InlineArray<8, UInt32>) -> InlineArray<8, UInt32> {
        // One block: the 32 bytes, the padding's 0x80, zeros, and the length in bits of the key
        // block and the message, (64 + 32) * 8.
        var block = InlineArray<16, UInt32>(repeating: 0)
        for index in 0..<8 { block[index] = message[index] }
        block[8] = 0x8000_0000
        block[15] = (64 + 32) * 8
        var state = inner
        state.compress(block)
        for index in 0..<8 { block[index] = state.words[index] }
        state = outer
        state.compress(block)
        return state.words
    }
}
