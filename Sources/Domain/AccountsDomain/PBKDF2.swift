@_spi(Hashing) import SceneRuntime

/// PBKDF2 (RFC 8018, section 5.2) with HMAC-SHA256 as its pseudorandom function: the slow, salted
/// derivation that ``PasswordHash`` stores passwords with.
enum PBKDF2 {
    /// Where the rounds of each derivation in this task are counted, if anywhere (for the tests).
    @TaskLocal static var meter: DerivationMeter?

    /// The first `length` bytes derived from `password` and `salt` with `iterations` rounds of
    /// HMAC-SHA256 per 32-byte block (at least one round, at least one byte).
    static func sha256(password: [UInt8], salt: [UInt8], iterations: Int, length: Int) -> [UInt8] {
        let mac = HMACSHA256(key: password)
        let rounds = max(iterations, 1)
        meter?.add(rounds * ((max(length, 1) + 31) / 32))
        var derived: [UInt8] = []
        derived.reserveCapacity(length + 32)
        var blockNumber: UInt32 = 1
        while derived.count < max(length, 1) {
            let counter = (0..<4).map { UInt8(truncatingIfNeeded: blockNumber >> (24 - 8 * UInt32($0))) }
            let first = SHA256State.block(
                mac.code(for: salt + counter) + [UInt8](repeating: 0, count: 32), at: 0)
            var previous = InlineArray<8, UInt32>(repeating: 0)
            for index in 0..<8 { previous[index] = first[index] }
            var sum = previous
            for _ in 1..<rounds {
                previous = mac.code(ofWords: previous)
                for index in 0..<8 { sum[index] ^= previous[index] }
            }
            derived += SHA256State(words: sum).bytes
            blockNumber &+= 1
        }
        return Array(derived.prefix(max(length, 1)))
    }
}
