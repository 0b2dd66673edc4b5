/// SHA-256 (FIPS 180-4), fed in pieces: the digest that identifies a plugin library's bytes in its
/// manifest. The toolchain has no hashing library on Linux, and the project takes no third-party
/// packages. Its blocks go through ``SHA256State``.
package struct SHA256 {
    private var state = SHA256State.initial
    /// What was added after the last whole block, fewer than 64 bytes between updates.
    private var pending: [UInt8] = []
    private var length = 0

    /// An empty message.
    package init() {}

    /// Adds bytes to the message.
    package mutating func update(_ bytes: some Collection<UInt8>) {
        length += bytes.count
        pending.append(contentsOf: bytes)
        guard pending.count >= 64 else { return }
        let whole = pending.count - pending.count % 64
        for start in stride(from: 0, to: whole, by: 64) {
            state.compress(SHA256State.block(pending, at: start))
        }
        pending.removeFirst(whole)
    }

    /// The digest of everything added, as 64 lowercase hexadecimal digits.
    package func hexDigest() -> String {
        let digest = state.finishing(pending, compressedBefore: length - pending.count)
        return digest.bytes.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The digest of `bytes`.
    package static func hexDigest(of bytes: some Collection<UInt8>) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.hexDigest()
    }
}
