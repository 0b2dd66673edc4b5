/// The state of a SHA-256 computation (FIPS 180-4) between 64-byte blocks, kept in fixed-size storage
/// so that compressing a block allocates nothing: the one SHA-256 engine, of ``SHA256`` (a plugin
/// library's digest) and, through the `Hashing` SPI, of the demo's password hashes (HMAC-SHA256 and
/// PBKDF2, whose inner loop is two compressions per iteration). Not part of the runtime's API: an
/// app hashes its own data with its own code.
@_spi(Hashing) public struct SHA256State: Sendable {
    /// The eight words of the intermediate hash value.
    public var words: InlineArray<8, UInt32>

    /// A state of these words.
    @inlinable public init(words: InlineArray<8, UInt32>) {
        self.words = words
    }

    /// The state before the first block.
    public static let initial = SHA256State(words: [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
        0x5be0_cd19,
    ])

    @usableFromInline static let constants: InlineArray<64, UInt32> = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
        0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7,
        0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc,
        0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351,
        0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e,
        0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585,
        0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f,
        0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
        0xc671_78f2,
    ]

    /// Adds one 64-byte block, given as sixteen big-endian words.
    ///
    /// Inlined, so that a caller's optimised build compiles it there: PBKDF2 calls it 1.2 million
    /// times a sign-in, and the demo's accounts module is optimised in debug builds too, where the
    /// runtime is not.
    @inlinable @inline(__always) public mutating func compress(_ block: borrowing InlineArray<16, UInt32>) {
        var schedule = InlineArray<64, UInt32>(repeating: 0)
        for index in 0..<16 { schedule[index] = block[index] }
        for index in 16..<64 {
            let before15 = schedule[index - 15]
            let before2 = schedule[index - 2]
            let sigma0 = before15.rotatedRight(7) ^ before15.rotatedRight(18) ^ (before15 >> 3)
            let sigma1 = before2.rotatedRight(17) ^ before2.rotatedRight(19) ^ (before2 >> 10)
            schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
        }
        // Read once: each read of a global runs its accessor, in the runtime's own build.
        let constants = Self.constants
        var a = words[0]
        var b = words[1]
        var c = words[2]
        var d = words[3]
        var e = words[4]
        var f = words[5]
        var g = words[6]
        var h = words[7]
        for index in 0..<64 {
            let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
            let choice = (e & f) ^ (~e & g)
            let temporary1 = h &+ sum1 &+ choice &+ constants[index] &+ schedule[index]
            let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temporary2 = sum0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ temporary1
            d = c
            c = b
            b = a
            a = temporary1 &+ temporary2
        }
        words[0] &+= a
        words[1] &+= b
        words[2] &+= c
        words[3] &+= d
        words[4] &+= e
        words[5] &+= f
        words[6] &+= g
        words[7] &+= h
    }

    /// The state after the rest of a message, `bytes`, and its padding, when `compressedBefore`
    /// bytes (a multiple of 64) went into this state already.
    public func finishing(_ bytes: [UInt8], compressedBefore: Int) -> SHA256State {
        var padded = bytes
        let bits = UInt64(compressedBefore + bytes.count) &* 8
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            padded.append(UInt8(truncatingIfNeeded: bits >> shift))
        }
        var state = self
        for start in stride(from: 0, to: padded.count, by: 64) {
            state.compress(Self.block(padded, at: start))
        }
        return state
    }

    /// Sixteen big-endian words from the 64 bytes of `bytes` at `start`.
    public static func block(_ bytes: [UInt8], at start: Int) -> InlineArray<16, UInt32> {
        var block = InlineArray<16, UInt32>(repeating: 0)
        for index in 0..<16 {
            let first = start + index * 4
            block[index] =
                UInt32(bytes[first]) << 24 | UInt32(bytes[first + 1]) << 16 | UInt32(bytes[first + 2]) << 8
                | UInt32(bytes[first + 3])
        }
        return block
    }

    /// The 32 bytes of the words, big-endian: the digest when the message is finished.
    public var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for index in 0..<8 {
            for shift in stride(from: 24, through: 0, by: -8) {
                bytes.append(UInt8(truncatingIfNeeded: words[index] >> UInt32(shift)))
            }
        }
        return bytes
    }
}

extension UInt32 {
    @inlinable func rotatedRight(_ count: UInt32) -> UInt32 {
        (self >> count) | (self << (32 - count))
    }
}
